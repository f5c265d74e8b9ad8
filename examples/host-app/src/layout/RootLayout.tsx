import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { useLocation, useOutlet, useSearchParams } from 'react-router';
import { parseSearchQ } from '@shelfmark/api-client';
import { contentQueries, sessionQueries, useApiClient } from '@shelfmark/api-client/react';
import { PreviewBar, regionOptions, SiteFooter, SiteHeader } from '@shelfmark/blocks';
import { ShelfmarkSiteProvider, useSiteConfig } from '@shelfmark/forms/site';
import { DocumentPage } from '../content/DocumentPage';
import { usePageDocument } from '../content/usePageDocument';
import { PageLoading } from './PageLoading';
import { RouteAnnouncer, useRouteFocus } from './RouteAnnouncer';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouterLink, useSiteNavigate } from './RouterLink';
import { useRegion } from './useRegion';

export const MAIN_CONTENT_ID = 'main-content';

/** A menu not loaded (or absent): one array, so the header's and footer's props stay the same from render to render. */
const NO_ITEMS: never[] = [];

/** A menu of the site (GET /api/content/menus); empty while it loads or when the CMS has none. */
function useMenu(name: string) {
  const api = useApiClient();
  return useQuery({ ...contentQueries.menu(api, name), retry: false }).data;
}

/** Header, the current page rendered from its document, and footer; hands the router to blocks and widgets. */
export function RootLayout() {
  const configured = useSiteConfig();
  // The visitor's region (HDR-03): the site browses as the chosen region's market.
  const visitorRegion = useRegion(configured);
  const site = useMemo(
    () => (visitorRegion.region === configured.market ? configured : { ...configured, market: visitorRegion.region }),
    [configured, visitorRegion.region],
  );
  const navigate = useSiteNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const outlet = useOutlet();
  const onResults = location.pathname === site.routes.searchResults;
  const api = useApiClient();
  // Preview is a session (CMS-01): on while the session says so, on every page, until the editor exits.
  const isPreview = useQuery(sessionQueries.current(api)).data?.preview === true;
  const document = usePageDocument(location.pathname, isPreview);
  const isReduced = document.page?.reducedHeaderFooter ?? false;
  const mainMenu = useMenu('main-menu');
  const footerMenu = useMenu('footer-menu');
  const legalMenu = useMenu('footer-legal-menu');
  const socialMenu = useMenu('footer-social-menu');

  // A new page starts at the top (search parameter changes keep the position).
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [location.pathname]);

  // A new page takes focus to its h1 and is announced by its title (the focus policy of @shelfmark/forms).
  const routeAnnouncement = useRouteFocus(location.pathname, MAIN_CONTENT_ID);

  // The footer changes only with its menus: it is not rendered again at each navigation.
  const footer = useMemo(
    () => (
      <SiteFooter
        brand={site.brand}
        brandName={site.affiliation}
        homeHref={site.routes.home}
        mainMenu={footerMenu?.items ?? NO_ITEMS}
        legalMenu={legalMenu?.items ?? NO_ITEMS}
        socialMenu={socialMenu?.items ?? NO_ITEMS}
        isReduced={isReduced}
      />
    ),
    [site.brand, site.affiliation, site.routes.home, footerMenu, legalMenu, socialMenu, isReduced],
  );

  return (
    <ShelfmarkSiteProvider config={site} navigate={navigate} linkComponent={RouterLink}>
      <div className="app" data-brand={site.brand}>
        {isPreview ? (
          <PreviewBar exitHref={api.content.exitPreviewUrl(`${location.pathname}${location.search}`)} />
        ) : null}
        <SiteHeader
          returnTo={`${location.pathname}${location.search}`}
          // The box holds what the visitor typed, not the facets and sort the address's q carries after it.
          defaultQuery={onResults ? parseSearchQ(params.get('q') ?? '').text : ''}
          menu={mainMenu?.items ?? NO_ITEMS}
          configuration={mainMenu?.configuration}
          cards={mainMenu?.cards ?? NO_ITEMS}
          regions={regionOptions(visitorRegion.regions)}
          region={visitorRegion.region}
          onRegionChange={visitorRegion.choose}
          isReduced={isReduced}
          mainContentId={MAIN_CONTENT_ID}
        />
        <main id={MAIN_CONTENT_ID} className="app__main" tabIndex={-1}>
          <RouteErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<PageLoading />}>
              {document.isLoading ? (
                <PageLoading />
              ) : (
                <DocumentPage
                  page={document.page}
                  routeElement={outlet}
                  siteName={site.affiliation}
                  editUrlTemplate={site.cms?.editUrlTemplate ?? null}
                />
              )}
            </Suspense>
          </RouteErrorBoundary>
        </main>
        {footer}
        <RouteAnnouncer announcement={routeAnnouncement} />
      </div>
    </ShelfmarkSiteProvider>
  );
}
