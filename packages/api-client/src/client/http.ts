import type { z } from 'zod';
import { ApiError, toApiError } from '../errors';
import type * as ContractSchemaModule from '../schemas/index';

/** The contract's schemas module (`@shelfmark/api-client/schemas`' zod schemas), as the client loads it. */
export type ContractSchemas = typeof ContractSchemaModule;

let contractSchemas: Promise<ContractSchemas> | undefined;

/**
 * The contract's domains in the order they depend on each other. Each is imported in a task of its own: zod builds
 * a schema in many small steps, and building every domain's schemas in one task blocked a phone's main thread for
 * 140 ms (checkout at 4x CPU throttling); one domain at a time, each task stays short.
 */
const SCHEMA_DOMAINS = [
  () => import('../schemas/common'),
  () => import('../schemas/product'),
  () => import('../schemas/cart'),
  // Built with product, which imports it; listed so every domain the index re-exports has its task.
  () => import('../schemas/entitlement'),
  () => import('../schemas/checkout'),
  () => import('../schemas/wishlist'),
  () => import('../schemas/account'),
  () => import('../schemas/registration'),
  () => import('../schemas/search'),
  () => import('../schemas/order'),
  () => import('../schemas/tracking'),
  () => import('../schemas/accessCode'),
  () => import('../schemas/content'),
  () => import('../schemas/site'),
  () => import('../schemas/captcha'),
  () => import('../schemas/purchaseHistory'),
  () => import('../schemas/quote'),
] as const;

/**
 * The modules `loadContractSchemas` imports, by package name and path (the domains in `SCHEMA_DOMAINS`' order, then
 * their index): a server that links a page's later code finds the schemas' chunks in its build by these names.
 * Literal strings, so a bundle that does not read them drops them.
 */
export const contractSchemaModules: readonly string[] = [
  '@shelfmark/api-client/schemas/common',
  '@shelfmark/api-client/schemas/product',
  '@shelfmark/api-client/schemas/cart',
  '@shelfmark/api-client/schemas/entitlement',
  '@shelfmark/api-client/schemas/checkout',
  '@shelfmark/api-client/schemas/wishlist',
  '@shelfmark/api-client/schemas/account',
  '@shelfmark/api-client/schemas/registration',
  '@shelfmark/api-client/schemas/search',
  '@shelfmark/api-client/schemas/order',
  '@shelfmark/api-client/schemas/tracking',
  '@shelfmark/api-client/schemas/accessCode',
  '@shelfmark/api-client/schemas/content',
  '@shelfmark/api-client/schemas/site',
  '@shelfmark/api-client/schemas/captcha',
  '@shelfmark/api-client/schemas/purchaseHistory',
  '@shelfmark/api-client/schemas/quote',
  '@shelfmark/api-client/schemas/index',
];

/** Lets the browser handle input and paint before the next step (`scheduler.yield` where there is one). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The answer schemas, loaded once per page or process on the first call that needs them (memoised dynamic
 * `import()`s, one domain per task): zod and the schemas of every domain stay out of the code a page loads before
 * its first API call. A failed download is tried again by the next call.
 */
export function loadContractSchemas(): Promise<ContractSchemas> {
  contractSchemas ??= (async () => {
    for (const load of SCHEMA_DOMAINS) {
      await load();
      await nextTask();
    }
    return import('../schemas/index');
  })().catch((error: unknown) => {
    contractSchemas = undefined;
    throw error;
  });
  return contractSchemas;
}

export interface HttpOptions {
  /** Origin plus prefix, e.g. `https://shop.example` or `` for same origin. Paths start with `/api`. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Extra headers for every call, or a function that returns them (e.g. the CSRF token). */
  headers?: Record<string, string> | (() => Record<string, string>);
  /**
   * A call the server turned away because it was busy (503 `OVERLOADED`: it did none of the call's work)
   * is sent again after the server's `Retry-After`, up to `attempts` more times, when that wait is at most
   * `maxWaitMs`; otherwise the 503 is the call's ApiError. `false` never sends a call again.
   * @default { attempts: 2, maxWaitMs: 5000 }
   */
  retryOverloaded?: { attempts: number; maxWaitMs: number } | false;
  /**
   * Runs once, and is awaited, before this client first loads its answer schemas (on its first call). A page under a
   * Content-Security-Policy that forbids eval passes e.g. `() => import('./zodJitless')`, a module that calls zod's
   * `config({ jitless: true })`: zod probes for eval when its first object schema is created, which happens as the
   * schemas load. A failure here fails the call as a thrown error of the hook.
   */
  prepareSchemas?: () => unknown;
}

/** The server's code for a request it shed before doing any of its work (503 with Retry-After). */
export const OVERLOADED_CODE = 'OVERLOADED';

/** Retry-After in milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallSpec<T> {
  method: Method;
  path: string;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  /** The answer's schema, picked from the contract's schemas once they are loaded (`(s) => s.cartSchema`). */
  answer: (schemas: ContractSchemas) => z.ZodType<T>;
}

export interface BlobCallSpec {
  method: Method;
  path: string;
  query?: Record<string, unknown> | undefined;
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((item) => search.append(k, String(item)));
    else search.set(k, String(v));
  }
  const qs = search.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/** A transport bound to one base URL; every answer is parsed, every failure is an ApiError. */
export function createHttp(options: HttpOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const extraHeaders = () => (typeof options.headers === 'function' ? options.headers() : (options.headers ?? {}));

  let schemas: Promise<ContractSchemas> | undefined;
  /** The contract's schemas, after this client's `prepareSchemas` hook (each at most once). */
  const loadSchemas = (): Promise<ContractSchemas> => {
    schemas ??= Promise.resolve()
      .then(() => options.prepareSchemas?.())
      .then(loadContractSchemas)
      .catch((error: unknown) => {
        schemas = undefined; // a failed download is tried again by the next call
        throw error;
      });
    return schemas;
  };

  const retry =
    options.retryOverloaded === false
      ? { attempts: 0, maxWaitMs: 0 }
      : (options.retryOverloaded ?? { attempts: 2, maxWaitMs: 5000 });

  async function send(
    method: Method,
    path: string,
    query: Record<string, unknown> | undefined,
    body: unknown,
    accept: string,
  ): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await sendOnce(method, path, query, body, accept);
      } catch (error) {
        const delay =
          error instanceof ApiError && error.status === 503 && error.code === OVERLOADED_CODE
            ? error.retryAfterMs
            : null;
        if (delay === null || delay === undefined || attempt >= retry.attempts || delay > retry.maxWaitMs) throw error;
        await wait(delay);
      }
    }
  }

  async function sendOnce(
    method: Method,
    path: string,
    query: Record<string, unknown> | undefined,
    body: unknown,
    accept: string,
  ) {
    const headers: Record<string, string> = { accept, ...extraHeaders() };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await doFetch(buildUrl(options.baseUrl, path, query), {
        method,
        headers,
        credentials: 'include',
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (cause) {
      throw new ApiError({
        status: 0,
        code: 'NETWORK',
        message: `Network error: ${(cause as Error)?.message ?? 'request failed'}`,
      });
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      let payload: unknown = text;
      try {
        payload = text ? JSON.parse(text) : {};
      } catch {
        /* plain text body */
      }
      const error = toApiError(res.status, payload);
      const after = retryAfterMs(res.headers.get('retry-after'));
      if (after !== null) error.retryAfterMs = after;
      throw error;
    }
    return res;
  }

  return {
    async call<T>(spec: CallSpec<T>): Promise<T> {
      // The schemas download (first call only) while the request travels; a failed request still fails as its ApiError.
      const ready = loadSchemas();
      ready.catch(() => undefined);
      const res = await send(spec.method, spec.path, spec.query, spec.body, 'application/json');
      const text = await res.text();
      const json: unknown = text ? JSON.parse(text) : undefined;
      const parsed = spec.answer(await ready).safeParse(json);
      if (!parsed.success) {
        throw new ApiError({
          status: res.status,
          code: 'BAD_RESPONSE',
          message: `Unexpected answer from ${spec.method} ${spec.path}: ${parsed.error.issues
            .map((i) => `${i.path.join('.')}: ${i.message}`)
            .slice(0, 3)
            .join('; ')}`,
        });
      }
      return parsed.data;
    },
    async blob(spec: BlobCallSpec): Promise<Blob> {
      const res = await send(spec.method, spec.path, spec.query, undefined, '*/*');
      return res.blob();
    },
    /** The contract's schemas (loaded on first use, after `prepareSchemas`), for calls that need their constants. */
    schemas: loadSchemas,
    /** The raw answer of a successful call, for downloads that report progress while streaming. */
    async response(spec: BlobCallSpec): Promise<Response> {
      return send(spec.method, spec.path, spec.query, undefined, '*/*');
    },
  };
}
export type Http = ReturnType<typeof createHttp>;
