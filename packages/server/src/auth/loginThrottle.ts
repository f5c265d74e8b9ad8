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
 * Counts sign-in attempts per email and client address in the KvStore, so the login form cannot be
 * used to guess passwords: past `maxFailures` failures in the window, the form refuses without
 * checking the password until the window ends. Counting per address keeps one attacker from locking
 * a user out everywhere.
 * An attempt is counted before its password is checked, in one atomic increment (`begin`), and a
 * success clears the count: guesses sent at once, to one process or to several, each take a number,
 * and only the first `maxFailures` are checked.
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
    /** Counts one attempt; false when the failures before it have reached the limit (refuse without checking). */
    async begin(email: string, address: string): Promise<boolean> {
      return (await store.increment(NAMESPACE, keyOf(email, address), windowSeconds)) <= maxFailures;
    },
    /** The attempt succeeded: its count and the failures before it are forgotten. */
    async reset(email: string, address: string): Promise<void> {
      await store.delete(NAMESPACE, keyOf(email, address));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
