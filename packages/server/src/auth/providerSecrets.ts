import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { KvStore } from '../store/kvStore';
import { OIDC_NAMESPACE } from './kvAdapter';

const generateKeyPairAsync = promisify(generateKeyPair);

/** Secrets the local identity provider needs, made once and kept in the store across restarts. */
export interface ProviderSecrets {
  /** Private signing keys (JWK) for ID tokens. */
  jwks: { keys: Array<Record<string, unknown>> };
  /** Keys that sign the provider's own cookies. */
  cookieKeys: string[];
  /** The storefront client's secret at the token endpoint. */
  clientSecret: string;
}

// Concurrent first starts share one creation per store, so nobody signs with a key that was overwritten.
const pending = new WeakMap<KvStore, Promise<ProviderSecrets>>();

/** Reads the provider's keys from the store, generating and saving any that are missing. */
export function loadProviderSecrets(store: KvStore, clientSecret?: string): Promise<ProviderSecrets> {
  let loading = pending.get(store);
  if (!loading) {
    loading = loadOrCreateAll(store).finally(() => pending.delete(store));
    pending.set(store, loading);
  }
  return loading.then((secrets) => (clientSecret ? { ...secrets, clientSecret } : secrets));
}

async function loadOrCreateAll(store: KvStore): Promise<ProviderSecrets> {
  const jwks = await loadOrCreate(store, 'config:jwks', createSigningKeys);
  const cookieKeys = await loadOrCreate(store, 'config:cookie-keys', async () => [randomSecret()]);
  const clientSecret = await loadOrCreate(store, 'config:client-secret', async () => randomSecret());
  return { jwks, cookieKeys, clientSecret };
}

async function loadOrCreate<T>(store: KvStore, key: string, create: () => Promise<T>): Promise<T> {
  const existing = await store.get<T>(OIDC_NAMESPACE, key);
  if (existing !== undefined && existing !== null) return existing;
  // Another process on the same database may be making its own at this moment: the first one kept wins.
  await store.claim(OIDC_NAMESPACE, key, await create());
  return (await store.get<T>(OIDC_NAMESPACE, key))!;
}

async function createSigningKeys(): Promise<ProviderSecrets['jwks']> {
  const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
}

function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
