import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCart } from '@shelfmark/api-client/testing';
import {
  contentRegistry,
  mergeRegistries,
  PageRenderer,
  type ContentRegistry,
  type RenderablePage,
} from '@shelfmark/blocks';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct } from '../cart/cart.fixtures';
import { checkoutStorage } from '../checkout/checkoutStorage';
import { COMMERCE_EDITOR_NAMES, commerceRegistry, createCommerceRegistry } from './commerceRegistry';

afterEach(() => sessionStorage.clear());

/** What an integrator writes: the content blocks and the commerce widgets in one registry, following the router. */
const storefrontRegistry: ContentRegistry = mergeRegistries(contentRegistry, createCommerceRegistry({ useLocation }));

const page = (...components: RenderablePage['components']): RenderablePage => ({ components });

describe('commerceRegistry', () => {
  it('CMS-01 names the commerce widgets of spec 002 §2, each rendering without a document', () => {
    expect(COMMERCE_EDITOR_NAMES).toEqual(
      expect.arrayContaining([
        'Cart',
        'Checkout',
        'Orders',
        'Wishlist',
        'Search Result',
        'Fast Order Entry',
        'Access Code Checker',
        'Order Confirmation',
        'Order Tracking',
        'Profile',
        'shelfmarkTabs',
      ]),
    );
    expect(Object.keys(commerceRegistry).sort()).toEqual([...COMMERCE_EDITOR_NAMES].sort());
    for (const name of COMMERCE_EDITOR_NAMES) expect(commerceRegistry[name].needsDocument).toBe(false);
    // None of them is a content block's name: merging loses nothing of either registry.
    expect(Object.keys(contentRegistry).filter((name) => name in commerceRegistry)).toEqual([]);
  });

  it('CMS-01 CMS-02 merged with the content blocks, a page document places a widget with no document; an unknown name keeps its note in preview and shows visitors nothing', async () => {
    const components = page(
      { id: 't', type: 'Order Tracking' },
      { id: 'm', type: 'Mystery Carousel', document: {} },
    ).components;
    const preview = renderWithProviders(
      <PageRenderer registry={storefrontRegistry} page={{ components, preview: true }} />,
    );
    expect(await screen.findByRole('combobox', { name: 'Search by' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Document Mystery Carousel is not defined.');
    expect(screen.queryByText(/Missing .* document/)).toBeNull();
    preview.unmount();

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderWithProviders(<PageRenderer registry={storefrontRegistry} page={{ components }} />);
      expect(await screen.findByRole('combobox', { name: 'Search by' })).toBeInTheDocument();
      expect(screen.queryByRole('note')).toBeNull();
      expect(screen.queryByText(/Mystery Carousel/)).toBeNull();
    } finally {
      errors.mockRestore();
    }
  });

  it("SRCH-01 'Search Result' searches the address's terms and puts a new sort back in the address", async () => {
    const { user, location } = renderWithProviders(
      <PageRenderer registry={storefrontRegistry} page={page({ id: 's', type: 'Search Result' })} />,
      { route: '/books?q=lighthouse%20almanac' },
    );
    expect(await screen.findByText('2 results for “lighthouse almanac”')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'title-asc');
    await waitFor(() => expect(location()).toBe('/books?q=lighthouse+almanac&page=1&pageSize=10&sort=title-asc'));
  });

  it("CONF-01 'Order Confirmation' shows the number of the address's ?ordernumber=", async () => {
    const cart = buildCart({ lines: [{ product: demoProduct("The Lighthouse Keeper's Almanac"), quantity: 2 }] });
    checkoutStorage.saveConfirmation({ code: 'W02000001', cart });
    renderWithProviders(
      <PageRenderer registry={storefrontRegistry} page={page({ id: 'c', type: 'Order Confirmation' })} />,
      { route: '/thanks?ordernumber=W02000001', user: 'buyer@shelfmark.test' },
    );
    expect(await screen.findByText('Your confirmation number is W02000001')).toBeInTheDocument();
  });

  it("PDP-01 'shelfmarkTabs' shows the product of the path's last segment; once preloaded it renders without a loading note", async () => {
    const almanac = demoProduct("The Lighthouse Keeper's Almanac");
    await commerceRegistry.shelfmarkTabs.component.preload();
    renderWithProviders(
      <PageRenderer registry={storefrontRegistry} page={page({ id: 'p', type: 'shelfmarkTabs' })} />,
      { route: `/products/${almanac.isbn13}` },
    );
    expect(screen.queryByText('Loading shelfmarkTabs…')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: almanac.fullTitle })).toBeInTheDocument();
  });
});
