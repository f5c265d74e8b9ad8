import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, vi } from 'vitest';
import { buildServer } from '../../src/buildServer';
import { freshDatabase, type FreshDatabase } from './testDatabase';

/**
 * For a test file about what the environment configures (captcha, video service, card provider):
 * one fresh database for the file, and `serverWith(env)`, a server built while those environment
 * variables are stubbed, as `npm start` would read them. Everything is closed after the file.
 */
export function envServers({ publicUrl = 'http://127.0.0.1', secret }: { publicUrl?: string; secret: string }) {
  let db: FreshDatabase | undefined;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.cleanup();
  });
  return async function serverWith(env: Record<string, string>): Promise<FastifyInstance> {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    try {
      const app = await buildServer({
        database: db!.database,
        publicUrl,
        auth: { mode: 'test', secret },
        logger: false,
      });
      apps.push(app);
      return app;
    } finally {
      vi.unstubAllEnvs();
    }
  };
}

/** The Content-Security-Policy of the answer to GET `url`, as directive → values. */
export async function contentSecurityPolicy(app: FastifyInstance, url: string): Promise<Map<string, string[]>> {
  const res = await app.inject({ method: 'GET', url });
  const directives = new Map<string, string[]>();
  for (const part of String(res.headers['content-security-policy'] ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}
