/**
 * The embedded database (PGlite) runs in a worker thread, so its queries never
 * hold the thread that answers requests. Drizzle talks to a stand-in for PGlite that forwards each
 * call (src/db/pgliteThread.ts); these tests hold it to what PGlite on the server's thread does:
 * the same rows, the same transactions, the same errors, and a clear failure, never a hang, when
 * the worker is gone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@electric-sql/pglite';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/openDatabase';
import type { PgliteThread } from '../src/db/pgliteThread';
import { orderLines, orders, products, users } from '../src/db/schema';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';

// PostgreSQL has no worker: scripts/postgres/run-server-tests.mjs leaves this file out (PGLITE_ONLY).
let worker: FreshDatabase;
let here: FreshDatabase;

beforeAll(async () => {
  if (process.env.SHELFMARK_TEST_DATABASE_URL)
    throw new Error(
      'This file is about the embedded database (PGlite) only: run it without SHELFMARK_TEST_DATABASE_URL.',
    );
  [worker, here] = await Promise.all([freshDatabase({ worker: true }), freshDatabase({ worker: false })]);
});

afterAll(async () => {
  await worker?.cleanup();
  await here?.cleanup();
});

/** The rows a database holds the same in both copies of the template. */
async function sample(db: FreshDatabase) {
  const d = db.database.db;
  return {
    users: await d.select().from(users).orderBy(asc(users.uid)),
    products: await d.select().from(products).orderBy(asc(products.isbn13)).limit(50),
    orders: await d.select().from(orders).orderBy(asc(orders.orderNumber)),
    lines: await d.select().from(orderLines).orderBy(asc(orderLines.orderNumber), asc(orderLines.lineNumber)),
    // Every type drizzle asks PGlite to leave as text (timestamps, dates, intervals, their arrays,
    // numeric arrays), beside those it parses (bigint, numeric, json, bytea, boolean), NULLs and two
    // columns of one name.
    raw: (await d.execute(sql`SELECT '2024-02-29 12:00:00'::timestamp AS ts, '2024-02-29 12:00:00+02'::timestamptz AS tstz,
      '1 day 02:03:04'::interval AS iv, '2024-02-29'::date AS d, ARRAY[1.5, 2.25]::numeric[] AS nums,
      ARRAY['2024-01-01 00:00'::timestamp] AS tss, ARRAY['2024-01-01 00:00+00'::timestamptz] AS tstzs,
      ARRAY['1 hour'::interval] AS ivs, ARRAY['2024-01-01'::date] AS ds, 12345678901234::bigint AS big,
      1.25::numeric AS num, '{"a":[1,2]}'::jsonb AS j, '\\xdeadbeef'::bytea AS b, true AS t, NULL::timestamp AS nothing,
      '2024-01-01'::date AS twice, 'last' AS twice`)) as unknown as { rows: unknown[] },
    typed: await d
      .select({
        order: orders.orderNumber,
        placed: orders.createdAt,
        day: orders.orderDate,
        age: sql<string>`'3 days'::interval`,
        stamps: sql<string>`ARRAY[${orders.createdAt}]`,
      })
      .from(orders)
      .orderBy(asc(orders.orderNumber))
      .limit(5),
  };
}

/** What a call that failed was refused for (drizzle wraps the driver's error as its cause). */
async function failure(call: Promise<unknown>): Promise<Error> {
  const error = await call.then(
    () => null,
    (e: Error) => e,
  );
  if (!error) throw new Error('the call succeeded');
  return (error.cause as Error | undefined) ?? error;
}

describe('the embedded database in a worker thread', () => {
  it('is what openDatabase opens unless told otherwise, and answers drizzle exactly as PGlite on the server’s thread does', async () => {
    expect(worker.database.inWorker).toBe(true);
    expect(here.database.inWorker).toBe(false);
    const [inWorker, onThisThread] = await Promise.all([sample(worker), sample(here)]);
    expect(inWorker.users.length).toBeGreaterThan(0);
    expect(inWorker.orders.length).toBeGreaterThan(0);
    expect(inWorker.raw.rows[0]).toMatchObject({
      ts: '2024-02-29 12:00:00',
      iv: '1 day 02:03:04',
      d: '2024-02-29',
      twice: 'last',
      nothing: null,
    });
    expect(inWorker).toEqual(onThisThread);
  });

  it('commits a transaction, rolls one back when its callback throws or calls rollback, and undoes a nested savepoint alone', async () => {
    const d = worker.database.db;
    const title = (isbn13: string) =>
      d
        .select({ name: products.name })
        .from(products)
        .where(eq(products.isbn13, isbn13))
        .then((r) => r[0]?.name);
    const [first, second] = await d
      .select({ isbn13: products.isbn13, title: products.name })
      .from(products)
      .orderBy(asc(products.isbn13))
      .limit(2);

    await d.transaction(async (tx) => {
      await tx.update(products).set({ name: 'Committed' }).where(eq(products.isbn13, first!.isbn13));
    });
    expect(await title(first!.isbn13)).toBe('Committed');

    await expect(
      d.transaction(async (tx) => {
        await tx.update(products).set({ name: 'Thrown away' }).where(eq(products.isbn13, first!.isbn13));
        throw new Error('the handler failed');
      }),
    ).rejects.toThrow('the handler failed');
    expect(await title(first!.isbn13)).toBe('Committed');

    await expect(
      d.transaction(async (tx) => {
        await tx.update(products).set({ name: 'Rolled back' }).where(eq(products.isbn13, first!.isbn13));
        tx.rollback();
      }),
    ).rejects.toThrow('Rollback');
    expect(await title(first!.isbn13)).toBe('Committed');

    await d.transaction(async (tx) => {
      await tx.update(products).set({ name: 'Outer' }).where(eq(products.isbn13, first!.isbn13));
      await expect(
        tx.transaction(async (inner) => {
          await inner.update(products).set({ name: 'Inner' }).where(eq(products.isbn13, second!.isbn13));
          throw new Error('inner failed');
        }),
      ).rejects.toThrow('inner failed');
      await tx.transaction(async (inner) => {
        await inner.update(products).set({ name: 'Inner kept' }).where(eq(products.isbn13, second!.isbn13));
      });
    });
    expect(await title(first!.isbn13)).toBe('Outer');
    expect(await title(second!.isbn13)).toBe('Inner kept');
  });

  it('holds the database for an open transaction: a query from outside runs after its commit and sees its write', async () => {
    const d = worker.database.db;
    const [row] = await d
      .select({ isbn13: products.isbn13 })
      .from(products)
      .orderBy(asc(products.isbn13))
      .offset(5)
      .limit(1);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let outside: Promise<string | undefined> | undefined;
    let outsideAnswered = false;
    const transaction = d.transaction(async (tx) => {
      await tx.update(products).set({ name: 'Written inside' }).where(eq(products.isbn13, row!.isbn13));
      outside = d
        .select({ name: products.name })
        .from(products)
        .where(eq(products.isbn13, row!.isbn13))
        .then((r) => {
          outsideAnswered = true;
          return r[0]?.name;
        });
      // Sent after the outside query, answered before it: the transaction has the database.
      await tx.select().from(products).limit(1);
      expect(outsideAnswered).toBe(false);
      await gate;
      expect(outsideAnswered).toBe(false);
    });
    release();
    await transaction;
    expect(await outside).toBe('Written inside');
  });

  it('gives a database error to the caller with PGlite’s class and every property, as on the server’s thread', async () => {
    const duplicateUser = async (db: FreshDatabase) => {
      const [user] = await db.database.db.select().from(users).limit(1);
      return db.database.db
        .insert(users)
        .values(user!)
        .then(
          () => {
            throw new Error('a second user with the same id was accepted');
          },
          (e: unknown) => e as Error & { cause: Record<string, unknown> },
        );
    };
    const [inWorker, onThisThread] = await Promise.all([duplicateUser(worker), duplicateUser(here)]);
    expect(inWorker.cause).toBeInstanceOf(messages.DatabaseError);
    const shape = (e: Record<string, unknown>) => ({
      message: e.message,
      name: e.name,
      code: e.code,
      constraint: e.constraint,
      detail: e.detail,
      table: e.table,
      schema: e.schema,
      severity: e.severity,
      routine: e.routine,
    });
    expect(shape(inWorker.cause)).toMatchObject({ code: '23505', constraint: 'users_pkey', table: 'users' });
    expect(String(inWorker.cause.detail)).toMatch(/^Key \(uid\)=\(.+\) already exists\.$/);
    expect(shape(inWorker.cause)).toEqual(shape(onThisThread.cause));
    expect(inWorker.message).toBe(onThisThread.message);
    // And the database goes on answering.
    expect(await worker.database.query(sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
  });

  it('dumps a snapshot another database restores, runs a script, and closes: later calls fail, the folder can be opened again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-worker-'));
    try {
      const first = await openDatabase({ dataDir, loadDataDir: await worker.database.dump() });
      expect(first.inWorker).toBe(true);
      await first.exec(`CREATE TABLE worker_note (n int); INSERT INTO worker_note VALUES (1), (2);`);
      const products1 = await first.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
      expect(products1).toEqual(await worker.database.query(sql`SELECT count(*)::int AS n FROM products`));
      await first.close();
      expect((await failure(first.query(sql`SELECT 1`))).message).toBe('The embedded database is closed.');
      const again = await openDatabase({ dataDir });
      expect(await again.query(sql`SELECT sum(n)::int AS n FROM worker_note`)).toEqual([{ n: 3 }]);
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a worker that stops fails the query it was running and every later one with a clear error, never a hang', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-worker-'));
    try {
      const database = await openDatabase({ dataDir, loadDataDir: await worker.database.dump() });
      const thread = (database.db as unknown as { $client: PgliteThread }).$client;
      // A query with seconds of work, stopped while it runs.
      const running = database.query(sql`SELECT count(*) FROM generate_series(1, 200000000)`);
      const stopped = thread.worker.terminate();
      expect((await failure(running)).message).toMatch(
        /^The embedded database stopped: its worker thread exited \(exit code \d+\)\. Restart the server\.$/,
      );
      await stopped;
      expect((await failure(database.query(sql`SELECT 1`))).message).toMatch(/^The embedded database stopped/);
      expect((await failure(database.db.transaction(async () => undefined))).message).toMatch(
        /^The embedded database stopped/,
      );
      // Closing gives the folder back.
      await database.close();
      const reopened = await openDatabase({ dataDir });
      expect(await reopened.query(sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
      await reopened.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
