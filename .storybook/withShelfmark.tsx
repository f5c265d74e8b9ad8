import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MemoryRouter, useNavigate } from 'react-router';
import type { ApiClient } from '@shelfmark/api-client';
import { ApiClientProvider } from '@shelfmark/api-client/react';
import { createMemoryApiClient, type MemoryApiClientOptions } from '@shelfmark/api-client/testing';
import {
  AccessCodeChecker,
  CartPage,
  CatalogProductPage,
  CheckoutPage,
  FastOrderForm,
  InternalProductSearch,
  MyOrders,
  OrderConfirmation,
  OrderDetails,
  OrderTracking,
  PriceAvailability,
  ProductDetail,
  ProfilePage,
  RegistrationForm,
  SearchResults,
  WishListPage,
} from '@shelfmark/commerce';
import { createSiteConfig, ShelfmarkSiteProvider, type ShelfmarkSiteConfig } from '@shelfmark/forms/site';

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
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          <RouterSite config={site}>{children}</RouterSite>
        </MemoryRouter>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/**
 * The site configuration with the story router's navigate, as a host app wires its router: a widget that navigates
 * (a staff ship-to kept in the address, checkout's confirmation) moves the MemoryRouter instead of loading another
 * page into the preview (the provider's default, `window.location.assign`).
 */
function RouterSite({ config, children }: { config: ShelfmarkSiteConfig; children: ReactNode }) {
  const routerNavigate = useNavigate();
  const navigate = useCallback(
    (to: string) => {
      void routerNavigate(to);
    },
    [routerNavigate],
  );
  return (
    <ShelfmarkSiteProvider config={config} navigate={navigate}>
      {children}
    </ShelfmarkSiteProvider>
  );
}

type Brand = 'shelfmark' | 'thorndike';
const brandOf = (globals: Record<string, unknown>): Brand | null =>
  globals.brand === 'shelfmark' || globals.brand === 'thorndike' ? globals.brand : null;

/** The story's site with the toolbar's brand over it, when one is chosen. */
function withToolbarBrand(
  site: ShelfmarkStoryParameters['site'],
  brand: Brand | null,
): ShelfmarkStoryParameters['site'] {
  if (!brand) return site;
  return site === undefined || typeof site === 'string' ? brand : { ...site, brand };
}

/**
 * The widgets the host app renders as a whole page (examples/host-app/src/pages), inside its layout's one `<main>`.
 * Their stories render them inside a `<main>` too, so the stories' axe sees what the host's pages are: a widget that
 * brought a `<main>` of its own would nest it (landmark-main-is-top-level, landmark-no-duplicate-main).
 */
const HOST_PAGE_WIDGETS: ReadonlySet<unknown> = new Set([
  AccessCodeChecker,
  CartPage,
  CatalogProductPage,
  CheckoutPage,
  FastOrderForm,
  InternalProductSearch,
  MyOrders,
  OrderConfirmation,
  OrderDetails,
  OrderTracking,
  PriceAvailability,
  ProductDetail,
  ProfilePage,
  RegistrationForm,
  SearchResults,
  WishListPage,
]);

/** Gives every story a fresh QueryClient (retry off), the memory API client, the site configuration and a router. */
export const withShelfmark: Decorator = (Story, context) => {
  const options = (context.parameters.shelfmark ?? {}) as ShelfmarkStoryParameters;
  const brand = brandOf(context.globals);
  return (
    <StoryProviders
      key={`${context.id}:${brand ?? 'story'}`}
      options={{ ...options, site: withToolbarBrand(options.site, brand) }}
    >
      {HOST_PAGE_WIDGETS.has(context.component) ? (
        <main>
          <Story />
        </main>
      ) : (
        <Story />
      )}
    </StoryProviders>
  );
};

function BrandTokens({ brand, children }: { brand: Brand | null; children: ReactNode }) {
  useLayoutEffect(() => {
    if (!brand) return undefined;
    const html = document.documentElement;
    const before = html.getAttribute('data-brand');
    html.setAttribute('data-brand', brand);
    return () => {
      if (before === null) html.removeAttribute('data-brand');
      else html.setAttribute('data-brand', before);
    };
  }, [brand]);
  return children;
}

/**
 * The toolbar's Brand: marks the page `<html data-brand>` (both brands' tokens, as the host app does) and gives the
 * widgets that brand's site configuration. "As the story sets" (the default) changes nothing.
 */
export const withBrand: Decorator = (Story, context) => (
  <BrandTokens brand={brandOf(context.globals)}>
    <Story />
  </BrandTokens>
);

/**
 * A story that renders nothing on purpose (`parameters.caption`) says so under the canvas, instead of a blank page.
 * The caption goes to the page body, outside the story's root, so play functions still see the empty canvas.
 */
export const withCaption: Decorator = (Story, context) => {
  const caption = context.parameters.caption as string | undefined;
  if (!caption || context.viewMode === 'docs') return <Story />;
  return (
    <>
      <Story />
      {createPortal(<p className="sb-story-caption">{caption}</p>, document.body)}
    </>
  );
};
