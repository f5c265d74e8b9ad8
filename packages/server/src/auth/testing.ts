import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createCookieJar, type CookieJar } from './cookieJar';

/**
 * Test helpers that sign in over real HTTP, the way a browser does: a cookie jar, redirects
 * followed by hand, the provider's login form filled in and posted. For the contract suite and the
 * e2e setup; never import this from production code.
 */

export { createCookieJar, type CookieJar } from './cookieJar';

/** One page reached by a navigation: where it ended, its response and body, and every URL on the way. */
export interface Visit {
  url: string;
  response: Response;
  body: string;
  chain: string[];
}

export interface NavigateOptions {
  method?: string;
  body?: URLSearchParams;
  headers?: Record<string, string>;
  /** Stop before fetching a URL for which this answers true (the visit then ends on the redirect). */
  stopBefore?: (url: URL) => boolean;
  /**
   * Send a browser's Fetch Metadata for a top-level navigation (`Sec-Fetch-Mode: navigate`,
   * `Sec-Fetch-Dest: document`); false sends none, like curl or an older browser. `headers` win.
   * @default true
   */
  fetchMetadata?: boolean;
}

const MAX_REDIRECTS = 20;
const NAVIGATION_METADATA = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * One HTTP request, answered as a fetch Response. Node's fetch cannot stand in for a browser's
 * navigation: it always sends `Sec-Fetch-Mode: cors`, which routes that act only on a top-level
 * navigation (federated logout) rightly refuse.
 */
function send(url: URL, method: string, headers: Record<string, string>, body?: URLSearchParams): Promise<Response> {
  const payload = body?.toString();
  const lengthHeader: Record<string, string> =
    payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload)) };
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      { method, headers: { ...lengthHeader, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const answerHeaders = new Headers();
          for (let i = 0; i + 1 < response.rawHeaders.length; i += 2)
            answerHeaders.append(response.rawHeaders[i]!, response.rawHeaders[i + 1]!);
          const status = response.statusCode ?? 0;
          const hasBody = !NULL_BODY_STATUSES.has(status) && method !== 'HEAD';
          resolve(
            new Response(hasBody ? Buffer.concat(chunks) : null, {
              status,
              statusText: response.statusMessage,
              headers: answerHeaders,
            }),
          );
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * A cookie-keeping HTTP client for one origin that follows redirects like a browser, and says it
 * navigates (Fetch Metadata) as a browser does for a link, a redirect or a form post.
 */
export function createTestBrowser(baseUrl: string) {
  const jar: CookieJar = createCookieJar();

  async function navigate(target: string | URL, options: NavigateOptions = {}): Promise<Visit> {
    let url = new URL(target, baseUrl);
    let method = options.method ?? 'GET';
    let body: URLSearchParams | undefined = options.body;
    const chain: string[] = [];
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      chain.push(url.href);
      const headers: Record<string, string> = {
        accept: '*/*',
        ...(options.fetchMetadata === false ? {} : NAVIGATION_METADATA),
        ...options.headers,
      };
      const cookie = jar.header(url);
      if (cookie) headers.cookie = cookie;
      const response = await send(url, method, headers, body);
      jar.store(response, url);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { url: url.href, response, body: await response.text(), chain };
      }
      const next = new URL(location, url);
      if (options.stopBefore?.(next)) {
        await response.body?.cancel();
        return { url: next.href, response, body: '', chain };
      }
      await response.body?.cancel();
      url = next;
      // Like a browser: only 307 and 308 repeat the method and body.
      if (response.status !== 307 && response.status !== 308) {
        method = 'GET';
        body = undefined;
      }
    }
    throw new Error(`Too many redirects from ${new URL(target, baseUrl).href}: ${chain.join(' → ')}`);
  }

  /** Fills in the first form of `page` with `fields` (hidden inputs kept) and submits it. */
  async function submitForm(
    page: Visit,
    fields: Record<string, string>,
    options: Omit<NavigateOptions, 'method' | 'body'> = {},
  ) {
    const form = /<form\b[^>]*>/i.exec(page.body)?.[0];
    if (!form) throw new Error(`No form on ${page.url} (status ${page.response.status}).`);
    const action = decodeEntities(/\baction="([^"]*)"/i.exec(form)?.[1] ?? page.url);
    const params = new URLSearchParams();
    for (const [, name, value] of page.body.matchAll(
      /<input\b[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi,
    )) {
      params.set(decodeEntities(name!), decodeEntities(value!));
    }
    for (const [name, value] of Object.entries(fields)) params.set(name, value);
    return navigate(new URL(action, page.url), {
      ...options,
      method: 'POST',
      body: params,
      headers: { ...options.headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  return { jar, navigate, submitForm };
}

export type TestBrowser = ReturnType<typeof createTestBrowser>;

export interface SignedIn {
  /** The Cookie header value with the session cookie, e.g. `shelfmark_session=…`. */
  cookie: string;
  /** The session's CSRF token, for the `x-csrf-token` header. */
  csrfToken: string;
  /** fetch that resolves paths against the base URL and sends the cookie and the CSRF header. */
  fetch: typeof fetch;
}

/**
 * Signs in through the real flow (store → provider login page → form post → callback) and
 * returns the session cookie, its CSRF token and a fetch that sends both. Throws a clear error when
 * the credentials are refused or no session results.
 */
export async function signInAs(baseUrl: string, email: string, password: string): Promise<SignedIn> {
  const browser = createTestBrowser(baseUrl);
  const loginPage = await browser.navigate('/api/auth/login?return=%2Fapi%2Fauth%2Fsession');
  if (!/name="password"/.test(loginPage.body)) {
    throw new Error(`signInAs: no login form at ${loginPage.url} (status ${loginPage.response.status}).`);
  }
  const landed = await browser.submitForm(loginPage, { email, password });
  if (/role="alert"/.test(landed.body)) {
    const message = /role="alert">([^<]*)</.exec(landed.body)?.[1] ?? 'refused';
    throw new Error(`signInAs(${email}): ${decodeEntities(message)}`);
  }
  let session: { user: unknown; csrfToken: string | null } | undefined;
  try {
    session = JSON.parse(landed.body) as { user: unknown; csrfToken: string | null };
  } catch {
    session = undefined;
  }
  const sessionId = browser.jar.get('shelfmark_session', new URL('/', baseUrl));
  if (!session?.user || !session.csrfToken || !sessionId) {
    throw new Error(
      `signInAs(${email}): no session after sign-in (ended at ${landed.url}, status ${landed.response.status}).`,
    );
  }
  const cookie = `shelfmark_session=${sessionId}`;
  const csrfToken = session.csrfToken;
  const signedFetch: typeof fetch = (input, init) => {
    const url = typeof input === 'string' && input.startsWith('/') ? new URL(input, baseUrl) : input;
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('cookie', cookie);
    headers.set('x-csrf-token', csrfToken);
    return fetch(url, { ...init, headers });
  };
  return { cookie, csrfToken, fetch: signedFetch };
}

function decodeEntities(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
