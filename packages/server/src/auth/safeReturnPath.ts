/**
 * The path to land on after signing in or out: a relative path on the store's own origin, or '/'.
 * Absolute URLs, protocol-relative `//host` and backslash tricks (`/\host`), control characters
 * and anything that resolves to another origin are refused.
 */
export function safeReturnPath(value: unknown, appBaseUrl: string): string {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  const base = new URL(appBaseUrl);
  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return '/';
  }
  if (resolved.origin !== base.origin) return '/';
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
