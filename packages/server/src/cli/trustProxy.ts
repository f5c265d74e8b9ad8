import { isIP } from 'node:net';

/**
 * Which peers may speak for the client through X-Forwarded-For, -Host and -Proto
 * (`SHELFMARK_TRUST_PROXY`): nobody (false), everybody (true: only when nothing but the proxy can
 * reach the server), the n nearest hops, or the proxies' addresses and CIDR ranges.
 */
export type TrustProxySetting = boolean | number | string[];

/** proxy-addr's names for address ranges, accepted in the list like addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 20;

const invalid = (raw: string, why: string) =>
  new Error(
    `SHELFMARK_TRUST_PROXY must be false, true, a number of proxy hops (0 to ${MAX_HOPS}), or a comma-separated list of ` +
      `proxy addresses or CIDR ranges such as 10.0.0.0/8 (got "${raw}": ${why}).`,
  );

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.indexOf('/');
  if (slash === -1) return isIP(entry) !== 0;
  const version = isIP(entry.slice(0, slash));
  const prefix = entry.slice(slash + 1);
  if (version === 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Reads `SHELFMARK_TRUST_PROXY`; unset or empty is false. A value it cannot read stops the start. */
export function parseTrustProxy(raw: string | undefined): TrustProxySetting {
  const value = raw?.trim() ?? '';
  const lower = value.toLowerCase();
  if (value === '' || lower === 'false') return false;
  if (lower === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw invalid(value, `more than ${MAX_HOPS} hops`);
    return hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined)
    throw invalid(value, wrong === '' ? 'an empty entry' : `"${wrong}" is not an address or range`);
  return entries;
}

/** A trust function in proxy-addr's terms: may the peer `hop` steps away (0: the socket) speak for the client? */
export type TrustProxyFunction = (address: string, hop: number) => boolean;

/**
 * The setting as fastify's `trustProxy` option. A hop count becomes "trust the n nearest peers"
 * as a function: fastify 5 trusts nobody for a bare number.
 */
export function fastifyTrustProxy(setting: TrustProxySetting): boolean | string[] | TrustProxyFunction {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
