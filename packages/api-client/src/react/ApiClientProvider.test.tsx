import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemoryApiClient } from '../testing/createMemoryApiClient';
import { DEMO_UIDS } from '../testing/demoSeed';
import { ApiClientProvider, useApiClient } from './ApiClientProvider';
import { cartQueries, searchQueries } from './queries';

const B = DEMO_UIDS.buyer;

function CartBadge() {
  const api = useApiClient();
  const cart = useQuery(cartQueries.current(api, B));
  return <p>{cart.data ? `Cart, ${cart.data.totalUnitCount} items` : 'Loading'}</p>;
}

describe('ApiClientProvider', () => {
  it('gives hooks below it the injected client', async () => {
    const api = createMemoryApiClient({ user: B });
    const cart = await api.carts.get({ userId: B });
    await api.carts.addEntries({
      userId: B,
      cartId: cart.code,
      orderEntries: [{ product: { code: '9780000000002' }, quantity: 3 }],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ApiClientProvider client={api}>
          <CartBadge />
        </ApiClientProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Cart, 3 items')).toBeInTheDocument();
  });

  it('throws a clear error when used outside the provider', () => {
    expect(() => renderHook(() => useApiClient())).toThrow(/within <ApiClientProvider/);
  });

  it('prefers an explicit client over the provided one', () => {
    const provided = createMemoryApiClient();
    const explicit = createMemoryApiClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiClientProvider client={provided}>{children}</ApiClientProvider>
    );
    expect(renderHook(() => useApiClient(explicit), { wrapper }).result.current).toBe(explicit);
  });
});

describe('query options', () => {
  it('CART-16 keys the cart by user, with no retry, no refetch on focus and 30 s staleness', () => {
    const api = createMemoryApiClient();
    const options = cartQueries.current(api, B);
    expect(options.queryKey).toEqual(['carts', 'current', B]);
    expect([options.retry, options.refetchOnWindowFocus, options.staleTime]).toEqual([false, false, 30_000]);
    expect(cartQueries.current(api, DEMO_UIDS.thorndikeBuyer).queryKey).not.toEqual(options.queryKey);
  });

  it('SRCH-01 caches search results for 2 minutes, keyed by the whole query', () => {
    const api = createMemoryApiClient();
    const options = searchQueries.results(api, { q: 'lighthouse', page: 1 });
    expect([options.staleTime, options.gcTime]).toEqual([120_000, 120_000]);
    expect(options.queryKey).toEqual(['search', { q: 'lighthouse', page: 1 }]);
  });
});
