import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError, readApiErrorBody } from '@shelfmark/api-client';
import { markServerAnswer } from './AppProviders';

/** The id of the page's `<script type="application/json">` that hands the server's state to the browser. */
export const STATE_ELEMENT_ID = 'shelfmark-state';

/**
 * What a server-rendered page hands the browser so it can hydrate without asking again: data only, as
 * non-executable JSON (CSP: no inline script).
 */
export interface StorefrontState {
  /** The origin canonical and open-graph addresses were made absolute with. */
  origin: string;
  /** The stylesheets the page links (the browser renders the same <head>). */
  stylesheets: string[];
  /** Module scripts the HTML preloads: the bootstrap script's own imports. */
  modulePreloads: string[];
  /**
   * The app's modules, entry first, named by the page's meta for src/boot.ts, which fetches them once the page has
   * painted (the browser renders the same <head>). Absent from older pages and builds without the boot script.
   */
  appModules?: string[];
  /**
   * Module scripts the page's first render in the browser needs besides (its module's chunk, the blocks its document
   * places): linked by the entry as it starts hydrating, after the first paint. Absent from older pages.
   */
  pagePreloads?: string[];
  /**
   * Module scripts fetched at low priority once the page is hydrated, not evaluated: the API client's answer
   * schemas and zod, which its first call imports (site/preloadWhenHydrated.ts). Absent from older pages.
   */
  idlePreloads?: string[];
  /**
   * True when the server rendered the phone layout (the request came from a phone: `isPhoneRequest`); the browser
   * hydrates from the same layout. Absent from older pages (false).
   */
  phoneLayout?: boolean;
  /** The query cache the page rendered from: site configuration, session, page document, menus, route content. */
  queries: DehydratedState;
}

/**
 * Whether a request comes from a phone, for the layout the server renders first (the browser corrects a wrong
 * guess once hydrated): the client hint `Sec-CH-UA-Mobile` where the browser sends one (Chromium), else a user
 * agent naming "Mobi", as MDN advises for the browsers that send no hint (Safari, Firefox).
 */
export function isPhoneRequest(headers: Headers): boolean {
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint !== null) return hint.trim() === '?1';
  return /Mobi/.test(headers.get('user-agent') ?? '');
}

/** An error a query ended with on the server, as plain JSON. */
interface SerializedError {
  name: string;
  message: string;
  /** The ApiError's body (status, code, errorList, fieldErrors), when it was one. */
  body?: unknown;
}

function serializeError(error: unknown): SerializedError | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiError) return { name: error.name, message: error.message, body: error.toJSON() };
  return { name: 'Error', message: error instanceof Error ? error.message : String(error) };
}

function reviveError(value: unknown): Error | null {
  if (value === null || value === undefined) return null;
  const error = value as SerializedError;
  const body = readApiErrorBody(error.body);
  return body ? new ApiError(body) : new Error(String(error.message ?? 'Request failed'));
}

/** Characters that could end the <script> element or open a comment or an HTML entity, written as JSON escapes. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * The state as the text of `<script type="application/json">`: JSON in which no `<`, `>` or `&` appears
 * (each is a \\u escape, which JSON.parse reads back), so no value — a product title, a CMS text — can close
 * the element or start markup; the browser never executes it either way (the type is not JavaScript).
 * Query errors travel as their message and ApiError body.
 */
export function serializeState(state: StorefrontState): string {
  const queries: DehydratedState = {
    ...state.queries,
    queries: state.queries.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        error: serializeError(query.state.error) as unknown as Error | null,
        fetchFailureReason: serializeError(query.state.fetchFailureReason) as unknown as Error | null,
      },
    })),
  };
  return scriptSafeJson({ ...state, queries });
}

/** `value` as JSON for the text of a non-executable <script> (state, JSON-LD): no `<`, `>`, `&` or line separator. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Reads the state back from its script's text (errors become ApiError / Error again). */
export function parseState(text: string): StorefrontState {
  const state = JSON.parse(text) as StorefrontState;
  for (const query of state.queries.queries) {
    query.state.error = reviveError(query.state.error);
    query.state.fetchFailureReason = reviveError(query.state.fetchFailureReason);
  }
  return state;
}

/**
 * Puts the server's answers into the browser's QueryClient before the first render. Each counts as answered
 * now (not at the server's clock), and queries without a staleness of their own stay fresh for a while, so
 * hydrating fetches none of them again. A call that failed on the server stays failed (no retry on mount),
 * so the browser hydrates the error state the HTML shows; the widget's own "Try again" asks again.
 */
export function hydrateQueries(queryClient: QueryClient, dehydrated: DehydratedState): void {
  const now = Date.now();
  const queries = dehydrated.queries.map((query) => ({
    ...query,
    state: {
      ...query.state,
      dataUpdatedAt: query.state.data === undefined ? query.state.dataUpdatedAt : now,
      errorUpdatedAt: query.state.error ? now : query.state.errorUpdatedAt,
    },
  }));
  hydrate(queryClient, { ...dehydrated, queries });
  const cache = queryClient.getQueryCache();
  for (const { queryHash, queryKey } of queries) {
    const query = cache.get(queryHash);
    if (query && query.state.data !== undefined) markServerAnswer(query);
    if (query?.state.status === 'error') queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
  }
}
