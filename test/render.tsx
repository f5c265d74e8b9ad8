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
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { ApiClient } from '@shelfmark/api-client';
import { ApiClientProvider } from '@shelfmark/api-client/react';
import { createMemoryApiClient } from '@shelfmark/api-client/testing';
import { createSiteConfig, ShelfmarkSiteProvider, type ShelfmarkSiteConfig } from '@shelfmark/commerce';

type MemoryOptions = NonNullable<Parameters<typeof createMemoryApiClient>[0]>;

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** A client to use instead of a fresh memory twin (e.g. one a test prepared, or a fake that fails). */
  client?: ApiClient;
  /** The uid signed in on the fresh memory twin; `null` or omitted: nobody is signed in. */
  user?: string | null;
  /** The memory twin's data; the twin's own default when omitted. */
  seed?: MemoryOptions['seed'];
  /** The initial location of the MemoryRouter. @default '/' */
  route?: string;
  /** The site configuration: a brand name, or fields that override the first brand's demo config. */
  site?: 'shelfmark' | 'thorndike' | Partial<ShelfmarkSiteConfig>;
  /** A QueryClient to share between renders; a fresh one (retry off) when omitted. */
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** The API client the component talks to. */
  client: ApiClient;
  /** `userEvent.setup()`, ready to type and click. */
  user: ReturnType<typeof userEvent.setup>;
  /** The QueryClient behind the render (inspect the cache, invalidate). */
  queryClient: QueryClient;
  /** The site configuration the component received. */
  site: ShelfmarkSiteConfig;
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

export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { client: given, user: uid = null, seed, route = '/', site, queryClient: givenQueryClient, ...renderOptions } = options;
  const siteConfig = resolveSite(site);
  const client: ApiClient = given ?? createMemoryApiClient({
    ...(seed !== undefined ? { seed } : {}),
    user: uid,
    maxProductQuantity: siteConfig.maxProductQuantity,
  } as MemoryOptions);
  const queryClient = givenQueryClient ?? createTestQueryClient();

  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <ShelfmarkSiteProvider config={siteConfig}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </ShelfmarkSiteProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  }

  const user = userEvent.setup();
  const result = render(ui, { wrapper: Wrapper, ...renderOptions });
  return { ...result, client, user, queryClient, site: siteConfig };
}
