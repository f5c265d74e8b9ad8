/** Test helper: the whole storefront on the in-memory API twin, in a MemoryRouter at `path`. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import type { Brand } from '@shelfmark/api-client';
import { createMemoryApiClient, type MemorySeed } from '@shelfmark/api-client/testing';
import { createSiteConfig } from '@shelfmark/commerce';
import { createTestQueryClient } from '../../../../test/render';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderApp(path: string, options: { user?: string | null; brand?: Brand; seed?: MemorySeed } = {}) {
  const site = createSiteConfig(options.brand ?? 'shelfmark');
  const client = createMemoryApiClient({ user: options.user ?? null, ...(options.seed ? { seed: options.seed } : {}) });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const result = render(
    <AppProviders client={client} site={site} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, client, user, site };
}
