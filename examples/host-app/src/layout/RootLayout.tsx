import { Suspense, useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BlockNavigationProvider, SiteFooter, SiteHeader } from '@shelfmark/blocks';
import { ShelfmarkSiteProvider, useSiteConfig } from '@shelfmark/commerce';
import { footerMenus, headerMenu } from '../site/siteMenus';
import { PageLoading } from './PageLoading';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouterLink } from './RouterLink';

export const MAIN_CONTENT_ID = 'main-content';

/** Header, the current page and footer; hands the router to blocks and widgets. */
export function RootLayout() {
  const site = useSiteConfig();
  const routerNavigate = useNavigate();
  const navigate = useCallback((to: string) => { void routerNavigate(to); }, [routerNavigate]);
  const location = useLocation();
  const [params] = useSearchParams();
  const onResults = location.pathname === site.routes.searchResults;
  const menus = footerMenus();

  // A new page starts at the top (search parameter changes keep the position).
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [location.pathname]);

  return (
    <ShelfmarkSiteProvider config={site} navigate={navigate} linkComponent={RouterLink}>
      <BlockNavigationProvider link={RouterLink} navigate={navigate}>
        <div className="app" data-brand={site.brand}>
          <SiteHeader
            brand={site.brand}
            market={site.market}
            brandName={site.affiliation}
            routes={{ home: site.routes.home, searchResults: site.routes.searchResults, cart: site.routes.cart, wishlist: site.routes.wishlist }}
            returnTo={`${location.pathname}${location.search}`}
            defaultQuery={onResults ? params.get('q') ?? '' : ''}
            menu={headerMenu(site.brand)}
            mainContentId={MAIN_CONTENT_ID}
          />
          <main id={MAIN_CONTENT_ID} className="app__main" tabIndex={-1}>
            <RouteErrorBoundary resetKey={location.pathname}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </main>
          <SiteFooter brand={site.brand} brandName={site.affiliation} homeHref={site.routes.home} {...menus} />
        </div>
      </BlockNavigationProvider>
    </ShelfmarkSiteProvider>
  );
}
