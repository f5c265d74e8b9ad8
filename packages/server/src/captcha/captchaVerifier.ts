import {
  createLocalCaptchaChallenge,
  verifyLocalCaptchaToken,
  CAPTCHA_LIFETIME_SECONDS,
  type CaptchaChallenge,
} from '@shelfmark/api-client/schemas';
import type { KvStore } from '../store/kvStore';
import { loadSharedSecret } from '../store/sharedSecrets';

/**
 * The captcha behind POST /api/submit-form (FORM-02), pluggable: the local proof-of-work verifier
 * (development, tests, and the default: nothing leaves the machine) or Google reCAPTCHA, chosen by
 * configuration. Both answer the same way: a missing, wrong, expired or reused token fails.
 */
export interface CaptchaVerifier {
  readonly provider: 'altcha' | 'recaptcha';
  /** What the widget needs (GET /api/captcha/challenge). */
  challenge(): Promise<CaptchaChallenge>;
  /** True when the token proves a solved captcha; a token is accepted once. */
  verify(token: string, remoteIp?: string): Promise<boolean>;
  /** The site key the browser may see (reCAPTCHA), else null. */
  readonly siteKey: string | null;
}

export type CaptchaConfig =
  /** secret undefined: one kept in the shared store (loadSharedSecret), the same for every process on the database. */
  | { provider: 'altcha'; secret?: string }
  | { provider: 'recaptcha'; siteKey: string; secret: string; verifyUrl?: string };

const SPENT = 'captcha:spent';

/**
 * The local verifier: challenges signed with `secret` (undefined: the secret shared through the
 * store, so any process of a fleet verifies what another signed), each solved token accepted once,
 * also when it is posted to several processes at once (claimed in the store until it expires).
 */
export function createLocalCaptchaVerifier(
  secret: string | undefined,
  store: KvStore,
  now: () => number = Date.now,
): CaptchaVerifier {
  let shared: Promise<string> | undefined;
  const secretOf = () => {
    if (secret !== undefined) return Promise.resolve(secret);
    shared ??= loadSharedSecret(store, 'captcha').catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
    return shared;
  };
  return {
    provider: 'altcha',
    siteKey: null,
    challenge: async () => ({
      provider: 'altcha',
      challenge: await createLocalCaptchaChallenge({ secret: await secretOf(), now }),
    }),
    async verify(token) {
      const verdict = await verifyLocalCaptchaToken(token, await secretOf());
      if (!verdict.verified || !verdict.signature) return false;
      const ttl = verdict.expiresAt
        ? Math.max(1, verdict.expiresAt - Math.floor(now() / 1000))
        : CAPTCHA_LIFETIME_SECONDS;
      return store.claim(SPENT, verdict.signature, true, ttl);
    },
  };
}

/** Google's siteverify endpoint; Google itself refuses a token it has already verified. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** The production verifier: asks reCAPTCHA's siteverify about each token. `fetch` is injectable for tests. */
export function createRecaptchaVerifier(
  config: { siteKey: string; secret: string; verifyUrl?: string },
  fetchImpl: typeof fetch = fetch,
): CaptchaVerifier {
  return {
    provider: 'recaptcha',
    siteKey: config.siteKey,
    challenge: async () => ({ provider: 'recaptcha', siteKey: config.siteKey }),
    async verify(token, remoteIp) {
      const body = new URLSearchParams({
        secret: config.secret,
        response: token,
        ...(remoteIp ? { remoteip: remoteIp } : {}),
      });
      try {
        const response = await fetchImpl(config.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as { success?: unknown };
        return answer.success === true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * Reads the captcha configuration: SHELFMARK_CAPTCHA = altcha (default) | recaptcha.
 * altcha: SHELFMARK_CAPTCHA_SECRET (HMAC secret; when unset, a random one made once and kept in the
 * database, shared by every process on it).
 * recaptcha: SHELFMARK_RECAPTCHA_SITE_KEY and SHELFMARK_RECAPTCHA_SECRET, both required.
 */
export function readCaptchaEnv(env: Record<string, string | undefined>): CaptchaConfig {
  const provider = (env.SHELFMARK_CAPTCHA ?? '').trim() || 'altcha';
  if (provider === 'recaptcha') {
    const siteKey = env.SHELFMARK_RECAPTCHA_SITE_KEY?.trim();
    const secret = env.SHELFMARK_RECAPTCHA_SECRET?.trim();
    if (!siteKey || !secret)
      throw new Error('SHELFMARK_CAPTCHA=recaptcha needs SHELFMARK_RECAPTCHA_SITE_KEY and SHELFMARK_RECAPTCHA_SECRET.');
    return {
      provider,
      siteKey,
      secret,
      ...(env.SHELFMARK_RECAPTCHA_VERIFY_URL?.trim() ? { verifyUrl: env.SHELFMARK_RECAPTCHA_VERIFY_URL.trim() } : {}),
    };
  }
  if (provider !== 'altcha') throw new Error(`SHELFMARK_CAPTCHA must be altcha or recaptcha (got "${provider}").`);
  const secret = env.SHELFMARK_CAPTCHA_SECRET?.trim();
  return secret ? { provider, secret } : { provider };
}

export function createCaptchaVerifier(config: CaptchaConfig, store: KvStore): CaptchaVerifier {
  return config.provider === 'recaptcha'
    ? createRecaptchaVerifier(config)
    : createLocalCaptchaVerifier(config.secret, store);
}
