import { useMemo } from 'react';
import { useRoutes } from 'react-router';
import { useSiteConfig } from '@shelfmark/commerce';
import { createAppRoutes } from './routes';

/** The storefront's pages for the site's configured routes (inside any router: browser, or memory in tests). */
export function AppRoutes() {
  const { routes } = useSiteConfig();
  const table = useMemo(() => createAppRoutes(routes), [routes]);
  return useRoutes(table);
}
