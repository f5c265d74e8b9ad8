import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Silent-order-post signatures: HMAC-SHA256, base64, over `name=value` pairs of the fields listed
 * in `signed_field_names`, joined by commas, in that order. The same scheme signs the merchant's
 * request and the provider's result.
 */
export function signFields(fields: Record<string, string>, secret: string): string {
  const names = (fields.signed_field_names ?? '').split(',').filter(Boolean);
  const data = names.map((name) => `${name}=${fields[name] ?? ''}`).join(',');
  return createHmac('sha256', secret).update(data, 'utf8').digest('base64');
}

/** Adds `signed_field_names` (every key given, itself included) and the `signature`. */
export function withSignature(fields: Record<string, string>, secret: string): Record<string, string> {
  const signed = { ...fields, signed_field_names: '' };
  signed.signed_field_names = Object.keys(signed).join(',');
  return { ...signed, signature: signFields(signed, secret) };
}

/**
 * True when `signature` matches the fields named in `signed_field_names`, which must name itself
 * and every field in `required` (so a field the signer did not cover cannot be slipped in).
 */
export function verifySignature(
  fields: Record<string, string | undefined>,
  secret: string,
  required: readonly string[] = [],
): boolean {
  const names = (fields.signed_field_names ?? '').split(',');
  if (!names.includes('signed_field_names') || required.some((name) => !names.includes(name))) return false;
  const expected = Buffer.from(signFields(fields as Record<string, string>, secret));
  const sent = Buffer.from(fields.signature ?? '');
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** `2026-11-22T03:04:05Z`: the provider's signed_date_time format (UTC, seconds). */
export function signedDateTime(now = new Date()): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** True when a signed_date_time is at most `maxAgeMs` old and not more than a minute in the future. */
export function isFresh(value: string | undefined, maxAgeMs: number, now = Date.now()): boolean {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(value)) return false;
  const at = Date.parse(value);
  return now - at <= maxAgeMs && at - now <= 60_000;
}
