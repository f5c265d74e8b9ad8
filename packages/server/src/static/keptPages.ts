import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/openDatabase';
import { sharedRead } from '../db/sharedRead';
import { TEST_SESSION_HEADER } from '../session/testSession';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page, whole: what an anonymous visitor's request is answered with, kept or not. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The page may be shared: 200, `public` with an `s-maxage`, and its API calls set no cookie. */
  shareable: boolean;
  /** Its `s-maxage` (ms): how long it is answered without a re-render. */
  maxAgeMs: number;
}

interface KeptPage extends RenderedPage {
  version: string;
  storedAt: number;
  size: number;
  /** Its compressed bodies, made on first demand. */
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

/**
 * A request whose page may be answered from a kept copy: a page a browser or crawler asks for without any cookie, test
 * session or credentials — its page renders the same for every such request. A signed-in buyer's (a session cookie)
 * and an editor's preview (the preview cookie) never are; nor a request with any other cookie (the page's calls see
 * the cookies, so its page might differ).
 */
export function isShareableRequest(request: Pick<FastifyRequest, 'method' | 'headers'>): boolean {
  const { headers } = request;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    headers.cookie === undefined &&
    headers.authorization === undefined &&
    headers[TEST_SESSION_HEADER] === undefined
  );
}

/** The layout the page renders in follows the device (the host app's isPhoneRequest): part of the key, as Vary says. */
function deviceOf(headers: FastifyRequest['headers']): 'phone' | 'desk' {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1' ? 'phone' : 'desk';
  return /Mobi/.test(headers['user-agent'] ?? '') ? 'phone' : 'desk';
}

export const pageKey = (origin: string, url: string, headers: FastifyRequest['headers']) =>
  `${deviceOf(headers)} ${origin}${url}`;

/** The page's s-maxage (ms) when its Cache-Control lets a shared cache keep it, else null. */
export function sharedMaxAgeMs(cacheControl: string | null | undefined): number | null {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl) || /\b(private|no-store)\b/.test(cacheControl)) return null;
  const match = /\bs-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) * 1000 : null;
}

/** The catalogue's and the content's version tokens (migrations 0009 and 0014), in one statement. */
export const readPageVersion = async (database: Database): Promise<string> => {
  const [row] = await database.query<{ version: string }>(
    sql`SELECT (SELECT token FROM catalogue_version) || ':' || (SELECT token FROM content_version) AS version`,
  );
  return row!.version;
};

/** The content's part of a version readPageVersion read: what page documents and menus are kept under (content/keptContent). */
export const contentPartOf = (version: string) => version.slice(version.indexOf(':') + 1);

export interface KeptPagesOptions {
  /** The version of everything an anonymous page shows (catalogue and content), read from the database. */
  readVersion: () => Promise<string>;
  /** The origin a request's page is rendered with (http/publicOrigin's pageOriginFor): part of the key. */
  pageOrigin: (request: Pick<FastifyRequest, 'host' | 'protocol'>) => string;
  /** At most this many bytes of pages (uncompressed) are kept; the least recently used go first. @default 64 MB */
  maxBytes?: number;
}

/**
 * Anonymous pages, kept per address, device and the catalogue and content versions they were rendered on. Each request
 * reads the versions from the database (one small statement, shared by the requests that arrive while it runs), so an
 * edit published through any server process shows on the next request to every process. A kept page is answered
 * (with `Age`) until its `s-maxage` has passed; after that it is still answered while one request re-renders it in
 * the background. A page whose versions changed is rendered again by one request, and the requests for it that
 * arrive meanwhile wait for that render instead of each rendering it (no stampede).
 */
export class KeptPages {
  readonly #entries = new Map<string, KeptPage>();
  readonly #renders = new Map<string, { version: string; page: Promise<RenderedPage> }>();
  readonly #maxBytes: number;
  #bytes = 0;
  /**
   * The versions as the database holds them now: a read started after this call (one already running may have read
   * them before an edit this request must see); the calls that arrive while a read runs share the next one.
   */
  readonly version: () => Promise<string>;

  constructor(private readonly options: KeptPagesOptions) {
    this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.version = sharedRead(options.readVersion);
  }

  /**
   * Whether a copy of this request's page is kept (whatever its version), or being rendered for others already: load
   * shedding lets it through without a render slot.
   */
  has(request: Pick<FastifyRequest, 'method' | 'headers' | 'url' | 'host' | 'protocol'>): boolean {
    if (!isShareableRequest(request)) return false;
    const key = this.#keyOf(request);
    return this.#entries.has(key) || this.#renders.has(key);
  }

  #keyOf(request: Pick<FastifyRequest, 'headers' | 'url' | 'host' | 'protocol'>): string {
    return pageKey(this.options.pageOrigin(request), request.url, request.headers);
  }

  /** Answers a shareable request from its kept page, or renders it (once for all who ask meanwhile) and keeps it. */
  async serve(
    request: FastifyRequest,
    reply: FastifyReply,
    render: (version?: string) => Promise<RenderedPage>,
  ): Promise<FastifyReply> {
    const key = this.#keyOf(request);
    let version: string;
    try {
      version = await this.version();
    } catch (error) {
      request.log.warn({ err: error }, 'kept pages: the versions could not be read; the page is rendered');
      return send(request, reply, await render());
    }
    const kept = this.#entries.get(key);
    if (kept && kept.version === version) {
      this.#entries.delete(key);
      this.#entries.set(key, kept); // the most recently used now
      const age = Date.now() - kept.storedAt;
      if (age >= kept.maxAgeMs && !this.#renders.has(key)) {
        void this.#render(key, version, render).catch((error) =>
          request.log.warn({ err: error }, 'kept pages: a page could not be rendered again'),
        );
      }
      return send(request, reply, kept, age);
    }
    const running = this.#renders.get(key);
    if (running && running.version === version) {
      // The render for the same anonymous request, now: its answer is this request's too, kept or not (a render
      // per waiting request after a failed one would be the stampede this prevents). Only a shareable one says `Age`.
      const page = await running.page.catch(() => null);
      if (page) return send(request, reply, page, page.shareable ? 0 : undefined);
    }
    return send(request, reply, await this.#render(key, version, render));
  }

  #render(key: string, version: string, render: (version?: string) => Promise<RenderedPage>): Promise<RenderedPage> {
    const page = render(version).then((rendered) => {
      if (rendered.shareable) this.#keep(key, version, rendered);
      return rendered;
    });
    const entry = { version, page };
    this.#renders.set(key, entry);
    void page
      .catch(() => undefined)
      .finally(() => {
        if (this.#renders.get(key) === entry) this.#renders.delete(key);
      });
    return page;
  }

  #keep(key: string, version: string, page: RenderedPage): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= old.size;
    }
    const size = page.body.length + key.length;
    if (size > this.#maxBytes) return;
    this.#entries.set(key, { ...page, version, storedAt: Date.now(), size, encoded: new Map() });
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.size;
    }
  }
}

/** br or gzip when the request accepts it (a q=0 refuses it), else null. */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const compress = (encoding: 'br' | 'gzip', body: Buffer) =>
  encoding === 'br' ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(body, { level: 6 });

/** A whole page onto the reply: its status and headers, `Age` for a kept copy, compressed for a browser that accepts it. */
async function send(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage | KeptPage,
  ageMs?: number,
): Promise<FastifyReply> {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (ageMs !== undefined) reply.header('age', String(Math.floor(ageMs / 1000)));
  const vary = page.headers.find(([name]) => name === 'vary')?.[1];
  reply.header('vary', [vary, 'Accept-Encoding'].filter(Boolean).join(', '));
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.body);
  let body: Promise<Buffer>;
  if ('encoded' in page) {
    body = page.encoded.get(encoding) ?? compress(encoding, page.body);
    page.encoded.set(encoding, body);
  } else {
    body = compress(encoding, page.body);
  }
  reply.header('content-encoding', encoding);
  return reply.send(await body);
}
