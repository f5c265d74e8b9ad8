import { describe, expect, it } from 'vitest';
import { createMemoryKvStore, type KvStore } from '../store/kvStore';
import { createKvAdapter } from './kvAdapter';

const exp = () => Math.floor(Date.now() / 1000) + 60;

/** The memory store without deleteWhere, as a store that cannot delete by field would be. */
function storeWithoutDeleteWhere(): KvStore {
  const inner = createMemoryKvStore();
  return {
    get: inner.get,
    set: inner.set,
    delete: inner.delete,
    claim: inner.claim,
    increment: inner.increment,
  };
}

describe.each([
  ['a store with deleteWhere', () => createMemoryKvStore()],
  ['a store without deleteWhere', storeWithoutDeleteWhere],
])('AUTH-01 the provider adapter over %s', (_name, makeStore) => {
  it('keeps, finds and destroys a model by id and by uid', async () => {
    const Adapter = createKvAdapter(makeStore());
    const sessions = new Adapter('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'ada', exp: exp() }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'ada' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'ada' });
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toBeUndefined();
  });

  it('marks a code consumed and keeps it until it expires', async () => {
    const Adapter = createKvAdapter(makeStore());
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1', exp: exp() }, 60);
    await codes.consume('c1');
    const consumed = await codes.find('c1');
    expect(consumed?.consumed).toEqual(expect.any(Number));
  });

  it('revokes every token of one grant and only of that grant', async () => {
    const store = makeStore();
    const Adapter = createKvAdapter(store);
    const tokens = new Adapter('AccessToken');
    await Promise.all([
      tokens.upsert('a1', { grantId: 'g1', exp: exp() }, 60),
      tokens.upsert('a2', { grantId: 'g1', exp: exp() }, 60),
      tokens.upsert('b1', { grantId: 'g2', exp: exp() }, 60),
    ]);
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('a1')).toBeUndefined();
    expect(await tokens.find('a2')).toBeUndefined();
    expect(await tokens.find('b1')).toMatchObject({ grantId: 'g2' });
  });

  it('keeps models of different kinds apart', async () => {
    const Adapter = createKvAdapter(makeStore());
    await new Adapter('AccessToken').upsert('same-id', { kind: 'token' }, 60);
    await new Adapter('Grant').upsert('same-id', { kind: 'grant' }, 60);
    expect(await new Adapter('AccessToken').find('same-id')).toMatchObject({ kind: 'token' });
    expect(await new Adapter('Grant').find('same-id')).toMatchObject({ kind: 'grant' });
  });
});
