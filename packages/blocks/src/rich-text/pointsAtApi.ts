/**
 * Whether an address, once a browser resolves it, reaches the store's API (`/api…`), on any host (
 * `<img src="/api/auth/federated-logout">` signed out every viewer). The address is resolved the way a browser
 * does (backslashes, dot segments, tabs and newlines, scheme-relative `//host`), against the site's root, the
 * page from which the most `../` segments reach `/api`; then percent-escapes are decoded and the path resolved
 * again until it stops changing, so `/%61pi`, `/%2561pi` and `/media/%2e%2e/api` count too. The host is not
 * looked at: the API may sit on another origin than the page, and the same answer must come out on the server,
 * which does not know the page's origin. An address that cannot be parsed counts as one (it is refused).
 */
export function pointsAtApi(address: string): boolean {
  let path = resolvedPath(address);
  for (let round = 0; path !== null && round < 8; round += 1) {
    const next = resolvedPath(
      decodeEscapes(path)
        .replace(/\\/g, '/')
        .replace(/\/{2,}/g, '/'),
    );
    if (next === path) break;
    path = next;
  }
  return path === null || /^\/api(?![a-z0-9_-])/i.test(path);
}

const ROOT = 'https://rich-text.invalid/';

function resolvedPath(address: string): string | null {
  try {
    return new URL(address, ROOT).pathname;
  } catch {
    return null;
  }
}

/**
 * `%XX` → the byte as a character; never throws on malformed escapes (`%E0%A4%A`), unlike decodeURIComponent.
 * `%3F` and `%23` stay escaped: decoded, they would end the path early and hide what follows.
 */
const decodeEscapes = (path: string) =>
  path.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) =>
    /^(3f|23)$/i.test(hex) ? escape : String.fromCharCode(parseInt(hex, 16)),
  );
