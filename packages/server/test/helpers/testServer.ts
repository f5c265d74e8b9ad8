import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createApiClient, type ApiClient } from '@shelfmark/api-client';
import { buildServer, type BuildServerOptions } from '../../src/buildServer';
import { defaultLoadShedding } from '../../src/http/loadShedding';
import type { RateLimitRule } from '../../src/http/rateLimits';
import type { Database } from '../../src/db/openDatabase';
import { testCsrfToken, testSessionHeader, TEST_SESSION_HEADER } from '../../src/session/testSession';

export const TEST_SECRET = 'test-secret-for-shelfmark-server';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  /** A typed client signed in as `uid` (test session), or a visitor's client for null. */
  clientFor(uid: string | null): ApiClient;
  /** Headers that sign `uid` in, CSRF token included. */
  headersFor(uid: string): Record<string, string>;
  close(): Promise<void>;
}

/** Listens on a random port with the test session mode (a signed header instead of the OIDC flow). */
export async function startTestServer(
  database: Database,
  options: {
    hostAppDir?: string | null;
    /** The server's own address as its public URL (pages' absolute addresses are built on it), with these hosts allowed. */
    ownPublicUrl?: { allowedHosts?: string[] };
    loadShedding?: BuildServerOptions['loadShedding'];
  } = {},
): Promise<TestServer> {
  const ownPort = options.ownPublicUrl ? await freePort() : 0;
  const app = await buildServer({
    database,
    publicUrl: options.ownPublicUrl ? `http://127.0.0.1:${ownPort}` : 'http://127.0.0.1',
    allowedHosts: options.ownPublicUrl?.allowedHosts,
    auth: { mode: 'test', secret: TEST_SECRET },
    logger: false,
    hostAppDir: options.hostAppDir ?? null,
    // Load shedding as deployed, but a queued request waits as long as a test does: tests check behaviour
    // under concurrency, not capacity, and a loaded machine runs them slowly (reliability/loadShedding.test.ts covers the deadline).
    loadShedding: options.loadShedding ?? { ...defaultLoadShedding(database), queueTimeoutMs: 60_000 },
  });
  await app.listen({ port: ownPort, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  const headersFor = (uid: string) => ({
    [TEST_SESSION_HEADER]: testSessionHeader(uid, TEST_SECRET),
    'x-csrf-token': testCsrfToken(uid, TEST_SECRET),
  });
  return {
    app,
    baseUrl,
    headersFor,
    clientFor: (uid) => createApiClient({ baseUrl, ...(uid ? { headers: headersFor(uid) } : {}) }),
    close: () => app.close(),
  };
}

/** A loopback port nobody listens on now (for servers whose public URL must be known before they listen). */
export const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/**
 * Listens with the real auth plugin (local OIDC provider at /oidc); sign in with `signInAs` from
 * src/auth/testing. The issuer must match the URL exactly, so the port is chosen before building.
 */
export async function startOidcServer(
  database: Database,
  options: { rateLimits?: readonly RateLimitRule[] } = {},
): Promise<{ app: FastifyInstance; baseUrl: string; close(): Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await buildServer({
    database,
    publicUrl: baseUrl,
    auth: { mode: 'oidc', env: {} },
    logger: false,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, baseUrl, close: () => app.close() };
}
