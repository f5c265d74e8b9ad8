import { createChallenge, solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { localCaptchaChallengeSchema, type LocalCaptchaChallenge } from '../schemas/captcha';

/**
 * The local captcha (FORM-02) used in development and tests, and by default: an ALTCHA proof of
 * work. The server signs a challenge with its secret (HMAC); the widget finds the counter whose
 * derived key starts with the challenge's prefix; the server checks signature, expiry and the
 * solution. No cognitive test for the visitor (WCAG 2.2, 3.3.8) and no request leaves the machine.
 * Runs on Web Crypto, so the server, the memory twin and the browser share this one module.
 */

/** About 4,000 SHA-256 rounds on average: a few milliseconds in a browser, costly in bulk. */
const KEY_PREFIX = '000';
/** A challenge must be solved and used within ten minutes. */
export const CAPTCHA_LIFETIME_SECONDS = 600;

export interface CreateLocalCaptchaOptions {
  /** The server's HMAC secret. */
  secret: string;
  /** @default CAPTCHA_LIFETIME_SECONDS */
  lifetimeSeconds?: number;
  /** @default Date.now */
  now?: () => number;
}

/** A new signed challenge for the widget to solve. */
export async function createLocalCaptchaChallenge(options: CreateLocalCaptchaOptions): Promise<LocalCaptchaChallenge> {
  const now = options.now?.() ?? Date.now();
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix: KEY_PREFIX,
    deriveKey,
    expiresAt: Math.floor(now / 1000) + (options.lifetimeSeconds ?? CAPTCHA_LIFETIME_SECONDS),
    hmacSignatureSecret: options.secret,
  });
  return localCaptchaChallengeSchema.parse({ parameters: challenge.parameters, signature: challenge.signature });
}

const toBase64 = (text: string) => btoa(text);
const fromBase64 = (text: string) => atob(text);

/**
 * Solves a challenge in the browser and returns the token the form sends as `recaptchaToken`
 * (base64 JSON of the challenge and its solution). Null when it cannot be solved in time.
 */
export async function solveLocalCaptcha(
  challenge: LocalCaptchaChallenge,
  signal?: AbortSignal,
): Promise<string | null> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey, controller, timeout: 30_000 });
  if (!solution) return null;
  return toBase64(
    JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }),
  );
}

export interface LocalCaptchaVerdict {
  verified: boolean;
  /** Why a token was refused. */
  reason?: 'malformed' | 'expired' | 'invalid';
  /** The challenge signature: a key to refuse the same token twice. */
  signature?: string;
  /** When the challenge expires (seconds since the epoch). */
  expiresAt?: number;
}

/** Checks a token from the widget: well-formed, signed with `secret`, not expired, solved. */
export async function verifyLocalCaptchaToken(token: string, secret: string): Promise<LocalCaptchaVerdict> {
  let payload: { challenge: LocalCaptchaChallenge; solution: { counter: number; derivedKey: string } };
  try {
    const raw = JSON.parse(fromBase64(token)) as {
      challenge?: unknown;
      solution?: { counter?: unknown; derivedKey?: unknown };
    };
    const challenge = localCaptchaChallengeSchema.parse(raw.challenge);
    const { counter, derivedKey } = raw.solution ?? {};
    if (
      typeof counter !== 'number' ||
      !Number.isInteger(counter) ||
      counter < 0 ||
      typeof derivedKey !== 'string' ||
      !/^[0-9a-f]{1,256}$/.test(derivedKey)
    ) {
      return { verified: false, reason: 'malformed' };
    }
    payload = { challenge, solution: { counter, derivedKey } };
  } catch {
    return { verified: false, reason: 'malformed' };
  }
  try {
    const result = await verifySolution({
      challenge: payload.challenge as Challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
    });
    if (result.verified) {
      return {
        verified: true,
        signature: payload.challenge.signature,
        expiresAt: payload.challenge.parameters.expiresAt ?? undefined,
      };
    }
    return { verified: false, reason: result.expired ? 'expired' : 'invalid' };
  } catch {
    return { verified: false, reason: 'invalid' };
  }
}
