import { act, render, screen } from '@testing-library/react';
import { createStaticHandler, Link, MemoryRouter, Outlet, type RouteObject } from 'react-router';
import { AppRoutes, withServerLoaders, type AppRouteHandle } from './routes';
import type { RoutePrefetch } from './routeData';

/** A table shaped like the storefront's: a layout with a prefetch of its own and pages with theirs. */
function table() {
  const calls: string[] = [];
  const prefetch =
    (name: string): RoutePrefetch =>
    async ({ url, params }) => {
      calls.push(`${name} ${url.pathname}${url.search}${params.code ? ` code=${params.code}` : ''}`);
    };
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      element: (
        <>
          <nav>
            <Link to="/product/978?tab=a">Product</Link>
            <Link to="/search?q=history">Search</Link>
          </nav>
          <Outlet />
        </>
      ),
      handle: { prefetch: prefetch('layout') } satisfies AppRouteHandle,
      children: [
        {
          id: 'home',
          index: true,
          element: <h1>Home</h1>,
          handle: { prefetch: prefetch('home') } satisfies AppRouteHandle,
        },
        {
          id: 'product',
          path: 'product/:code',
          element: <h1>Product</h1>,
          handle: { prefetch: prefetch('product') } satisfies AppRouteHandle,
        },
        {
          id: 'search',
          path: 'search',
          element: <h1>Search</h1>,
          handle: { prefetch: prefetch('search') } satisfies AppRouteHandle,
        },
      ],
    },
  ];
  return { routes, calls };
}

describe('the route table in the browser (AppRoutes)', () => {
  it('a hydrated page does not prefetch its first address again, and a client navigation prefetches the new one', async () => {
    const { routes, calls } = table();
    render(
      <MemoryRouter initialEntries={['/']}>
        <AppRoutes table={routes} prefetchFirst={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(calls).toEqual([]);

    await act(async () => screen.getByRole('link', { name: 'Product' }).click());
    expect(screen.getByRole('heading', { name: 'Product' })).toBeInTheDocument();
    // The layout's prefetch and the page's, with the address's parameters and search, once each.
    expect(calls).toEqual(['layout /product/978?tab=a code=978', 'product /product/978?tab=a code=978']);

    await act(async () => screen.getByRole('link', { name: 'Search' }).click());
    expect(calls.slice(2)).toEqual(['layout /search?q=history', 'search /search?q=history']);
  });

  it('a page rendered only in the browser prefetches its first address', () => {
    const { routes, calls } = table();
    render(
      <MemoryRouter initialEntries={['/search?q=x']}>
        <AppRoutes table={routes} prefetchFirst />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Search' })).toBeInTheDocument();
    expect(calls).toEqual(['layout /search?q=x', 'search /search?q=x']);
  });
});

describe('the route table on the server (withServerLoaders)', () => {
  it("each route's loader waits for its prefetch before the page renders", async () => {
    const answered: string[] = [];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const routes: RouteObject[] = [
      {
        id: 'root',
        path: '/',
        handle: {
          prefetch: async () => {
            await slow;
            answered.push('layout');
          },
        } satisfies AppRouteHandle,
        children: [
          {
            id: 'product',
            path: 'product/:code',
            handle: {
              prefetch: async ({ params }) => {
                answered.push(`product ${params.code}`);
              },
            } satisfies AppRouteHandle,
          },
        ],
      },
    ];
    const handler = createStaticHandler(withServerLoaders(routes));
    let done = false;
    const query = handler.query(new Request('http://shop.test/product/978')).then((context) => {
      done = true;
      return context;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    release();
    const context = await query;
    expect(answered).toEqual(['product 978', 'layout']);
    expect(context).not.toBeInstanceOf(Response);
    if (!(context instanceof Response)) expect(context.matches.map((m) => m.route.id)).toEqual(['root', 'product']);
  });
});
