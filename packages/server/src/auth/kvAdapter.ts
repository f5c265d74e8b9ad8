import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { KvStore } from '../store/kvStore';

/** Namespace prefix of everything the identity provider keeps: `oidc:Session`, `oidc:Grant`… */
export const OIDC_NAMESPACE = 'oidc';

const epochNow = () => Math.floor(Date.now() / 1000);

/**
 * Ids the provider looks up come from requests (client_id, codes, tokens, cookies). One the
 * database cannot hold as a key (a NUL byte) names nothing stored: not found, never a 500.
 */
const storable = (id: unknown): id is string => typeof id === 'string' && id !== '' && !id.includes('\u0000');

/**
 * Builds the oidc-provider adapter class over a KvStore: one namespace per model
 * (`oidc:AccessToken`…), a uid index for sessions, and grant revocation through `deleteWhere`
 * (or a kept list of ids when the store has no `deleteWhere`).
 */
export function createKvAdapter(store: KvStore): new (name: string) => Adapter {
  return class KvAdapter implements Adapter {
    readonly #ns: string;
    readonly #uidNs: string;
    readonly #userCodeNs: string;

    constructor(name: string) {
      this.#ns = `${OIDC_NAMESPACE}:${name}`;
      this.#uidNs = `${OIDC_NAMESPACE}:${name}:uid`;
      this.#userCodeNs = `${OIDC_NAMESPACE}:${name}:userCode`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const ttl = expiresIn !== undefined && expiresIn > 0 ? expiresIn : undefined;
      await store.set(this.#ns, id, payload, ttl);
      if (typeof payload.uid === 'string') await store.set(this.#uidNs, payload.uid, id, ttl);
      if (typeof payload.userCode === 'string') await store.set(this.#userCodeNs, payload.userCode, id, ttl);
      if (typeof payload.grantId === 'string' && !store.deleteWhere) {
        await rememberGrantMember(store, payload.grantId, this.#ns, id, ttl);
      }
    }

    async find(id: string) {
      if (!storable(id)) return undefined;
      return store.get<AdapterPayload>(this.#ns, id);
    }

    async findByUid(uid: string) {
      if (!storable(uid)) return undefined;
      const id = await store.get<string>(this.#uidNs, uid);
      return id === undefined ? undefined : this.find(id);
    }

    async findByUserCode(userCode: string) {
      if (!storable(userCode)) return undefined;
      const id = await store.get<string>(this.#userCodeNs, userCode);
      return id === undefined ? undefined : this.find(id);
    }

    async consume(id: string) {
      const payload = await this.find(id);
      if (!payload) return;
      const remaining = typeof payload.exp === 'number' ? payload.exp - epochNow() : undefined;
      if (remaining !== undefined && remaining <= 0) return;
      await store.set(this.#ns, id, { ...payload, consumed: epochNow() }, remaining);
    }

    async destroy(id: string) {
      if (!storable(id)) return;
      const payload = await this.find(id);
      await store.delete(this.#ns, id);
      if (typeof payload?.uid === 'string') await store.delete(this.#uidNs, payload.uid);
      if (typeof payload?.userCode === 'string') await store.delete(this.#userCodeNs, payload.userCode);
    }

    async revokeByGrantId(grantId: string) {
      if (store.deleteWhere) {
        await store.deleteWhere(this.#ns, 'grantId', grantId);
        return;
      }
      const key = grantIndexKey(this.#ns, grantId);
      const ids = (await store.get<string[]>(GRANT_INDEX_NS, key)) ?? [];
      await Promise.all(ids.map((id) => store.delete(this.#ns, id)));
      await store.delete(GRANT_INDEX_NS, key);
    }
  };
}

const GRANT_INDEX_NS = `${OIDC_NAMESPACE}:grant-index`;
const grantIndexKey = (ns: string, grantId: string) => `${ns}|${grantId}`;

// Appends run one after another per grant, so two tokens saved at once both stay revocable.
const pendingIndexWrites = new Map<string, Promise<void>>();

function rememberGrantMember(store: KvStore, grantId: string, ns: string, id: string, ttl?: number) {
  const key = grantIndexKey(ns, grantId);
  const previous = pendingIndexWrites.get(key) ?? Promise.resolve();
  const next = previous.then(async () => {
    const ids = (await store.get<string[]>(GRANT_INDEX_NS, key)) ?? [];
    if (!ids.includes(id)) ids.push(id);
    // The index outlives its members: a grant's tokens never outlive the grant's own 14 days.
    await store.set(GRANT_INDEX_NS, key, ids, Math.max(ttl ?? 0, 14 * 24 * 60 * 60));
  });
  const settled: Promise<void> = next
    .catch(() => undefined)
    .finally(() => {
      if (pendingIndexWrites.get(key) === settled) pendingIndexWrites.delete(key);
    });
  pendingIndexWrites.set(key, settled);
  return next;
}
