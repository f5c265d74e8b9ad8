/** A cookie as a browser keeps it for one host: name, value and the path it is sent to. */
interface JarCookie {
  name: string;
  value: string;
  path: string;
  expiresAt: number | null;
}

/**
 * A small cookie jar for one origin, enough to walk a sign-in over HTTP the way a browser does:
 * honours Path, Max-Age and Expires (deletions included). Domain and Secure are not modelled.
 */
export function createCookieJar(now: () => number = Date.now) {
  const cookies = new Map<string, JarCookie>();
  const live = (cookie: JarCookie) => cookie.expiresAt === null || cookie.expiresAt > now();

  return {
    /** Stores the Set-Cookie headers of a response received from `url`. */
    store(response: Response, url: string | URL): void {
      for (const header of response.headers.getSetCookie()) this.set(header, url);
    },

    /** Stores one Set-Cookie header value received from `url`. */
    set(header: string, url: string | URL): void {
      const [pair = '', ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) return;
      const cookie: JarCookie = {
        name: pair.slice(0, eq).trim(),
        value: pair.slice(eq + 1).trim(),
        path: defaultPath(new URL(url).pathname),
        expiresAt: null,
      };
      let maxAge: number | undefined;
      for (const attribute of attributes) {
        const [rawKey = '', ...rest] = attribute.split('=');
        const key = rawKey.trim().toLowerCase();
        const value = rest.join('=').trim();
        if (key === 'path' && value.startsWith('/')) cookie.path = value;
        if (key === 'max-age' && /^-?\d+$/.test(value)) maxAge = Number(value);
        if (key === 'expires' && !Number.isNaN(Date.parse(value))) cookie.expiresAt ??= Date.parse(value);
      }
      if (maxAge !== undefined) cookie.expiresAt = now() + maxAge * 1000;
      const id = `${cookie.name};${cookie.path}`;
      if (live(cookie)) cookies.set(id, cookie);
      else cookies.delete(id);
    },

    /** The Cookie header a browser would send to `url`, or '' when none applies. */
    header(url: string | URL): string {
      const path = new URL(url).pathname;
      return [...cookies.values()]
        .filter((cookie) => live(cookie) && pathMatches(path, cookie.path))
        .sort((a, b) => b.path.length - a.path.length)
        .map((cookie) => `${cookie.name}=${cookie.value}`)
        .join('; ');
    },

    /** The value of the cookie called `name` that is sent to `url`, if any. */
    get(name: string, url: string | URL): string | undefined {
      const path = new URL(url).pathname;
      return [...cookies.values()].find(
        (cookie) => cookie.name === name && live(cookie) && pathMatches(path, cookie.path),
      )?.value;
    },
  };
}

export type CookieJar = ReturnType<typeof createCookieJar>;

function defaultPath(requestPath: string): string {
  const slash = requestPath.lastIndexOf('/');
  return slash <= 0 ? '/' : requestPath.slice(0, slash);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}
