import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PENDING_ADD_GONE, PENDING_ADD_PARAM, type PendingAdd } from '@shelfmark/api-client/schemas';
import type { KvStore } from '../store/kvStore';
import { requireUser } from './AuthError';

/**
 * An "Add to cart" a visitor pressed before signing in (PDP-02): carried through the sign-in with its state, then
 * kept for the signed-in user under a one-time id that the page claims once. The add itself is the page's (its
 * dialogs and the server's verdict apply as to any add); the id only says what was asked, and only once, so a
 * reload, Back/Forward or a replayed sign-in never asks again.
 */
const PENDING_ADD_NAMESPACE = 'auth-pending-add';
const CLAIMED_NAMESPACE = 'auth-pending-add-claimed';
const PENDING_ADD_TTL_SECONDS = 10 * 60;

interface StoredPendingAdd extends PendingAdd {
  uid: string;
}

/** The add a sign-in start carries (`add` = product code, `quantity`), or null when none or malformed. */
export function pendingAddOf(query: Record<string, unknown>): PendingAdd | null {
  const { add, quantity } = query;
  // A product code: an ISBN-13 and its format suffix (9780000000002@PRINT).
  if (typeof add !== 'string' || !/^[\w.@-]{1,64}$/.test(add)) return null;
  const count = typeof quantity === 'string' && /^\d{1,6}$/.test(quantity) ? Number(quantity) : 1;
  return count >= 1 ? { code: add, quantity: count } : null;
}

/** Keeps `add` for `uid` and answers `returnTo` carrying its one-time id. */
export async function withPendingAdd(store: KvStore, uid: string, add: PendingAdd, returnTo: string): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  const stored: StoredPendingAdd = { uid, code: add.code, quantity: add.quantity };
  await store.set(PENDING_ADD_NAMESPACE, id, stored, PENDING_ADD_TTL_SECONDS);
  const [path, query = ''] = returnTo.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set(PENDING_ADD_PARAM, id);
  return `${path}?${params.toString()}`;
}

const fail = (status: number, code: string, message: string) => ({ status, code, message });
const GONE = fail(410, 'GONE', PENDING_ADD_GONE);

/**
 * POST /api/auth/pending-add {id}: the add kept at sign-in, answered once to the user who signed in; 410 for an id
 * already claimed, expired or unknown, 401 without a session, 403 for another user's, 400 for a malformed id.
 */
export function registerPendingAddRoute(app: FastifyInstance, store: KvStore): void {
  app.post('/api/auth/pending-add', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = request.body as { id?: unknown } | undefined;
    const id = body?.id;
    const uid = requireUser(request);
    if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) {
      return reply.code(400).send(fail(400, 'VALIDATION', 'id must be the id of an add kept at sign-in.'));
    }
    const stored = await store.get<StoredPendingAdd>(PENDING_ADD_NAMESPACE, id);
    if (!stored) return reply.code(410).send(GONE);
    if (stored.uid !== uid) {
      return reply.code(403).send(fail(403, 'FORBIDDEN', 'This add to cart belongs to another sign-in.'));
    }
    // One claim wins, in this process or another on the same database: the rest get 410.
    if (!(await store.claim(CLAIMED_NAMESPACE, id, true, PENDING_ADD_TTL_SECONDS))) return reply.code(410).send(GONE);
    await store.delete(PENDING_ADD_NAMESPACE, id);
    const answer: PendingAdd = { code: stored.code, quantity: stored.quantity };
    return answer;
  });
}
