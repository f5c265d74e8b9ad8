import './site/strictCsp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { sessionQueries } from '@shelfmark/api-client/react';
import '@shelfmark/forms/styles.css';
import '@shelfmark/commerce/styles.css';
import '@shelfmark/blocks/styles.css';
import './app.css';
import { AppProviders, createAppQueryClient } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { createStorefrontClient } from './site/createStorefrontClient';
import { loadSiteConfig } from './site/loadSiteConfig';

async function start(container: HTMLElement) {
  const client = createStorefrontClient();
  const queryClient = createAppQueryClient();
  // The site configuration and the session (with its CSRF token) arrive together before the first paint.
  const [site] = await Promise.all([
    loadSiteConfig(client),
    queryClient.prefetchQuery(sessionQueries.current(client)),
  ]);
  document.documentElement.dataset.brand = site.brand;
  createRoot(container).render(
    <StrictMode>
      <AppProviders client={client} site={site} queryClient={queryClient}>
        {/* Declarative routes: the data router's loaders are not needed, and it would add ~18 kB gzipped to the first load. */}
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) {
  start(container).catch((error: unknown) => {
    // Without its configuration the storefront cannot run: say why, in the page.
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = `The storefront could not start: ${error instanceof Error ? error.message : String(error)}`;
    container.replaceChildren(message);
  });
}
