import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/testDatabase';
import { changedTables, refusalWatch, snapshotDatabase } from './databaseSnapshot';

/** The fuzz tests' "nothing changed" rests on these fingerprints: they must see every kind of change. */
const db = await freshDatabase();
afterAll(() => db.cleanup());
const put = (key: string, value: unknown) =>
  db.database.query(
    sql`INSERT INTO kv_store (namespace, key, value) VALUES ('snapshot-test', ${key}, ${JSON.stringify(value)}::jsonb)`,
  );

describe('database snapshots (the fuzz tests\u2019 "nothing changed")', () => {
  it('are equal when nothing changed, and name the table when a row is added, changed or removed', async () => {
    const first = await snapshotDatabase(db.database);
    expect(changedTables(first, await snapshotDatabase(db.database))).toEqual([]);

    await put('a', { n: 1 });
    const added = await snapshotDatabase(db.database);
    expect(changedTables(first, added)).toEqual(['kv_store']);

    await db.database.query(
      sql`UPDATE kv_store SET value = '{"n": 2}'::jsonb WHERE namespace = 'snapshot-test' AND key = 'a'`,
    );
    const changed = await snapshotDatabase(db.database);
    expect(changedTables(added, changed)).toEqual(['kv_store']);

    await db.database.query(sql`DELETE FROM kv_store WHERE namespace = 'snapshot-test'`);
    expect(changedTables(first, await snapshotDatabase(db.database))).toEqual([]);
  });

  it('see two rows swapping their values (a sum of row hashes, not of field hashes)', async () => {
    await put('x', 'one');
    await put('y', 'two');
    const before = await snapshotDatabase(db.database);
    await db.database.query(
      sql`UPDATE kv_store SET value = CASE key WHEN 'x' THEN '"two"'::jsonb ELSE '"one"'::jsonb END WHERE namespace = 'snapshot-test'`,
    );
    expect(changedTables(before, await snapshotDatabase(db.database))).toEqual(['kv_store']);
    await db.database.query(sql`DELETE FROM kv_store WHERE namespace = 'snapshot-test'`);
  });

  it('refusalWatch lets accepted requests write, and fails naming the table and the input when a refused one wrote', async () => {
    const watch = refusalWatch(db.database);
    await watch.beforeAccepted();
    await put('accepted', 1);
    await watch.beforeRefused({ q: 'refused but harmless' });
    await watch.beforeAccepted();
    await put('accepted-again', 2);
    await watch.beforeRefused({ q: 'refused yet wrote' });
    await put('refused', 3);
    await expect(watch.settle()).rejects.toThrow(/changed kv_store[^]*refused yet wrote/);
    await db.database.query(sql`DELETE FROM kv_store WHERE namespace = 'snapshot-test'`);
  });
});
