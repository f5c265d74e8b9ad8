import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
