import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDbHitCounter, createMemoryHitCounter } from '../src/http/rateLimitCounters';
import { createDbKvStore, createMemoryKvStore, type KvStore } from '../src/store/kvStore';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';

let db: FreshDatabase;

beforeAll(async () => {
  db = await freshDatabase();
});

afterAll(async () => {
  await db?.cleanup();
});

const behaviours = (name: string, make: () => KvStore) => {
  describe(`${name} KvStore`, () => {
    it('stores JSON values by namespace and key, and deletes them', async () => {
      const store = make();
      await store.set('session', 'a', { uid: 'buyer@shelfmark.test', n: 1 });
      await store.set('other', 'a', 'separate namespace');
      expect(await store.get('session', 'a')).toEqual({ uid: 'buyer@shelfmark.test', n: 1 });
      await store.set('session', 'a', { uid: 'buyer@shelfmark.test', n: 2 });
      expect(await store.get('session', 'a')).toEqual({ uid: 'buyer@shelfmark.test', n: 2 });
      await store.delete('session', 'a');
      expect(await store.get('session', 'a')).toBeUndefined();
      expect(await store.get('other', 'a')).toBe('separate namespace');
    });

    it('forgets a value once its time to live has passed', async () => {
      const store = make();
      await store.set('grant', 'gone', { x: 1 }, 0);
      await store.set('grant', 'kept', { x: 2 }, 3600);
      expect(await store.get('grant', 'gone')).toBeUndefined();
      expect(await store.get('grant', 'kept')).toEqual({ x: 2 });
    });

    it('deletes every value of a namespace whose field matches', async () => {
      const store = make();
      await store.set('oidc:Grant', 'g1', { accountId: 'u1' });
      await store.set('oidc:Grant', 'g2', { accountId: 'u2' });
      await store.set('oidc:Session', 's1', { accountId: 'u1' });
      await store.deleteWhere!('oidc:Grant', 'accountId', 'u1');
      expect(await store.get('oidc:Grant', 'g1')).toBeUndefined();
      expect(await store.get('oidc:Grant', 'g2')).toEqual({ accountId: 'u2' });
      expect(await store.get('oidc:Session', 's1')).toEqual({ accountId: 'u1' });
    });

    it('claims a key for exactly one of 20 callers at once, and again once its value has expired', async () => {
      const store = make();
      const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => store.claim('spent', 'token', i, 60)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await store.get('spent', 'token')).toBe(claims.indexOf(true));
      await store.set('spent', 'old', 'expired', 0);
      expect(await store.claim('spent', 'old', 'fresh', 60)).toBe(true);
      expect(await store.get('spent', 'old')).toBe('fresh');
    });

    it('increments a count once per caller, 25 at once, and starts again after its window', async () => {
      const store = make();
      const counts = await Promise.all(Array.from({ length: 25 }, () => store.increment('tries', 'k', 60)));
      expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      await store.set('tries', 'ended', 7, 0);
      expect(await store.increment('tries', 'ended', 60)).toBe(1);
    });
  });
};

behaviours('memory', () => createMemoryKvStore());
behaviours('database', () => createDbKvStore(db.database.db));

it('the database store purges expired rows', async () => {
  const store = createDbKvStore(db.database.db);
  await store.set('purge', 'old', 1, 0);
  await store.set('purge', 'new', 2, 60);
  expect(await store.purgeExpired()).toBeGreaterThanOrEqual(1);
  expect(await store.get('purge', 'new')).toBe(2);
});

describe('rate-limit counters (http/rateLimitCounters)', () => {
  it.each([
    ['memory', () => createMemoryHitCounter()],
    ['database', () => createDbHitCounter(db.database)],
  ])('%s: 30 requests at once each get a number of their own, in one window', async (_name, make) => {
    const counter = make();
    const hits = await Promise.all(Array.from({ length: 30 }, () => counter.hit('probe|ip:10.0.0.1', 60_000)));
    expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const { ttlMs } of hits) expect(ttlMs).toBeGreaterThan(0);
    for (const { ttlMs } of hits) expect(ttlMs).toBeLessThanOrEqual(60_000);
  });
});
