/** Test helper: the whole storefront on the in-memory API twin, in a memory router at `path`. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import type { Brand, SiteConfig } from '@shelfmark/api-client';
import { createMemoryApiClient, demoSeed, type MemorySeed } from '@shelfmark/api-client/testing';
import { seededForms, seededMenus, seededPages } from '@shelfmark/server/testing';
import { createTestQueryClient } from '../../../../test/render';
import { AppProviders } from './AppProviders';
import { AppRoutes, createAppRoutes } from './routes';
import { createSiteConfig } from '@shelfmark/forms/site';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The demo seed with the page documents, menus and forms the reference server seeds for `brand`,
 * so the storefront renders here what it renders against the real server.
 */
export function storefrontSeed(brand: Brand, base: MemorySeed = demoSeed()): MemorySeed {
  const featured = base.products
    .filter((p) => p.brand === brand)
    .slice(0, 5)
    .map((p) => ({
      isbn13: p.isbn13,
      fullTitle: p.fullTitle,
      edition: p.edition ?? null,
      copyrightYear: p.copyrightYear ?? null,
    }));
  const pages = seededPages(brand, featured).map((p) => ({ path: p.path, preview: false, ...p.document }));
  return { ...base, pages, menus: seededMenus(brand), forms: seededForms };
}

/** `preview`: the browser entered content preview (the server's preview cookie); drafts still need an editor. */
export function renderApp(
  path: string,
  options: {
    user?: string | null;
    brand?: Brand;
    seed?: MemorySeed;
    site?: Partial<SiteConfig>;
    preview?: boolean;
  } = {},
) {
  const site = createSiteConfig(options.brand ?? 'shelfmark', options.site);
  const client = createMemoryApiClient({
    user: options.user ?? null,
    seed: options.seed ?? storefrontSeed(site.brand),
    preview: options.preview ?? false,
  });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  // The storefront's own route table, as in the browser, with the location shown beside it. It starts as a hydrated
  // page does, without prefetching the first address (the prefetches only warm the cache: the widgets fetch anyway).
  const table = createAppRoutes(site.routes, { api: client, queryClient, site });
  const result = render(
    <AppProviders client={client} site={site} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes table={table} prefetchFirst={false} />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, client, user, site };
}
