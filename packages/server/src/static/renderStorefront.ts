import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TEST_SESSION_HEADER } from '../session/testSession';
import { PAGE_RENDER_WAIT_MS, pageCriticality, pageRenderCallHeaders } from '../http/pageRenderCalls';
import { acceptedEncoding, isShareableRequest, sharedMaxAgeMs, type KeptPages, type RenderedPage } from './keptPages';

export { acceptedEncoding };

/** The host app's server build, below its client build: dist/server/entry-server.js (vite build --ssr). */
export const SERVER_ENTRY_PATH = join('server', 'entry-server.js');
/** The client build's manifest (build.manifest): the entry module, its stylesheets and chunks. */
export const CLIENT_MANIFEST_PATH = join('.vite', 'manifest.json');

/**
 * What the server entry exports (examples/host-app/src/entry-server.tsx): a web-standard render — a Request in,
 * a Response with the streamed HTML out — given a `fetch` that answers the storefront's API calls.
 */
export interface StorefrontServerEntry {
  render(
    request: Request,
    options: { fetch: typeof fetch; manifest?: unknown; onError?: (error: unknown) => void },
  ): Promise<Response>;
}

/** Renders the storefront page a browser asked for onto the reply. */
export type StorefrontRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Request headers the page's API calls carry on: who is asking (the session cookie) and in which language. */
const FORWARDED = ['cookie', 'user-agent', 'accept-language', TEST_SESSION_HEADER] as const;
/** Answer headers that describe the in-process transfer, not the answer. */
const NOT_COPIED = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'set-cookie']);

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

/**
 * The `fetch` the server-side API client uses: every `/api/…` call is answered in-process by this fastify app
 * (`app.inject`, no socket), as the browser's own call would be — with the page request's cookies (a signed-in
 * visitor's page renders signed in), from the browser's address (rate limits count the visitor, not the
 * server). Cookies an answer sets are collected for the page's reply.
 */
export function inProcessFetch(
  app: FastifyInstance,
  pageRequest: FastifyRequest,
  setCookies: string[],
  version?: string,
): typeof fetch {
  const waitUntil = Date.now() + PAGE_RENDER_WAIT_MS;
  return async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = new URL(href, 'http://in-process.invalid');
    if (target.origin !== 'http://in-process.invalid' || !target.pathname.startsWith('/api/')) {
      throw new TypeError(`The server-rendered storefront calls only its own API, not ${href}.`);
    }
    const headers = headerRecord(init?.headers);
    for (const name of FORWARDED) {
      const value = pageRequest.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    // Load shedding queues the page's own calls rather than refusing them, in the page's class (http/pageRenderCalls).
    Object.assign(headers, pageRenderCallHeaders(pageCriticality(pageRequest), waitUntil, version));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers,
      remoteAddress: pageRequest.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const cookies = answer.headers['set-cookie'];
    if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || NOT_COPIED.has(name)) continue;
      responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 205 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * Loads the host app's server entry from its build (`hostAppDir`/server/entry-server.js) and the client
 * manifest beside it. Null when the storefront has no server build (the index.html fallback serves it then).
 */
export async function loadStorefrontRenderer(
  app: FastifyInstance,
  hostAppDir: string,
  options: PageRenderOptions,
): Promise<StorefrontRenderer | null> {
  const entryFile = join(hostAppDir, SERVER_ENTRY_PATH);
  if (!existsSync(entryFile)) return null;
  const manifestFile = join(hostAppDir, CLIENT_MANIFEST_PATH);
  const manifest: unknown = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as StorefrontServerEntry;
  if (typeof entry.render !== 'function') throw new Error(`${entryFile} exports no render function.`);
  return (request, reply) => renderStorefront(app, entry, manifest, request, reply, options);
}

export interface PageRenderOptions {
  /** The origin of the page's absolute addresses for this request (http/publicOrigin's pageOriginFor). */
  pageOrigin: (request: FastifyRequest) => string;
  /** Anonymous pages kept between requests (static/keptPages); none kept without. */
  keptPages?: KeptPages;
}

/**
 * The address the server entry renders: the configured origin (never the Host header as sent) with the request's
 * path and query. An absolute-form request target (`GET http://evil.example/x`) keeps only its path.
 */
export function pageUrl(request: FastifyRequest, origin: string): string {
  const { pathname, search } = new URL(request.url, origin);
  return `${origin}${pathname}${search}`;
}

/**
 * One page: the server entry renders it with the API answered in-process, and its streamed HTML, status and
 * headers go out as they are — except that a page whose API calls set a cookie is `private, no-store`, and
 * carries those cookies.
 */
export async function renderStorefront(
  app: FastifyInstance,
  entry: StorefrontServerEntry,
  manifest: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  options: PageRenderOptions,
): Promise<FastifyReply> {
  if (options.keptPages && isShareableRequest(request)) {
    return options.keptPages.serve(request, reply, (version) =>
      renderWhole(app, entry, manifest, request, options, version),
    );
  }
  const setCookies: string[] = [];
  const aborted = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) aborted.abort();
  };
  reply.raw.once('close', onClose);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const page = await entry.render(
    new Request(pageUrl(request, options.pageOrigin(request)), { headers, signal: aborted.signal }),
    {
      fetch: inProcessFetch(app, request, setCookies),
      manifest,
      onError: (error) => request.log.error({ err: error }, 'server rendering: a part of the page failed to render'),
    },
  );
  reply.code(page.status);
  page.headers.forEach((value, name) => {
    if (!NOT_COPIED.has(name)) reply.header(name, value);
  });
  if (setCookies.length > 0) {
    reply.header('set-cookie', setCookies);
    reply.header('cache-control', 'private, no-store');
  }
  if (!page.body) return reply.send('');
  const html = Readable.fromWeb(page.body as unknown as NodeReadableStream);
  // The page compressed for the browser that accepts it (its state JSON compresses about 7 to 1).
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  reply.header('vary', [page.headers.get('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (!encoding) return reply.send(html);
  reply.header('content-encoding', encoding);
  const compress =
    encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
  // pipeline: a failing page stream ends the compressed one too (fastify then ends the answer).
  pipeline(html, compress, (error) => {
    if (error) request.log.warn({ err: error }, 'server rendering: the page stream failed');
  });
  return reply.send(compress);
}

/**
 * A page rendered whole, for keeping: not aborted when its client goes (others may be waiting for it, and it is kept),
 * its HTML collected (the entry streams it only once everything has rendered, so little is lost by not streaming).
 */
async function renderWhole(
  app: FastifyInstance,
  entry: StorefrontServerEntry,
  manifest: unknown,
  request: FastifyRequest,
  options: PageRenderOptions,
  version?: string,
): Promise<RenderedPage> {
  const setCookies: string[] = [];
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const page = await entry.render(new Request(pageUrl(request, options.pageOrigin(request)), { headers }), {
    // Its calls are made under the versions the page is kept under: its content is what that version holds.
    fetch: inProcessFetch(app, request, setCookies, version),
    manifest,
    onError: (error) => request.log.error({ err: error }, 'server rendering: a part of the page failed to render'),
  });
  const answerHeaders: [string, string][] = [];
  page.headers.forEach((value, name) => {
    if (!NOT_COPIED.has(name)) answerHeaders.push([name, value]);
  });
  const body = Buffer.from(await page.arrayBuffer());
  const maxAgeMs = sharedMaxAgeMs(page.headers.get('cache-control'));
  // fastify adds each set-cookie header as its own line.
  for (const cookie of setCookies) answerHeaders.push(['set-cookie', cookie]);
  const shareable = page.status === 200 && maxAgeMs !== null && setCookies.length === 0;
  if (setCookies.length > 0) {
    const index = answerHeaders.findIndex(([name]) => name === 'cache-control');
    if (index !== -1) answerHeaders.splice(index, 1);
    answerHeaders.push(['cache-control', 'private, no-store']);
  }
  return { status: page.status, headers: answerHeaders, body, shareable, maxAgeMs: maxAgeMs ?? 0 };
}
