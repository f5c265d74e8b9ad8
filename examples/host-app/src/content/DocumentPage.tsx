import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ContentComponent, PageDocument } from '@shelfmark/api-client';
import { PageHead, PageRenderer } from '@shelfmark/blocks';
import { PageLoading } from '../layout/PageLoading';
import { PlaceholderOverridesContext } from './placeholderOverrides';
import { DocumentMetaProvider, useOrigin } from './documentHead';
import { placesRouteElement, RouteElementProvider } from './routeSlots';
import { storefrontRegistry } from './storefrontRegistry';

export interface DocumentPageProps {
  /** The page document of the address; undefined when there is none (or it could not be loaded). */
  page: PageDocument | undefined;
  /** The route's own element (the router's outlet). */
  routeElement: ReactNode;
  /** The site's name, after the page title. */
  siteName: string;
  /** Where a preview's edit button opens a component in the CMS (the site configuration's `cms.editUrlTemplate`). */
  editUrlTemplate?: string | null;
}

/** Query parameters the CMS texts may carry as placeholders (CONF-01: the confirmation's `ordernumber`). */
export const QUERY_PLACEHOLDERS = ['ordernumber'] as const;

/** The placeholder values of an address: each known parameter, trimmed ('' when absent, so the word never shows). */
export function placeholdersOf(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  return Object.fromEntries(QUERY_PLACEHOLDERS.map((name) => [name, query.get(name)?.trim() ?? '']));
}

/**
 * A page rendered from its document through the registry (CMS-01): its head (HEAD-01), its blocks,
 * and where it places a commerce widget, the route's own page — whose `PageTitle` then renders the
 * document's head with the route's own title, so the page has one <title> and every tag of its
 * document. Without a document the route's element stands alone, so every route works before an
 * editor writes its page. Rich text fills in the query's placeholders (CONF-01: 'ordernumber' on the
 * order confirmation).
 */
export function DocumentPage({ page, routeElement, siteName, editUrlTemplate = null }: DocumentPageProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const onEdit = useCallback((component: ContentComponent) => setEditing(`${component.type} (${component.id})`), []);
  const { search } = useLocation();
  const [overrides, setOverrides] = useState<Readonly<Record<string, string>> | null>(null);
  const placeholders = useMemo(
    () => (overrides ? { ...placeholdersOf(search), ...overrides } : placeholdersOf(search)),
    [search, overrides],
  );
  const origin = useOrigin();
  if (!page) return <>{routeElement}</>;
  const hasSlot = placesRouteElement(page.components);
  return (
    <PlaceholderOverridesContext value={setOverrides}>
      <RouteElementProvider
        element={
          hasSlot ? (
            <DocumentMetaProvider meta={page.meta}>
              {/* While the route's code loads, the document's head stays (the route's PageTitle renders it once loaded). */}
              <Suspense fallback={<PageLoading />}>{routeElement}</Suspense>
            </DocumentMetaProvider>
          ) : (
            routeElement
          )
        }
      >
        {hasSlot ? null : <PageHead meta={page.meta} siteName={siteName} origin={origin} />}
        {page.preview && (
          <p className="app__preview-note" role="status">
            {editing ? `Preview: ${editing} is edited in the CMS.` : 'Preview: the editor’s draft of this page.'}
          </p>
        )}
        <PageRenderer
          page={page}
          registry={storefrontRegistry}
          onEdit={onEdit}
          editUrlTemplate={editUrlTemplate}
          placeholders={placeholders}
        />
      </RouteElementProvider>
    </PlaceholderOverridesContext>
  );
}
