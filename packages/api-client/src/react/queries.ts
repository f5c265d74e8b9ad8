import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/createApiClient';
import type { SearchQuery } from '../schemas';

/** Carts: keyed by user, no retry, no refetch on focus, 30 s stale (spec 000 §4, CART-16). */
export const cartQueries = {
  all: () => ['carts'] as const,
  current: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: [...cartQueries.all(), 'current', userId] as const,
      queryFn: () => api.carts.get({ userId }),
      staleTime: 30_000,
      retry: false,
      refetchOnWindowFocus: false,
    }),
};

/** Search: cached 2 minutes (spec 001 §9, SRCH-01). */
export const searchQueries = {
  all: () => ['search'] as const,
  results: (api: ApiClient, query: SearchQuery) =>
    queryOptions({
      queryKey: [...searchQueries.all(), query] as const,
      queryFn: () => api.products.search(query),
      staleTime: 120_000,
      gcTime: 120_000,
    }),
};

export const productQueries = {
  all: () => ['products'] as const,
  byCode: (api: ApiClient, productCode: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'code', productCode] as const,
      queryFn: () => api.products.byCode({ productCode }),
      staleTime: 60_000,
    }),
};

export const sessionQueries = {
  all: () => ['session'] as const,
  current: (api: ApiClient) =>
    queryOptions({ queryKey: [...sessionQueries.all()] as const, queryFn: () => api.auth.session(), staleTime: 60_000, retry: false }),
};

export const accountQueries = {
  all: () => ['accounts'] as const,
  forUser: (api: ApiClient, userId: string) =>
    queryOptions({ queryKey: [...accountQueries.all(), userId] as const, queryFn: () => api.users.accounts({ userId }), staleTime: 60_000, retry: false }),
};
