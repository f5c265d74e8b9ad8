import { QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '@shelfmark/api-client';
import { ApiClientProvider } from '@shelfmark/api-client/react';
import { VideoPlayerProvider } from '@shelfmark/blocks';
import { PhoneLayoutHint, useTagManager } from '@shelfmark/commerce';
import { OriginProvider } from '../content/documentHead';
import { ShelfmarkSiteProvider, type ShelfmarkSiteConfig } from '@shelfmark/forms/site';

/** How long an answer the server-rendered page carried counts as fresh in the browser (queries without a staleness of their own). */
export const SERVER_ANSWER_FRESH_MS = 60_000;

/** Queries hydrated from the server-rendered page → the update time of the answer the page carried. */
const fromServer = new WeakMap<Query, number>();

/** Marks a hydrated query: until it is fetched again, its answer is the one the server just rendered. */
export function markServerAnswer(query: Query): void {
  fromServer.set(query, query.state.dataUpdatedAt);
}

/**
 * The storefront's QueryClient in the browser: one per page load, created by the app (packages create none).
 * A query whose factory names no staleness (orders, tracking, pricing) is fresh for a minute when its answer
 * came with the server-rendered page, so hydrating does not fetch it a second time; fetched in the browser,
 * it is stale at once, as before.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: (query) => (fromServer.get(query) === query.state.dataUpdatedAt ? SERVER_ANSWER_FRESH_MS : 0),
      },
    },
  });
}

/**
 * The QueryClient of one server render: the route loaders fill it, the page renders from it, and it is
 * dehydrated into the page. No retries at all — a retried 4xx only repeats its answer, and each retry of a busy
 * server's 503 waits with back-off while the page's buyer waits too (the render's fetch has one retry of a 503 for
 * the whole page: `withOverloadRetryBudget`) — and a failed call renders as failed (not as "about to fetch again"):
 * the widget's error state is in the HTML.
 */
export function createServerQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, refetchOnWindowFocus: false } },
  });
  // A query's own options override the client's defaults (`productQueries.byCode` retries three times in the
  // browser), so the rule is applied after them.
  const withDefaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => ({
    ...withDefaults(options),
    retry: false,
  })) as QueryClient['defaultQueryOptions'];
  return client;
}

/** Loads the site's tag-manager container once hydrated, when the site configuration enables it (GTM-01). */
function TagManager() {
  useTagManager();
  return null;
}

export interface AppProvidersProps {
  client: ApiClient;
  site: ShelfmarkSiteConfig;
  queryClient: QueryClient;
  /**
   * The origin absolute canonical and open-graph addresses use: the server passes the one the page was asked
   * for, and the browser the same (from the page). @default the browser's origin
   */
  origin?: string;
  /** The layout the server rendered (a phone's, or the wide one), which hydration starts from. @default false */
  phoneLayout?: boolean;
  children?: ReactNode;
}

/**
 * Query cache, API client, site configuration and the video provider it names (`video.provider`: the server's
 * clips, or a hosted service's click-to-load player) and the tag manager it enables for everything below (the router's layout adds navigation).
 */
export function AppProviders({ client, site, queryClient, origin, phoneLayout = false, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <ShelfmarkSiteProvider config={site}>
          <TagManager />
          <OriginProvider origin={origin}>
            <PhoneLayoutHint phone={phoneLayout}>
              {/* By name: the players and their providers load with the video blocks, not in the first load. */}
              <VideoPlayerProvider provider={site.video?.provider ?? 'local'}>{children}</VideoPlayerProvider>
            </PhoneLayoutHint>
          </OriginProvider>
        </ShelfmarkSiteProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
