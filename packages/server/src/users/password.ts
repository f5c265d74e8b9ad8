import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const N = 16384;
const r = 8;
const p = 1;
const KEYLEN = 32;

/** `scrypt$N$r$p$salt$hash` (base64url parts): self-describing, so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * A well-formed hash with today's parameters that no password matches in practice: checked
 * instead of a real hash when there is none to check (an unknown email, a pending user who has
 * not set a password), so every sign-in costs one full scrypt and its time tells nothing.
 */
export const DUMMY_PASSWORD_HASH = [
  'scrypt',
  N,
  r,
  p,
  Buffer.alloc(16).toString('base64url'),
  Buffer.alloc(KEYLEN).toString('base64url'),
].join('$');

/** True for a hash verifyPassword really checks (scheme, parameters, salt and key present). */
export function isCheckableHash(stored: string): boolean {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  return (
    scheme === 'scrypt' && [n, rr, pp].every((v) => Number.isInteger(Number(v)) && Number(v) > 0) && !!salt && !!hash
  );
}

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
