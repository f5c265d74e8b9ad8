import type { KvStore } from '../store/kvStore';
import { loadSharedSecret } from '../store/sharedSecrets';

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

/** SHELFMARK_CARD_PROVIDER_URL, _ACCESS_KEY, _PROFILE_ID and _SECRET as set (blank is unset). */
export interface CardProviderEnv {
  url?: string;
  accessKey?: string;
  profileId?: string;
  secret?: string;
}

/** Reads the card provider's variables (readServerConfig calls it). */
export function readCardProviderEnv(env: Record<string, string | undefined>): CardProviderEnv {
  const value = (name: string) => env[name]?.trim() || undefined;
  return {
    url: value('SHELFMARK_CARD_PROVIDER_URL'),
    accessKey: value('SHELFMARK_CARD_PROVIDER_ACCESS_KEY'),
    profileId: value('SHELFMARK_CARD_PROVIDER_PROFILE_ID'),
    secret: value('SHELFMARK_CARD_PROVIDER_SECRET'),
  };
}

/**
 * From the configuration: SHELFMARK_CARD_PROVIDER_URL (default `${publicUrl}/provider`, the simulator),
 * SHELFMARK_CARD_PROVIDER_ACCESS_KEY, _PROFILE_ID and _SECRET (default: a random secret made once and
 * kept in the store, so every process on one database signs and verifies alike — the simulator lives
 * in the same processes; a real provider needs its profile's secret here).
 */
export async function loadCardProviderConfig(
  publicUrl: string,
  store: KvStore,
  settings: CardProviderEnv,
): Promise<CardProviderConfig> {
  return {
    url: readCardProviderUrl(publicUrl, settings),
    accessKey: settings.accessKey ?? 'shelfmark-simulator',
    profileId: settings.profileId ?? 'SHELFMARK-STORE',
    secretKey: settings.secret ?? (await loadSharedSecret(store, 'card-provider')),
  };
}

/** Where the browser posts the card form: SHELFMARK_CARD_PROVIDER_URL, or the simulator at `${publicUrl}/provider`. */
export function readCardProviderUrl(publicUrl: string, settings: CardProviderEnv): string {
  return (settings.url ?? `${publicUrl}/provider`).replace(/\/+$/, '');
}
