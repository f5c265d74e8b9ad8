import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SessionUser } from '@shelfmark/api-client/schemas';
import { createMemoryKvStore, type KvStore } from '../store/kvStore';
import { AuthError, requireUser } from './AuthError';
import { registerAuth, type AuthOptions } from './registerAuth';

/** Two users of the test servers; the password of each is `${first name}-password`. */
export const testUsers = {
  ada: { email: 'ada@example.test', password: 'ada-password', firstName: 'Ada', lastName: 'Lovelace' },
  brook: { email: 'brook@example.test', password: 'brook-password', firstName: 'Brook', lastName: 'Taylor' },
} as const;

export function sessionUserFor(user: (typeof testUsers)[keyof typeof testUsers]): SessionUser {
  return {
    uid: user.email,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    hasPurchaserRights: true,
    isUserInquiryOnly: false,
    isShelfmarkUser: true,
    isThorndikeUser: false,
    isCengageEmployee: false,
    isNglUser: false,
    isInternational: false,
    accountStatus: 'ACTIVE',
    roles: ['purchaser'],
  };
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TestAuthServer {
  app: FastifyInstance;
  baseUrl: string;
  store: KvStore;
  close(): Promise<void>;
}

/**
 * A bare fastify server with registerAuth, an in-memory store, the two test users, and two probe
 * routes: POST /api/probe (needs a user) and GET /api/probe/whoami. Errors map like the core's handler.
 */
export async function startTestAuthServer(
  overrides: Partial<AuthOptions> = {},
  { port: fixedPort }: { port?: number } = {},
): Promise<TestAuthServer> {
  const port = fixedPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const store = overrides.store ?? createMemoryKvStore();
  const app = Fastify({ logger: false });
  const users = Object.values(testUsers);

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof AuthError) return reply.code(error.statusCode).send(error.toApiError());
    return reply.code(500).send({ status: 500, code: 'INTERNAL', message: (error as Error).message });
  });

  await registerAuth(app, {
    issuer: `${baseUrl}/oidc`,
    appBaseUrl: baseUrl,
    store,
    secureCookies: false,
    async verifyCredentials(email, password) {
      const user = users.find(
        (candidate) => candidate.email === email.toLowerCase() && candidate.password === password,
      );
      return user ? { uid: user.email } : null;
    },
    async loadSessionUser(uid) {
      const user = users.find((candidate) => candidate.email === uid);
      return user ? sessionUserFor(user) : null;
    },
    ...overrides,
  });

  app.post('/api/probe', async (request) => ({ uid: requireUser(request) }));
  app.get('/api/probe/whoami', async (request) => ({ uid: request.session?.uid ?? null }));

  await app.listen({ port, host: '127.0.0.1' });
  return { app, baseUrl, store, close: () => app.close() };
}
