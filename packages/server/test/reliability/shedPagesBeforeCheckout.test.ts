import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@shelfmark/api-client';
import { buildServer } from '../../src/buildServer';
import { OVERLOADED_MESSAGE } from '../../src/http/loadShedding';
import { testCsrfToken, testSessionHeader, TEST_SESSION_HEADER } from '../../src/session/testSession';
import { DEMO_TITLE } from '../../src/seed/demo';
import { freshDatabase, type FreshDatabase } from '../helpers/testDatabase';

/**
 * Shedding by criticality with the storefront's pages: a crowd of anonymous page requests is refused (503 with
 * Retry-After, a page saying so) while a signed-in buyer's order placement, sent in the middle of it, is placed.
 * The limits are small (one page rendered at once, none waiting) so the crowd is larger than the server at once,
 * whatever the machine's speed.
 */

const SECRET = 'shed-pages-before-checkout-secret';
const BUYER = 'buyer@shelfmark.test';
const ENTRY_SOURCE = resolve(import.meta.dirname, '../../../../examples/host-app/src/entry-server.tsx');
const PAGES = ['/', '/search?q=history', `/products/${DEMO_TITLE.isbn13}`];

let db: FreshDatabase;
let app: FastifyInstance;
let baseUrl: string;
let hostAppDir: string;

beforeAll(async () => {
  db = await freshDatabase();
  hostAppDir = mkdtempSync(join(tmpdir(), 'shelfmark-shed-'));
  mkdirSync(join(hostAppDir, 'server'));
  writeFileSync(join(hostAppDir, 'index.html'), '<!doctype html><title>unrendered shell</title><div id="root"></div>');
  writeFileSync(join(hostAppDir, 'server', 'entry-server.js'), `export * from ${JSON.stringify(ENTRY_SOURCE)};\n`);
  app = await buildServer({
    database: db.database,
    publicUrl: 'http://127.0.0.1',
    auth: { mode: 'test', secret: SECRET },
    logger: false,
    hostAppDir,
    loadShedding: {
      database: { maxInFlight: 1, maxQueued: 16 },
      pages: { maxInFlight: 1, maxQueued: 0 },
      session: { maxInFlight: 1, maxQueued: 16 },
      identity: { maxInFlight: 1, maxQueued: 1 },
      // Long enough that nothing is refused for being slow on a busy machine: refusals here are by class.
      queueTimeoutMs: 60_000,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}, 300_000);

afterAll(async () => {
  await app?.close();
  await db?.cleanup();
  if (hostAppDir) rmSync(hostAppDir, { recursive: true, force: true });
});

interface PageAnswer {
  status: number;
  retryAfter: string | null;
  type: string | null;
  text: string;
}

let visit = 0;

/** An anonymous page at an address of its own (as a crawler's are), so no kept copy answers it. */
const anonymousPage = async (path: string): Promise<PageAnswer> => {
  visit += 1;
  const address = `${path}${path.includes('?') ? '&' : '?'}visit=${visit}`;
  const response = await fetch(`${baseUrl}${address}`, { headers: { accept: 'text/html' } });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
};

describe('shedding by criticality, with the storefront’s pages', () => {
  it('CHK-06 a signed-in buyer’s order is placed while a crowd of anonymous pages is being shed with 503 and Retry-After', async () => {
    const buyerHeaders = {
      [TEST_SESSION_HEADER]: testSessionHeader(BUYER, SECRET),
      'x-csrf-token': testCsrfToken(BUYER, SECRET),
    };
    const buyer = createApiClient({ baseUrl, headers: buyerHeaders });
    const cart = await buyer.carts.create({ userId: BUYER });
    await buyer.carts.addEntries({
      userId: BUYER,
      cartId: cart.code,
      orderEntries: [{ product: { code: DEMO_TITLE.isbn13 }, quantity: 2 }],
    });
    await buyer.carts.setShipper({ userId: BUYER });

    // The crowd: a dozen pages at once, more than the server renders at once.
    const before = PAGES.flatMap((path) => Array.from({ length: 4 }, () => anonymousPage(path)));
    const firstRefusal = await Promise.any(
      before.map((answer) => answer.then((a) => (a.status === 503 ? a : Promise.reject(new Error('served'))))),
    );
    expect(firstRefusal.status).toBe(503);

    // In the middle of it, the buyer places the order, and the crowd keeps coming until the order is answered.
    let placedAnswer: Response | null = null;
    const placement = fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: { ...buyerHeaders, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        userId: BUYER,
        paymentType: 'ACCOUNT',
        purchaseOrderNumber: 'PO-CROWD',
        cartCode: cart.code,
        ignoreAddressVerification: true,
      }),
    }).then((answer) => (placedAnswer = answer));
    const during: PageAnswer[] = [];
    while (placedAnswer === null) {
      during.push(...(await Promise.all(PAGES.concat(PAGES).map(anonymousPage))));
    }
    await placement;

    const order = placedAnswer as unknown as Response;
    expect(order.status).toBe(200);
    const { code } = (await order.json()) as { code: string };
    const placed = await db.database.query<{ ref: string }>(
      sql`SELECT internet_reference AS ref FROM orders WHERE user_uid = ${BUYER} AND po_number = 'PO-CROWD'`,
    );
    expect(placed.map((row) => row.ref)).toEqual([code]);

    // Pages were refused while the order was placed, each with a page saying so and when to come back.
    const crowd = [...(await Promise.all(before)), ...during];
    expect(crowd.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    const refused = during.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(answer.type).toContain('text/html');
      expect(answer.text).toContain(OVERLOADED_MESSAGE);
    }
    // And the crowd was served as the server could: some pages rendered.
    expect(crowd.some((answer) => answer.status === 200)).toBe(true);
  });
});
