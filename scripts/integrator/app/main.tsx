// The fresh app of scripts/integrator/check.mjs: only what the packages' READMEs say, against the reference
// server on another origin. `__SHELFMARK_API__` is the server's origin (esbuild's `define`).
import '@shelfmark/forms/styles.css';
import '@shelfmark/blocks/styles.css';
import '@shelfmark/commerce/styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@shelfmark/api-client';
import { ApiClientProvider } from '@shelfmark/api-client/react';
import { PageRenderer, contentRegistry, mergeRegistries, type RenderablePage } from '@shelfmark/blocks';
import { commerceRegistry, type CartWorkbook } from '@shelfmark/commerce';
import { ShelfmarkSiteProvider } from '@shelfmark/forms/site';

declare const __SHELFMARK_API__: string;
const API = __SHELFMARK_API__;

// packages/api-client/README.md, "On another origin": the session first (its CSRF token), then the client.
const session = await createApiClient({ baseUrl: API }).auth.session();
const api = createApiClient({ baseUrl: API, headers: () => ({ 'x-csrf-token': session.csrfToken ?? '' }) });
const siteConfig = await api.site.config();

// packages/blocks/README.md, "Render a page": the content blocks and the commerce widgets in one registry.
const registry = mergeRegistries(contentRegistry, commerceRegistry);
const authored: RenderablePage = {
  components: [
    { id: 'heading', type: 'Page Heading', document: { title: 'Books from the reference server' } },
    { id: 'results', type: 'Search Result' },
  ],
};
const served = await api.content.page({ path: '/' });

// A workbook is written out without exceljs' (Node-only) types.
export const writeOut = (workbook: CartWorkbook): Promise<ArrayBuffer> => workbook.xlsx.writeBuffer();

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <ApiClientProvider client={api}>
      <ShelfmarkSiteProvider config={siteConfig}>
        <main>
          <section aria-label="Authored page">
            <PageRenderer page={authored} registry={registry} />
          </section>
          <section aria-label="Served page">
            <PageRenderer page={served} registry={registry} />
          </section>
        </main>
      </ShelfmarkSiteProvider>
    </ApiClientProvider>
  </QueryClientProvider>,
);
