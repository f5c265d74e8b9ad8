import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '@shelfmark/api-client';
import { openDatabase, type Database } from '../../src/db/openDatabase';
import { testCsrfToken, testSessionHeader, TEST_SESSION_HEADER } from '../../src/session/testSession';
import { templateSnapshot } from '../helpers/testDatabase';

/**
 * CHK-06 crash safety: a server process on an embedded data folder, killed with SIGKILL while it
 * places an order, restarts on the same folder with either the whole order (and the cart gone) or
 * no order (and the cart intact) — never a part of one, and never without an order it confirmed.
 * The embedded database's own durability is what is proved, so this file runs on PGlite only.
 */

const BUYER = 'buyer@shelfmark.test';
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..', '..', '..');

async function purchasable(database: Database, count: number): Promise<string[]> {
  const rows = await database.query<{ isbn13: string }>(sql`
    SELECT isbn13 FROM products WHERE is_purchasable AND is_ecommerce AND grade_levels <@ '["Higher Education"]'::jsonb AND media_type = 'print' ORDER BY isbn13 LIMIT ${count}`);
  return rows.map((r) => r.isbn13);
}

const SECRET = 'crash-test-secret-12345678';
const headers = {
  [TEST_SESSION_HEADER]: testSessionHeader(BUYER, SECRET),
  'x-csrf-token': testCsrfToken(BUYER, SECRET),
};

interface Child {
  process: ChildProcess;
  api: ApiClient;
}

async function startChild(dataDir: string): Promise<Child> {
  // One process (node with tsx's loader, not the tsx CLI, which would run the server in a grandchild
  // that a SIGKILL of its parent leaves running).
  const child = spawn(
    process.execPath,
    ['--conditions', 'shelfmark-source', '--import', 'tsx', join(here, 'crashServer.ts'), dataDir, SECRET],
    { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'test' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start within 3 minutes: ${output}`)), 180_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`server exited (${code}) before it was ready: ${output}`)));
  });
  return { process: child, api: createApiClient({ baseUrl: `http://127.0.0.1:${port}`, headers }) };
}

async function stop(child: Child, signal: NodeJS.Signals) {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = once(child.process, 'exit');
  child.process.kill(signal);
  await exited;
}

/** Kill points, as fractions of a placement's measured duration: before it, across it, at its end. */
const KILL_AT = [0, 0.25, 0.5, 0.75, 1, 2];

describe('CHK-06 crash safety: SIGKILL in the middle of order placement, restart on the same data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-crash-'));
  let child: Child | null = null;
  afterAll(async () => {
    // A failed round leaves its server running: stop it before deleting its folder.
    if (child) await stop(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const outcomes: string[] = [];

  /** A new cart of 120 lines, placed; resolves with the confirmation number, or null when it failed. */
  async function cartAndPlacement(child: Child, titles: string[], po: string) {
    const cart = await child.api.carts.create({ userId: BUYER });
    await child.api.carts.addEntries({
      userId: BUYER,
      cartId: cart.code,
      orderEntries: titles.map((code) => ({ product: { code }, quantity: 1 })),
    });
    await child.api.carts.setShipper({ userId: BUYER }); // as checkout does on load (CHK-04)
    const started = performance.now();
    const placing = child.api.orders
      .place({
        userId: BUYER,
        paymentType: 'ACCOUNT',
        purchaseOrderNumber: po,
        cartCode: cart.code,
        ignoreAddressVerification: true,
      })
      .then(
        (order) => ({ code: order.code as string | null, ms: performance.now() - started }),
        () => ({ code: null, ms: performance.now() - started }),
      );
    return { cart: cart.code, placing };
  }

  it(`after a kill at ${KILL_AT.map((f) => `${f * 100}%`).join(', ')} of a placement: the whole order or none, the cart intact when none, nothing confirmed lost`, async () => {
    // The data folder starts as a copy of the seeded test database.
    const seed = await openDatabase({ dataDir, loadDataDir: await templateSnapshot() });
    const titles = await purchasable(seed, 120);
    await seed.close();

    // How long a placement takes on this machine, now.
    child = await startChild(dataDir);
    const calibration = await cartAndPlacement(child, titles, 'PO-CRASH-CALIBRATION');
    const { code: calibrated, ms: placementMs } = await calibration.placing;
    expect(calibrated).toMatch(/^W\d+$/);

    for (const fraction of KILL_AT) {
      const po = `PO-CRASH-${fraction}`;
      const { cart, placing } = await cartAndPlacement(child, titles, po);
      await new Promise((r) => setTimeout(r, fraction * placementMs));
      await stop(child, 'SIGKILL');
      const { code: confirmed } = await placing;

      // The database restarts on the same folder (crash recovery, the stale lock replaced).
      const database = await openDatabase({ dataDir });
      try {
        const orders = await database.query<{ ref: string; lines: number }>(sql`
          SELECT o.internet_reference AS ref, (SELECT count(*)::int FROM order_lines l WHERE l.order_number = o.order_number) AS lines
          FROM orders o WHERE o.po_number = ${po}`);
        const [counts] = await database.query<{
          placements: number;
          carts: number;
          entries: number;
          orphans: number;
        }>(sql`
          SELECT (SELECT count(*)::int FROM order_placements WHERE cart_code = ${cart}) AS placements,
            (SELECT count(*)::int FROM carts WHERE code = ${cart}) AS carts,
            (SELECT count(*)::int FROM cart_entries WHERE cart_code = ${cart}) AS entries,
            (SELECT count(*)::int FROM order_lines l WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.order_number = l.order_number)) AS orphans`);
        expect(counts!.orphans).toBe(0);
        if (orders.length === 0) {
          // Not placed: the cart is there with every line, and no placement record.
          expect(confirmed, `the order ${confirmed} was confirmed to the buyer, then lost`).toBeNull();
          expect([counts!.carts, counts!.entries, counts!.placements]).toEqual([1, titles.length, 0]);
          outcomes.push(`kill at ${Math.round(fraction * placementMs)} ms: not placed, cart intact`);
        } else {
          // Placed: one whole order, its placement record, and the cart gone.
          expect(orders).toHaveLength(1);
          expect(orders[0]!.lines).toBe(titles.length);
          expect([counts!.placements, counts!.carts, counts!.entries]).toEqual([1, 0, 0]);
          if (confirmed) expect(orders[0]!.ref).toBe(confirmed);
          outcomes.push(
            `kill at ${Math.round(fraction * placementMs)} ms: placed whole${confirmed ? ', confirmed' : ', answer lost with the process'}`,
          );
        }
      } finally {
        await database.close();
      }
      // The server restarts on the same folder and serves (the next round runs on it).
      child = await startChild(dataDir);
      expect((await child.api.site.config()).brand).toBeTruthy();
    }
    await stop(child, 'SIGTERM');
    console.log(`crash safety (a placement takes ${Math.round(placementMs)} ms here):\n  ${outcomes.join('\n  ')}`);
    // The sweep must cross the moment of commit, or it proved nothing about the middle of a placement.
    expect(outcomes.some((o) => o.includes('not placed'))).toBe(true);
    expect(outcomes.some((o) => o.includes('placed whole'))).toBe(true);
  }, 1_800_000);
});
