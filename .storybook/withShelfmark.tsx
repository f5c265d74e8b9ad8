import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { ApiClient } from '@shelfmark/api-client';
import { ApiClientProvider } from '@shelfmark/api-client/react';
import { createMemoryApiClient, type MemoryApiClientOptions } from '@shelfmark/api-client/testing';
import { createSiteConfig, ShelfmarkSiteProvider, type ShelfmarkSiteConfig } from '@shelfmark/commerce';

/**
 * What a story may set under `parameters.shelfmark` to choose the world it renders in.
 *
 * ```ts
 * export const SignedIn: Story = { parameters: { shelfmark: { user: 'buyer@shelfmark.test', site: 'thorndike' } } };
 * ```
 */
export interface ShelfmarkStoryParameters {
  /** The user signed in on the memory twin; `null` or omitted: nobody is signed in. */
  user?: string | null;
  /** The memory twin's data; the twin's own default when omitted. */
  seed?: MemoryApiClientOptions['seed'];
  /** Delay before every answer of the memory twin, in ms, to show a loading state. @default 0 */
  latencyMs?: number;
  /** The site configuration: a brand name, or fields over the first brand's demo config. @default 'shelfmark' */
  site?: 'shelfmark' | 'thorndike' | Partial<ShelfmarkSiteConfig>;
  /** The MemoryRouter's initial location. @default '/' */
  route?: string;
  /** A prepared client instead of a fresh memory twin (a client that never answers, or always fails). */
  client?: ApiClient;
}

function resolveSite(site: ShelfmarkStoryParameters['site']): ShelfmarkSiteConfig {
  if (site === undefined || typeof site === 'string') return createSiteConfig(site ?? 'shelfmark');
  return createSiteConfig(site.brand ?? 'shelfmark', site);
}

function StoryProviders({ options, children }: { options: ShelfmarkStoryParameters; children: ReactNode }) {
  const site = resolveSite(options.site);
  // Created once per mount; the decorator keys this component by story id, so every story starts clean.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  const [client] = useState<ApiClient>(
    () =>
      options.client ??
      createMemoryApiClient({
        seed: options.seed,
        user: options.user ?? null,
        latencyMs: options.latencyMs,
        maxProductQuantity: site.maxProductQuantity,
        currencyIso: site.currency,
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <ShelfmarkSiteProvider config={site}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
        </ShelfmarkSiteProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/** Gives every story a fresh QueryClient (retry off), the memory API client, the site configuration and a router. */
export const withShelfmark: Decorator = (Story, context) => {
  const options = (context.parameters.shelfmark ?? {}) as ShelfmarkStoryParameters;
  return (
    <StoryProviders key={context.id} options={options}>
      <Story />
    </StoryProviders>
  );
};
