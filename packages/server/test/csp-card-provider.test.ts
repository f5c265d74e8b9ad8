import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../src/buildServer';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';

/**
 * CHK-07: the card form posts straight from the browser to the provider. With the simulator that is our own
 * origin; with an external provider (SHELFMARK_CARD_PROVIDER_URL) its origin — and only its origin — must be
 * in form-action, or the browser would refuse to send the payment.
 */
let db: FreshDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.cleanup();
});

async function formAction(env: Record<string, string>): Promise<string[]> {
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  try {
    const app = await buildServer({ database: db.database, publicUrl: 'http://127.0.0.1:3000', auth: { mode: 'test', secret: 'csp-card-provider-secret-1' }, logger: false });
    apps.push(app);
    const res = await app.inject({ method: 'GET', url: '/api/site-config' });
    const directive = String(res.headers['content-security-policy'] ?? '').split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'form-action');
    return directive?.slice(1) ?? [];
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('CSP form-action and the card provider (CHK-07)', () => {
  it("keeps form-action at 'self' with the built-in simulator", async () => {
    expect(await formAction({ SHELFMARK_CARD_PROVIDER_URL: '' })).toEqual(["'self'"]);
  });

  it("adds an external provider's origin (not its path) to form-action, and nothing else", async () => {
    expect(await formAction({ SHELFMARK_CARD_PROVIDER_URL: 'https://secure.payments.example/silent/' })).toEqual(["'self'", 'https://secure.payments.example']);
  });
});
