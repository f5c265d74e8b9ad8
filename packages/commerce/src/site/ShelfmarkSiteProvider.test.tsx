import { render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShelfmarkSiteProvider, useSiteConfig, useSiteNavigation } from './ShelfmarkSiteProvider';
import { createSiteConfig } from './siteConfig';

describe('ShelfmarkSiteProvider', () => {
  it('gives widgets the site configuration', () => {
    const config = createSiteConfig('thorndike', { maxProductQuantity: 50 });
    const { result } = renderHook(() => useSiteConfig(), {
      wrapper: ({ children }) => <ShelfmarkSiteProvider config={config}>{children}</ShelfmarkSiteProvider>,
    });
    expect(result.current).toMatchObject({ brand: 'thorndike', isThorndike: true, maxProductQuantity: 50 });
    expect(result.current.routes.cart).toBe('/cart');
  });

  it('names the missing provider when a widget is used outside it', () => {
    function Widget() {
      useSiteConfig();
      return null;
    }
    expect(() => render(<Widget />)).toThrow(/useSiteConfig must be used within <ShelfmarkSiteProvider/);
    expect(() => renderHook(() => useSiteNavigation())).toThrow(
      /useSiteNavigation must be used within <ShelfmarkSiteProvider/,
    );
  });

  it('renders plain links unless the host app gives its own link component', () => {
    const { result } = renderHook(() => useSiteNavigation(), {
      wrapper: ({ children }) => <ShelfmarkSiteProvider config={createSiteConfig()}>{children}</ShelfmarkSiteProvider>,
    });
    const { Link } = result.current;
    const { container } = render(<Link href="/cart">Cart</Link>);
    expect(container.querySelector('a')).toHaveAttribute('href', '/cart');
  });
});
