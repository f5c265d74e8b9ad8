// @shelfmark/commerce/server: what a server calls before rendering the commerce widgets, a React Server Component
// included: no React, no "use client", no browser global. The widgets themselves come from `@shelfmark/commerce`
// (a client module); this entry fills the QueryClient they read, for `dehydrate` and `<HydrationBoundary>`.
// `@shelfmark/commerce/prefetch` is the same prefetch functions, kept for the hosts that import them from there.
export * from '../prefetch/index';
export { searchResultsParams, type QueryParams } from './searchResultsParams';
