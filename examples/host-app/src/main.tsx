import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { Session, SiteConfig } from '@shelfmark/api-client';
import { sessionQueries, siteQueries } from '@shelfmark/api-client/react';
import '@shelfmark/forms/styles.css';
import '@shelfmark/commerce/styles.css';
import '@shelfmark/blocks/styles.css';
import './app.css';
import { AppProviders, createAppQueryClient } from './app/AppProviders';
import { Document } from './app/Document';
import { AppRoutes, createAppRoutes } from './app/routes';
import { hydrateQueries, parseState, STATE_ELEMENT_ID } from './app/storefrontState';
import { createStorefrontClient } from './site/createStorefrontClient';
import { loadSiteConfig, toShelfmarkSite } from './site/loadSiteConfig';
import { preloadModules, PreloadWhenHydrated } from './site/preloadWhenHydrated';

/**
 * A server-rendered page (the reference server, `npm start`): the query cache and the head's inputs come from the
 * page's JSON, so hydrating asks the API for nothing the page already shows.
 */
function hydrateServerPage(stateText: string) {
  const state = parseState(stateText);
  const queryClient = createAppQueryClient();
  hydrateQueries(queryClient, state.queries);
  // The session query's key is sessionQueries.all(); its CSRF token goes with every mutation from now on.
  const session = queryClient.getQueryData<Session>(sessionQueries.all());
  const client = createStorefrontClient({ csrfToken: session?.csrfToken ?? null });
  const config = queryClient.getQueryData<SiteConfig>(siteQueries.config(client).queryKey);
  if (!config) throw new Error('the page carries no site configuration');
  const site = toShelfmarkSite(config);
  const table = createAppRoutes(site.routes, { api: client, queryClient, site });
  // The page's own code and its blocks' (the HTML left them out, so they do not hold up its first paint), all at once
  // rather than one lazy import after another as hydration reaches them.
  preloadModules(state.pagePreloads ?? []);
  // In a transition, as React Router's own client entry does: hydration yields to the browser between small
  // pieces of work instead of holding the main thread for the whole page (the page is already painted).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document
          brand={site.brand}
          stylesheets={state.stylesheets}
          modulePreloads={state.modulePreloads}
          appModules={state.appModules}
          stateJson={stateText}
        >
          <AppProviders
            client={client}
            site={site}
            queryClient={queryClient}
            origin={state.origin}
            phoneLayout={state.phoneLayout}
          >
            <BrowserRouter>
              <AppRoutes table={table} prefetchFirst={false} />
            </BrowserRouter>
          </AppProviders>
        </Document>
        {/* Also in entry-server.tsx's tree, at the same place: useId's values depend on it. */}
        <PreloadWhenHydrated hrefs={state.idlePreloads ?? []} />
      </StrictMode>,
    );
  });
}

/** Without a server render (the Vite dev server): load the configuration and session, then render in the page. */
async function startClientOnly(container: HTMLElement) {
  const client = createStorefrontClient();
  const queryClient = createAppQueryClient();
  // The site configuration and the session (with its CSRF token) arrive together before the first paint.
  const [site] = await Promise.all([loadSiteConfig(client), queryClient.prefetchQuery(sessionQueries.current(client))]);
  document.documentElement.dataset.brand = site.brand;
  const table = createAppRoutes(site.routes, { api: client, queryClient, site });
  createRoot(container).render(
    <StrictMode>
      <AppProviders client={client} site={site} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes table={table} prefetchFirst />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

/** Without its configuration the storefront cannot run: say why, in the page. */
function reportStartFailure(error: unknown) {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = `The storefront could not start: ${error instanceof Error ? error.message : String(error)}`;
  (document.getElementById('root') ?? document.body).replaceChildren(message);
}

const serverState = document.getElementById(STATE_ELEMENT_ID);
if (serverState) {
  try {
    hydrateServerPage(serverState.textContent ?? '');
  } catch (error) {
    reportStartFailure(error);
  }
} else {
  const container = document.getElementById('root');
  if (container) startClientOnly(container).catch(reportStartFailure);
}
