import { createHash, randomBytes } from 'node:crypto';
import type { KvStore } from '../store/kvStore';

/** The store's session cookie: httpOnly, SameSite=Lax, Path=/, Secure when configured. */
export const SESSION_COOKIE = 'shelfmark_session';
/** KvStore namespace of the store's sessions. */
export const SESSION_NAMESPACE = 'session';
/** How long a session lasts from sign-in. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

/** What the store keeps about a signed-in browser. */
export interface StoredSession {
  uid: string;
  csrfToken: string;
  /** The provider's ID token, sent back as id_token_hint on sign-out. */
  idToken?: string;
  createdAt: number;
}

const randomToken = () => randomBytes(32).toString('base64url');
// Keys are hashes of the cookie value, so a copy of the store does not hand out live sessions.
const keyOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url');

/** Sessions in the KvStore, keyed by a hash of a random 32-byte id that only the cookie holds. */
export function createSessionStore(store: KvStore, ttlSeconds = SESSION_TTL_SECONDS) {
  return {
    ttlSeconds,
    async create(init: { uid: string; idToken?: string }): Promise<{ id: string; session: StoredSession }> {
      const id = randomToken();
      const session: StoredSession = {
        uid: init.uid,
        csrfToken: randomToken(),
        idToken: init.idToken,
        createdAt: Date.now(),
      };
      await store.set(SESSION_NAMESPACE, keyOf(id), session, ttlSeconds);
      return { id, session };
    },
    async read(id: string | undefined): Promise<StoredSession | undefined> {
      if (!id || id.length > 128) return undefined;
      const session = await store.get<StoredSession>(SESSION_NAMESPACE, keyOf(id));
      return session ?? undefined;
    },
    async destroy(id: string | undefined): Promise<void> {
      if (!id || id.length > 128) return;
      await store.delete(SESSION_NAMESPACE, keyOf(id));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
