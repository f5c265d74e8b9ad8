/**
 * The shared test kit: `renderWithProviders(ui, options)` renders a component the way the host app does —
 * a fresh QueryClient (no retries), the in-memory API client, the Shelfmark site configuration and a
 * MemoryRouter — and hands back the client and a userEvent instance, so test files stay short.
 *
 * ```tsx
 * const { client, user } = renderWithProviders(<CartPage />, { user: 'buyer@shelfmark.test', route: '/cart' });
 * await user.click(await screen.findByRole('button', { name: /remove/i }));
 * ```
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink, MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { ApiClient } from '@shelfmark/api-client';
import { ApiClientProvider } from '@shelfmark/api-client/react';
import {
  createMemoryApiClient,
  type MemoryApiClient,
  type MemoryApiClientOptions,
} from '@shelfmark/api-client/testing';
import {
  createSiteConfig,
  ShelfmarkSiteProvider,
  type ShelfmarkLinkProps,
  type ShelfmarkSiteConfig,
} from '@shelfmark/forms/site';

export interface RenderWithProvidersOptions<C extends ApiClient = MemoryApiClient> extends Omit<
  RenderOptions,
  'wrapper' | 'queries'
> {
  /** A client to use instead of a fresh memory twin (e.g. one a test prepared, or a fake that fails). */
  client?: C;
  /** The uid signed in on the fresh memory twin; `null` or omitted: nobody is signed in. */
  user?: string | null;
  /** The memory twin's data; the twin's own default when omitted. */
  seed?: MemoryApiClientOptions['seed'];
  /** The initial location of the MemoryRouter. @default '/' */
  route?: string;
  /** The site configuration: a brand name, or fields that override the first brand's demo config. */
  site?: 'shelfmark' | 'thorndike' | Partial<ShelfmarkSiteConfig>;
  /** A QueryClient to share between renders; a fresh one (retry off) when omitted. */
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult<C extends ApiClient = MemoryApiClient> extends RenderResult {
  /** The API client the component talks to (the memory twin, with `client.__memory` controls, unless one was given). */
  client: C;
  /** `userEvent.setup()`, ready to type and click. */
  user: ReturnType<typeof userEvent.setup>;
  /** The QueryClient behind the render (inspect the cache, invalidate). */
  queryClient: QueryClient;
  /** The site configuration the component received. */
  site: ShelfmarkSiteConfig;
  /** The router's current path with its query, e.g. `/search?q=atlas` (widgets navigate through the site provider). */
  location: () => string;
}

/** A QueryClient for one test: no retries, so failures show at once; no garbage-collection timers left behind. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export function resolveSite(site: RenderWithProvidersOptions['site']): ShelfmarkSiteConfig {
  if (site === undefined) return createSiteConfig('shelfmark');
  if (typeof site === 'string') return createSiteConfig(site);
  return createSiteConfig(site.brand ?? 'shelfmark', site);
}

/** The router's Link behind the widgets' `href` links, as the host app wires it. */
function TestLink({ href, ...rest }: ShelfmarkLinkProps) {
  return <RouterLink to={href} {...rest} />;
}

/** Connects the site provider's navigation to the MemoryRouter and records where the router is. */
function RouterBridge({
  config,
  onLocation,
  children,
}: {
  config: ShelfmarkSiteConfig;
  onLocation: (path: string) => void;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  onLocation(`${location.pathname}${location.search}${location.hash}`);
  return (
    <ShelfmarkSiteProvider config={config} navigate={(to) => void navigate(to)} linkComponent={TestLink}>
      {children}
    </ShelfmarkSiteProvider>
  );
}

export function renderWithProviders<C extends ApiClient = MemoryApiClient>(
  ui: ReactElement,
  options: RenderWithProvidersOptions<C> = {},
): RenderWithProvidersResult<C> {
  const {
    client: given,
    user: uid = null,
    seed,
    route = '/',
    site,
    queryClient: givenQueryClient,
    ...renderOptions
  } = options;
  const siteConfig = resolveSite(site);
  const client = (given ??
    createMemoryApiClient({
      ...(seed !== undefined ? { seed } : {}),
      user: uid,
      maxProductQuantity: siteConfig.maxProductQuantity,
      currencyIso: siteConfig.currency,
      // The twin serves the site's market and brand, as the server does: its selling rule reads them.
      ...(site !== undefined ? { site: { market: siteConfig.market, brand: siteConfig.brand } } : {}),
    })) as C;
  const queryClient = givenQueryClient ?? createTestQueryClient();
  let currentPath = route;

  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <MemoryRouter initialEntries={[route]}>
            <RouterBridge
              config={siteConfig}
              onLocation={(path) => {
                currentPath = path;
              }}
            >
              {children}
            </RouterBridge>
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  }

  const user = userEvent.setup();
  const result = render(ui, { wrapper: Wrapper, ...renderOptions });
  return { ...result, client, user, queryClient, site: siteConfig, location: () => currentPath };
}

/**
 * `render` inside an awaited `act()`, for pages of content blocks whose documents nobody checked. A block whose code is
 * already loaded (another test file in the worker loaded it) but not its schema suspends on the schema in its first
 * render, and only an awaited act wakes it when the schema arrives (in a browser it needs nothing).
 */
export async function renderInAct(ui: ReactElement, options?: Omit<RenderOptions, 'queries'>): Promise<RenderResult> {
  let result!: RenderResult;
  await act(async () => {
    result = render(ui, options);
  });
  return result;
}
