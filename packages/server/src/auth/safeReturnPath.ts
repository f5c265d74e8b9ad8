/**
 * The path to land on after signing in or out: a relative path on the store's own origin, or '/'.
 * Absolute URLs, protocol-relative `//host` and backslash tricks (`/\host`), control characters
 * and anything that resolves to another origin are refused.
 *
 * The check is made on the path as it will be sent in Location, after the URL parser has removed
 * dot segments (`/.//evil.example`, `/%2e//x` and `/a/..//x` all become `//…`), and once more on
 * that path with its percent-escapes decoded (`/%2e%2e%2f%2fevil.example`), so neither a browser
 * nor anything behind it that decodes the path can turn it into another host.
 */
export function safeReturnPath(value: unknown, appBaseUrl: string): string {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return '/';
  if (!value.startsWith('/') || startsLikeAHost(value)) return '/';
  // eslint-disable-next-line no-control-regex -- a control character in a return path is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  const base = new URL(appBaseUrl);
  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return '/';
  }
  if (resolved.origin !== base.origin) return '/';
  // The path actually sent: dot segments resolved. It must still be a path, not `//host`.
  if (startsLikeAHost(resolved.pathname) || !decodedPathStaysHere(resolved.pathname, base)) return '/';
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** `//host`, `/\host`, `\\host`, `\/host`: what a browser reads as the start of an authority. */
function startsLikeAHost(path: string): boolean {
  return /^[/\\]{2}/.test(path);
}

const MAX_DECODING_ROUNDS = 4;

/**
 * The path with its ASCII percent-escapes decoded (repeatedly: `%252e` is `%2e` is `.`) still
 * resolves to a path on this origin that does not start like a host, and holds no control
 * characters. Only ASCII escapes matter here: dots, slashes, backslashes and controls.
 */
function decodedPathStaysHere(pathname: string, base: URL): boolean {
  let decoded = pathname;
  for (let round = 0; ; round += 1) {
    const next = decoded.replace(/%([0-7][0-9a-f])/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === decoded) break;
    if (round === MAX_DECODING_ROUNDS) return false;
    decoded = next;
  }
  if (decoded === pathname) return true;
  // eslint-disable-next-line no-control-regex -- a control character once decoded is refused too
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return false;
  const slashes = decoded.replaceAll('\\', '/');
  if (startsLikeAHost(slashes)) return false;
  try {
    const again = new URL(slashes, base);
    return again.origin === base.origin && !startsLikeAHost(again.pathname);
  } catch {
    return false;
  }
}
