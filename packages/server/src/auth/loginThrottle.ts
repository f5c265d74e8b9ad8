import { createHash } from 'node:crypto';
import { clientAddressKey } from '../http/clientAddress';
import type { KvStore } from '../store/kvStore';

const NAMESPACE = 'auth-throttle';

export interface LoginThrottleOptions {
  /** Failed attempts allowed for one email from one address within the window. @default 10 */
  maxFailures?: number;
  /** @default 900 (15 minutes) */
  windowSeconds?: number;
}

/**
 * Counts failed sign-ins per email and client address in the KvStore, so the login form cannot be
 * used to guess passwords: past the limit, the form refuses without checking the password until the
 * window ends. Counting per address keeps one attacker from locking a user out everywhere.
 * The address is fastify's `request.ip`, an IPv6 address counted by its /64 (`clientAddressKey`): behind a reverse proxy, name it in SHELFMARK_TRUST_PROXY,
 * or every client has the proxy's address and one attacker locks the account out for all.
 */
export function createLoginThrottle(
  store: KvStore,
  { maxFailures = 10, windowSeconds = 15 * 60 }: LoginThrottleOptions = {},
) {
  const keyOf = (email: string, address: string) =>
    createHash('sha256')
      .update(`${email.toLowerCase()}\u0000${clientAddressKey(address)}`)
      .digest('base64url');
  return {
    async isBlocked(email: string, address: string): Promise<boolean> {
      const entry = await store.get<{ failures: number }>(NAMESPACE, keyOf(email, address));
      return (entry?.failures ?? 0) >= maxFailures;
    },
    async recordFailure(email: string, address: string): Promise<void> {
      const key = keyOf(email, address);
      const entry = await store.get<{ failures: number; since: number }>(NAMESPACE, key);
      const since = entry?.since ?? Date.now();
      const remaining = Math.max(1, Math.ceil(windowSeconds - (Date.now() - since) / 1000));
      await store.set(NAMESPACE, key, { failures: (entry?.failures ?? 0) + 1, since }, remaining);
    },
    async reset(email: string, address: string): Promise<void> {
      await store.delete(NAMESPACE, keyOf(email, address));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
