import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '@shelfmark/api-client';
import { ApiClientProvider } from '@shelfmark/api-client/react';
import { VideoPlayerProvider } from '@shelfmark/blocks';
import { ShelfmarkSiteProvider, type ShelfmarkSiteConfig } from '@shelfmark/commerce';

/** The storefront's QueryClient: one per page load, created by the app (packages create none). */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}

export interface AppProvidersProps {
  client: ApiClient;
  site: ShelfmarkSiteConfig;
  queryClient: QueryClient;
  children?: ReactNode;
}

/**
 * Query cache, API client, site configuration and the video provider it names (`video.provider`: the server's
 * clips, or a hosted service's click-to-load player) for everything below (the router's layout adds navigation).
 */
export function AppProviders({ client, site, queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <ShelfmarkSiteProvider config={site}>
          {/* By name: the players and their providers load with the video blocks, not in the first load. */}
          <VideoPlayerProvider provider={site.video?.provider ?? 'local'}>{children}</VideoPlayerProvider>
        </ShelfmarkSiteProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
