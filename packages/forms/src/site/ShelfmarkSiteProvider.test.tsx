import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createSiteConfig,
  ShelfmarkSiteProvider,
  useSiteConfig,
  useSiteNavigation,
  type ShelfmarkLinkProps,
} from './index';

function RoutedLink(props: ShelfmarkLinkProps) {
  return <a data-routed="" {...props} />;
}

/** A link and a button that navigates, as a header or a widget renders them. */
function Probe() {
  const { Link, navigate } = useSiteNavigation();
  return (
    <>
      <Link href="/cart">Cart</Link>
      <button type="button" onClick={() => navigate('/search?q=tides')}>
        Search
      </button>
    </>
  );
}

describe('ShelfmarkSiteProvider, the one site provider of blocks and commerce', () => {
  it('gives the header, blocks and widgets the site configuration', () => {
    const config = createSiteConfig('thorndike', { maxProductQuantity: 50 });
    const { result } = renderHook(() => useSiteConfig(), {
      wrapper: ({ children }) => <ShelfmarkSiteProvider config={config}>{children}</ShelfmarkSiteProvider>,
    });
    expect(result.current).toMatchObject({ brand: 'thorndike', isThorndike: true, maxProductQuantity: 50 });
    expect(result.current.routes.cart).toBe('/cart');
  });

  it('names the missing provider when the configuration is read outside it', () => {
    function Widget() {
      useSiteConfig();
      return null;
    }
    expect(() => render(<Widget />)).toThrow(/useSiteConfig must be used within <ShelfmarkSiteProvider config/);
  });

  it('renders plain links and loads pages in full without a provider, as a page without a router does', () => {
    render(<Probe />);
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Cart' })).not.toHaveAttribute('data-routed');
  });

  it("a nested provider adds the router's link and navigate to the configuration given above it", async () => {
    const navigate = vi.fn();
    const config = createSiteConfig('thorndike');
    function Layout({ children }: { children: ReactNode }) {
      return (
        <ShelfmarkSiteProvider config={config}>
          <ShelfmarkSiteProvider linkComponent={RoutedLink} navigate={navigate}>
            {children}
          </ShelfmarkSiteProvider>
        </ShelfmarkSiteProvider>
      );
    }
    function Brand() {
      return <p>{useSiteConfig().brand}</p>;
    }
    render(
      <Layout>
        <Probe />
        <Brand />
      </Layout>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('data-routed');
    expect(screen.getByText('thorndike')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/search?q=tides');
  });
});
