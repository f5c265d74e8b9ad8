import { randomBytes } from 'node:crypto';
import type { KvStore } from './kvStore';

const NAMESPACE = 'secrets';

/**
 * A secret every server process on one database shares (the captcha's and the card provider's HMAC
 * keys when the configuration names none), made by whichever process asks first and kept in the
 * store like the identity provider's keys: behind a load balancer, a challenge signed by one process
 * is verified by another. Processes starting at once make one each; the store keeps the first (claim),
 * and every process reads that one back.
 */
export async function loadSharedSecret(store: KvStore, name: string): Promise<string> {
  const existing = await store.get<unknown>(NAMESPACE, name);
  if (typeof existing === 'string' && existing !== '') return existing;
  await store.claim(NAMESPACE, name, randomBytes(32).toString('hex'));
  const kept = await store.get<unknown>(NAMESPACE, name);
  if (typeof kept !== 'string') throw new Error(`The shared secret "${name}" could not be kept in the store.`);
  return kept;
}
