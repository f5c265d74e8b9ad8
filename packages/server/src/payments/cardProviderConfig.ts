import { randomBytes } from 'node:crypto';

/**
 * The merchant profile shared with the card provider (the simulator's own route tree, or a real
 * provider by configuration): where the browser posts, and the key pair that signs both ways.
 */
export interface CardProviderConfig {
  /** Base URL of the provider; the hidden form posts to `${url}/silent/pay`. */
  url: string;
  accessKey: string;
  profileId: string;
  /** HMAC secret of the profile; never sent to the browser. */
  secretKey: string;
}

/** A request or a result older than this is refused (freshness of signed_date_time). */
export const SIGNATURE_MAX_AGE_MS = 15 * 60_000;

/**
 * From the environment: SHELFMARK_CARD_PROVIDER_URL (default `${publicUrl}/provider`, the simulator),
 * SHELFMARK_CARD_PROVIDER_ACCESS_KEY, _PROFILE_ID and _SECRET (default: a random secret per process,
 * enough for the simulator, which lives in the same process).
 */
export function readCardProviderConfig(
  publicUrl: string,
  env: Record<string, string | undefined> = process.env,
): CardProviderConfig {
  return {
    url: readCardProviderUrl(publicUrl, env),
    accessKey: env.SHELFMARK_CARD_PROVIDER_ACCESS_KEY?.trim() || 'shelfmark-simulator',
    profileId: env.SHELFMARK_CARD_PROVIDER_PROFILE_ID?.trim() || 'SHELFMARK-STORE',
    secretKey: env.SHELFMARK_CARD_PROVIDER_SECRET?.trim() || randomBytes(32).toString('hex'),
  };
}

/** Where the browser posts the card form: SHELFMARK_CARD_PROVIDER_URL, or the simulator at `${publicUrl}/provider`. */
export function readCardProviderUrl(publicUrl: string, env: Record<string, string | undefined> = process.env): string {
  return (env.SHELFMARK_CARD_PROVIDER_URL?.trim() || `${publicUrl}/provider`).replace(/\/+$/, '');
}
