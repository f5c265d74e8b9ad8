/**
 * The storefront's server entry (built by `vite build --ssr` into dist/server/entry-server.js): renders one
 * page request to a whole HTML document with React Router's data APIs — the same route table as the browser
 * (`createStaticHandler` runs its loaders, which prefetch the page's queries through the injected API client)
 * — and React 19's streaming renderer. The query cache the page rendered from travels with it as
 * non-executable JSON, and the browser hydrates from it (main.tsx) without asking the API again.
 *
 * The host (the reference server, packages/server/src/static/renderStorefront.ts) hands in `fetch`, which
 * answers the API in-process with the browser's cookies, so a signed-in visitor's page renders signed in.
 */
import './site/strictCsp';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, StaticRouter, type StaticHandlerContext } from 'react-router';
import { contractSchemaModules, type PageDocument, type Session } from '@shelfmark/api-client';
import { placedBlockTypes } from '@shelfmark/blocks';
import { sessionQueries, siteQueries } from '@shelfmark/api-client/react';
import { AppProviders, createServerQueryClient } from './app/AppProviders';
import { Document } from './app/Document';
import { AppRoutes, createAppRoutes, withServerLoaders, type AppRouteHandle } from './app/routes';
import { isPhoneRequest, serializeState, type StorefrontState } from './app/storefrontState';
import { pageDocumentQuery } from './content/usePageDocument';
import { placesRouteElement } from './content/routeSlots';
import { storefrontRegistry } from './content/storefrontRegistry';
import { createStorefrontClient } from './site/createStorefrontClient';
import { PreloadWhenHydrated } from './site/preloadWhenHydrated';
import { toShelfmarkSite } from './site/loadSiteConfig';
import { withOverloadRetryBudget } from './site/overloadRetryBudget';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  isDynamicEntry?: boolean;
  /** The package modules the chunk holds, by package name and path (added by vite.config.ts' `manifestModuleNames`). */
  modules?: string[];
}

export interface RenderOptions {
  /** Answers the storefront's API calls (`/api/…`, relative): in-process on the reference server. */
  fetch: typeof fetch;
  /**
   * The client build's manifest: the entry module, its stylesheets and the chunks to preload. Without it the
   * page has no script and no stylesheet (tests of the markup).
   */
  manifest?: Record<string, ManifestChunk>;
  /** Errors React meets while rendering (a failing block or widget renders its fallback). */
  onError?: (error: unknown) => void;
}

/** The Cache-Control of a page: a page that carries a session is the visitor's alone. */
export const CACHE_SIGNED_IN = 'private, no-store';
/** An anonymous page may be kept by a shared cache for a minute; browsers ask again each time. */
export const CACHE_ANONYMOUS = 'public, max-age=0, s-maxage=60, must-revalidate';

const chunkKeysOf = new WeakMap<Record<string, ManifestChunk>, Map<string, string>>();

/** The boot script's key in the client build's manifest (an entry of its own: vite.config.ts' `input`). */
const BOOT_KEY = 'src/boot.ts';

/** The manifest key of the chunk holding each package module the build names (`modules`), by that name. */
function chunkKeys(manifest: Record<string, ManifestChunk>): Map<string, string> {
  let keys = chunkKeysOf.get(manifest);
  if (!keys) {
    keys = new Map();
    for (const [key, chunk] of Object.entries(manifest)) for (const name of chunk.modules ?? []) keys.set(name, key);
    chunkKeysOf.set(manifest, keys);
  }
  return keys;
}

/**
 * The page's scripts and stylesheets. The entry module (main.tsx, which hydrates) and its own imports are `appModules`
 * when the build has the boot script (src/boot.ts): the HTML bootstraps only that small file, which fetches them once
 * the page has painted; without it, the entry is bootstrapped and its imports preloaded (`modulePreloads`). Besides:
 * the stylesheets of everything the page shows, what its first render in the browser needs besides the entry
 * (`pagePreloads`: the chunk of the page's module when the route's element shows, and the blocks the document places),
 * linked by the entry as it starts hydrating, and the API's schemas (`idlePreloads`), fetched once it has hydrated.
 * No script of the app is fetched before the page has painted: the HTML and its stylesheets paint the page, and
 * every script fetched before it is one more transfer the paint waits for on a slow connection (and one that
 * Lighthouse's simulated largest paint counts, whatever it was for).
 */
export function pageAssets(
  manifest: Record<string, ManifestChunk> | undefined,
  context: Pick<StaticHandlerContext, 'matches'>,
  page?: PageDocument | null,
) {
  const entry = manifest?.['index.html'];
  if (!manifest || !entry)
    return { bootstrap: null, stylesheets: [], modulePreloads: [], appModules: [], pagePreloads: [], idlePreloads: [] };
  const boot = manifest[BOOT_KEY];
  const stylesheets = new Set<string>();
  const entryPreloads = new Set<string>();
  const pagePreloads = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk !== entry) into.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, into);
  };
  visit('index.html', entryPreloads);
  // A document without the route's slot shows only its own blocks: the page's module does not render.
  if (!page || placesRouteElement(page.components)) {
    for (const match of context.matches) {
      const handle = match.route.handle as AppRouteHandle | undefined;
      if (handle?.module) visit(handle.module.chunk, pagePreloads);
    }
  }
  // The API client's answer schemas (with zod), loaded on its first call: fetched once the page is hydrated.
  const idleKeys: string[] = [];
  const visitIdle = (key: string) => {
    if (!manifest[key] || seen.has(key) || idleKeys.includes(key)) return;
    idleKeys.push(key);
    for (const imported of manifest[key].imports ?? []) visitIdle(imported);
  };
  const keys = chunkKeys(manifest);
  for (const name of contractSchemaModules) {
    const key = keys.get(name);
    if (key) visitIdle(key);
  }
  // The blocks the document places (each names its module), without what they share with the schemas (zod): that
  // stays after hydration.
  if (page) {
    for (const key of idleKeys) seen.add(key);
    for (const type of placedBlockTypes(page)) {
      const name = Object.hasOwn(storefrontRegistry, type) ? storefrontRegistry[type]!.module : undefined;
      const key = name === undefined ? undefined : keys.get(name);
      if (key) visit(key, pagePreloads);
    }
  }
  const idlePreloads = idleKeys.map((key) => `/${manifest[key]!.file}`);
  const app = [`/${entry.file}`, ...entryPreloads];
  return {
    bootstrap: boot ? `/${boot.file}` : app[0]!,
    stylesheets: [...stylesheets],
    modulePreloads: boot ? [] : [...entryPreloads],
    appModules: boot ? app : [],
    pagePreloads: [...pagePreloads],
    idlePreloads,
  };
}

/** Every successful answer, and every failure (so the browser renders the same error state the server did). */
function dehydrateForPage(queryClient: QueryClient) {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
}

function errorPage(status: number, message: string): Response {
  const escaped = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shelfmark – unavailable</title></head><body><main><h1>The storefront is unavailable</h1><p>${escaped}</p><p>Please try again in a moment.</p></main></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  );
}

/**
 * Streams `tree` once all of it has rendered (`onAllReady`, React's way for crawlers and static pages): every
 * Suspense boundary is complete when the first byte goes out, so the HTML carries its content in place and
 * no inline script to swap it in.
 */
function renderDocument(
  tree: ReactNode,
  options: { bootstrapModules: string[]; signal: AbortSignal; onError: (error: unknown) => void },
): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(tree, {
      bootstrapModules: options.bootstrapModules,
      // React outlines a finished boundary past this many bytes, to be swapped in by an inline script; every
      // boundary is finished when the page goes out, so keep all of them in place (no inline script, CSP).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError: options.onError,
      onAllReady() {
        const body = new PassThrough();
        pipe(body);
        resolve(Readable.toWeb(body) as ReadableStream<Uint8Array>);
      },
    });
    options.signal.addEventListener('abort', () => abort(options.signal.reason), { once: true });
  });
}

/**
 * Renders the page `request` asks for. Streams the whole document once everything in it has rendered: the
 * data is already in the cache when rendering starts (the loaders awaited it), so waiting costs only the render
 * (lazy page and block modules), and the HTML needs no inline script to reveal late parts — the strict CSP
 * (`script-src 'self'`, no nonce) holds.
 */
export async function render(request: Request, options: RenderOptions): Promise<Response> {
  const url = new URL(request.url);
  const queryClient = createServerQueryClient();
  try {
    // One retry of a shed call for the whole page (and none of anything else: createServerQueryClient).
    const api = createStorefrontClient({ fetch: withOverloadRetryBudget(options.fetch), retryOverloaded: false });
    let config;
    try {
      config = await queryClient.fetchQuery(siteQueries.config(api));
    } catch (error) {
      return errorPage(
        503,
        `The site configuration could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const site = toShelfmarkSite(config);
    const table = createAppRoutes(site.routes, { api, queryClient, site });
    const handler = createStaticHandler(withServerLoaders(table));
    const context = await handler.query(
      new Request(url, { method: 'GET', headers: request.headers, signal: request.signal }),
    );
    if (context instanceof Response) return context;

    const session = queryClient.getQueryData<Session>(sessionQueries.current(api).queryKey);
    const page = queryClient.getQueryData<PageDocument | null>(
      pageDocumentQuery(api, url.pathname, session?.preview === true).queryKey,
    );
    const assets = pageAssets(options.manifest, context, page);
    const state: StorefrontState = {
      origin: url.origin,
      stylesheets: assets.stylesheets,
      modulePreloads: assets.modulePreloads,
      appModules: assets.appModules,
      pagePreloads: assets.pagePreloads,
      idlePreloads: assets.idlePreloads,
      phoneLayout: isPhoneRequest(request.headers),
      queries: dehydrateForPage(queryClient),
    };
    const stateJson = serializeState(state);
    const html = await renderDocument(
      <StrictMode>
        <Document
          brand={site.brand}
          stylesheets={assets.stylesheets}
          modulePreloads={assets.modulePreloads}
          appModules={assets.appModules}
          stateJson={stateJson}
        >
          <AppProviders
            client={api}
            site={site}
            queryClient={queryClient}
            origin={url.origin}
            phoneLayout={state.phoneLayout}
          >
            {/* The browser's tree (main.tsx: BrowserRouter and AppRoutes): useId's values depend on the tree's shape, and
                Radix's aria-controls and aria-labelledby on them, so the server renders the same router components. */}
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <AppRoutes table={table} prefetchFirst={false} />
            </StaticRouter>
          </AppProviders>
        </Document>
        {/* The same tree as main.tsx hydrates: React's useId encodes each parent's number of children, so a sibling
            only the browser renders would give every id below (Radix's aria-controls, aria-labelledby) other values
            than the HTML's. It renders nothing here (its effect runs only in the browser). */}
        <PreloadWhenHydrated hrefs={assets.idlePreloads} />
      </StrictMode>,
      {
        bootstrapModules: assets.bootstrap ? [assets.bootstrap] : [],
        signal: request.signal,
        onError: (error) => options.onError?.(error),
      },
    );
    // 404 when the page's module says its address names nothing (no route and no document, a product nobody sells).
    const leaf = context.matches.at(-1);
    const notFound = (leaf?.route.handle as AppRouteHandle | undefined)?.module?.notFound?.(queryClient, api, {
      url,
      params: leaf?.params ?? {},
      site,
    });
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error');
    // A preview page (an editor's draft) is signed in by definition; said outright, as it must never be cached.
    const signedIn = Boolean(session?.user) || session?.preview === true;
    return new Response(html, {
      status: notFound ? 404 : 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        // A page with a session is the visitor's alone; one showing a failed call is not kept either.
        'cache-control': signedIn || failed ? CACHE_SIGNED_IN : CACHE_ANONYMOUS,
        // The layout rendered first follows the device (isPhoneRequest). Not by User-Agent, which would split a shared
        // cache per browser build: a page cached for another device hydrates all the same and corrects its layout.
        vary: 'Cookie, Sec-CH-UA-Mobile',
      },
    });
  } catch (error) {
    options.onError?.(error);
    return errorPage(500, 'The page could not be rendered.');
  } finally {
    // The answers are in the page now; drop them (and their garbage-collection timers) with the request.
    queueMicrotask(() => queryClient.clear());
  }
}
