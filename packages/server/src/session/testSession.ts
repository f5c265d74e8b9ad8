import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CSRF_REJECTED, sessionSchema, type SessionUser } from '@shelfmark/api-client/schemas';
import { HttpError } from '../http/HttpError';
import { isApiRoute } from '../http/requestPath';
import { isPreviewing, type PreviewSettings } from '../content/previewSession';
import { readServerConfig } from '../config/readServerConfig';

/** Header carrying a signed test identity: `<uid>.<hmac>` (see testSessionHeader). */
export const TEST_SESSION_HEADER = 'x-shelfmark-test-session';

const sign = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

/** The header value that signs `uid` in, for a server built with `auth: { mode: 'test', secret }`. */
export function testSessionHeader(uid: string, secret: string): string {
  return `${Buffer.from(uid).toString('base64url')}.${sign(secret, `uid:${uid}`)}`;
}

/** The CSRF token of a test session (what /api/auth/session would hand the browser). */
export function testCsrfToken(uid: string, secret: string): string {
  return sign(secret, `csrf:${uid}`);
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Test-only stand-in for the auth plugin: fills `request.session` through the same decorator from a
 * signed header, enforces the same CSRF rule and answers /api/auth/session. Refuses to install
 * unless NODE_ENV is 'test', so production can never trust the header.
 */
export function installTestSession(
  app: FastifyInstance,
  options: {
    secret: string;
    loadSessionUser(uid: string): Promise<SessionUser | null>;
    preview?: PreviewSettings;
    /** NODE_ENV as the server's configuration read it. @default readServerConfig().nodeEnv */
    nodeEnv?: string | undefined;
  },
): void {
  const nodeEnv = 'nodeEnv' in options ? options.nodeEnv : readServerConfig().nodeEnv;
  if (nodeEnv !== 'test') throw new Error("auth mode 'test' is only available when NODE_ENV=test.");
  if (options.secret.length < 16) throw new Error("auth mode 'test' needs a secret of at least 16 characters.");
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers[TEST_SESSION_HEADER];
    request.session = null;
    if (typeof header !== 'string') return;
    const [encoded = '', signature = ''] = header.split('.');
    const uid = Buffer.from(encoded, 'base64url').toString();
    if (!uid || !same(signature, sign(options.secret, `uid:${uid}`))) return;
    request.session = { uid, csrfToken: testCsrfToken(uid, options.secret) };
  });
  app.addHook('onRequest', async (request) => {
    if (!MUTATIONS.has(request.method) || !isApiRoute(request) || !request.session) return;
    const sent = request.headers['x-csrf-token'];
    if (typeof sent !== 'string' || !same(sent, request.session.csrfToken))
      throw new HttpError(403, 'CSRF', CSRF_REJECTED);
  });
  app.get('/api/auth/session', async (request) => {
    const user = request.session ? await options.loadSessionUser(request.session.uid) : null;
    const preview = options.preview ?? { enabled: false, secureCookies: false };
    if (!user) return sessionSchema.parse({ user: null, csrfToken: null });
    return sessionSchema.parse({
      user,
      csrfToken: request.session!.csrfToken,
      preview: isPreviewing(request, user, preview),
    });
  });
}
