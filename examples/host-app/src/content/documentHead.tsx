import { createContext, useContext, type ReactNode } from 'react';
import type { PageMeta } from '@shelfmark/api-client';

/**
 * The origin canonical and open-graph addresses are made absolute with: the address the page was asked
 * for, the same on the server and in the browser (so the head the server sent is the head the browser
 * keeps). Undefined: the browser's own origin (PageHead's default).
 */
const OriginContext = createContext<string | undefined>(undefined);

export function OriginProvider({ origin, children }: { origin: string | undefined; children?: ReactNode }) {
  return <OriginContext.Provider value={origin}>{children}</OriginContext.Provider>;
}

export function useOrigin(): string | undefined {
  return useContext(OriginContext);
}

/**
 * The page document's head (HEAD-01) on a page that places the route's own page: the route names the
 * title (a product's own title, the search text), the document gives everything else — description,
 * keywords, canonical, robots, open graph and analytics. `PageTitle` renders both as one head.
 */
const DocumentMetaContext = createContext<PageMeta | null>(null);

export function DocumentMetaProvider({ meta, children }: { meta: PageMeta; children?: ReactNode }) {
  return <DocumentMetaContext.Provider value={meta}>{children}</DocumentMetaContext.Provider>;
}

export function useDocumentMeta(): PageMeta | null {
  return useContext(DocumentMetaContext);
}
