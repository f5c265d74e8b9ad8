import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct } from '../cart/cart.fixtures';
import { ProductDetail } from './ProductDetail';
import { productOfferKind } from './productOfferKind';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const almanacEbook = demoProduct("The Lighthouse Keeper's Almanac (eBook)");
const database = demoProduct('World History in Context');
const gradeLevelled = demoProduct('Reading Circles in the Primary Classroom');
const largePrint = demoProduct('Large Print Harbour Tales');

const page = async () => screen.findByTestId('product-detail-page');

describe('ProductOffer (PDP-03 role variants)', () => {
  it('PDP-03 offers Request a Trial for a non-ecommerce product, with a query by product type, and no price', async () => {
    renderWithProviders(<ProductDetail code={database.isbn13} />, { user: DEMO_UIDS.buyer });
    const link = await screen.findByRole('link', { name: 'Request a Trial' });
    expect(link).toHaveAttribute(
      'href',
      `/request-a-trial?${new URLSearchParams({ product: 'database', title: database.fullTitle })}`,
    );
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(within(await page()).queryByText(/\$\d/)).not.toBeInTheDocument();
  });

  it('PDP-03 shows Contact your rep instead of buying for an item with grade levels (professional development)', async () => {
    renderWithProviders(<ProductDetail code={gradeLevelled.isbn13} />, { user: DEMO_UIDS.buyer });
    expect(await screen.findByRole('link', { name: 'Contact your rep' })).toHaveAttribute('href', '/find-your-rep');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('PDP-03 sends an international user to the international rep page', async () => {
    renderWithProviders(<ProductDetail code={almanac.isbn13} />, { user: DEMO_UIDS.international });
    expect(await screen.findByRole('link', { name: 'Contact your rep' })).toHaveAttribute(
      'href',
      '/find-your-rep/international',
    );
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();
  });

  it('PDP-03 shows Contact your rep outside the North America market, on the configured path', async () => {
    renderWithProviders(<ProductDetail code={almanac.isbn13} offerPaths={{ internationalRep: '/reps/world' }} />, {
      user: DEMO_UIDS.buyer,
      site: { market: 'INTERNATIONAL' },
    });
    expect(await screen.findByRole('link', { name: 'Contact your rep' })).toHaveAttribute('href', '/reps/world');
  });

  it('PDP-03 gives a visitor the limited form for a print book: quantity and Add to cart, which go to the federated sign-in; no price', async () => {
    renderWithProviders(<ProductDetail code={almanac.isbn13} returnTo={`/products/${almanac.isbn13}`} />);
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    const form = add.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form.getAttribute('action')).toMatch(/\/api\/auth\/login$/);
    expect(form).toHaveFormValues({ return: `/products/${almanac.isbn13}` });
    expect(form).toHaveAccessibleDescription('Sign in to see your price and order.');
    expect(within(form).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(screen.queryByText(almanac.customPrice!.formattedValue)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Wish lists' })).not.toBeInTheDocument();
  });

  it('PDP-02 the visitor’s quantity goes to sign-in and back, and the buyer’s form starts from it', async () => {
    const { user, unmount } = renderWithProviders(
      <ProductDetail code={almanac.isbn13} returnTo={`/products/${almanac.isbn13}`} />,
    );
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    const form = screen.getByRole('button', { name: 'Add to cart' }).closest('form')!;
    expect(form).toHaveFormValues({ return: `/products/${almanac.isbn13}?quantity=3` });
    unmount();
    // Back from the federated sign-in at that address, signed in:
    window.history.replaceState(null, '', `/products/${almanac.isbn13}?quantity=3`);
    try {
      renderWithProviders(<ProductDetail code={almanac.isbn13} />, { user: DEMO_UIDS.buyer });
      await screen.findByRole('button', { name: 'Add to cart' });
      await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('PDP-02 the visitor’s Add to cart goes to sign-in with the title and quantity, to be made once back here', async () => {
    const { user } = renderWithProviders(
      <ProductDetail code={almanac.isbn13} returnTo={`/products/${almanac.isbn13}`} />,
    );
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    const form = screen.getByRole('button', { name: 'Add to cart' }).closest('form')!;
    expect(form).toHaveFormValues({ add: almanac.code, quantity: '4' });
  });

  it('PDP-02 back from signing in, the Add to cart pressed before is made once: announced, focused; a reload of that address adds nothing more', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    client.__memory.state.pendingAdds.set('kept-at-sign-in', { uid: DEMO_UIDS.buyer, code: almanac.code, quantity: 3 });
    const landing = `/products/${almanac.isbn13}?quantity=3&addAfterSignIn=kept-at-sign-in`;
    const inCart = () =>
      [...client.__memory.state.carts.values()]
        .filter((cart) => cart.userId === DEMO_UIDS.buyer)
        .flatMap((cart) => cart.entries ?? [])
        .filter((entry) => entry.product.code === almanac.code)
        .reduce((sum, entry) => sum + entry.quantity, 0);
    const before = inCart();
    window.history.replaceState(null, '', landing);
    try {
      const { unmount } = renderWithProviders(<ProductDetail code={almanac.isbn13} />, { client });
      expect(await screen.findByText(`3 × “${almanac.fullTitle}” added to your cart.`)).toBeInTheDocument();
      expect(inCart()).toBe(before + 3);
      expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
      // The one-time id has left the address: a reload no longer carries it.
      expect(window.location.search).toBe('?quantity=3');
      unmount();

      // The same address again (Back/Forward, a bookmark, a reload before the address changed): nothing more.
      window.history.replaceState(null, '', landing);
      renderWithProviders(<ProductDetail code={almanac.isbn13} />, { client });
      await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3));
      await waitFor(() => expect(window.location.search).toBe('?quantity=3'));
      expect(screen.queryByText(/added to your cart/)).not.toBeInTheDocument();
      expect(inCart()).toBe(before + 3);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('PDP-02 back from signing in as a buyer who may not buy the title: the reason is shown and nothing is added', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.international });
    client.__memory.state.pendingAdds.set('kept', { uid: DEMO_UIDS.international, code: almanac.code, quantity: 2 });
    window.history.replaceState(null, '', `/products/${almanac.isbn13}?quantity=2&addAfterSignIn=kept`);
    try {
      renderWithProviders(<ProductDetail code={almanac.isbn13} />, { client });
      expect(await screen.findByRole('link', { name: 'Contact your rep' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
      expect(screen.queryByText(/added to your cart/)).not.toBeInTheDocument();
      const carts = [...client.__memory.state.carts.values()].filter((c) => c.userId === DEMO_UIDS.international);
      expect(carts.flatMap((cart) => cart.entries ?? []).map((e) => e.product.code)).not.toContain(almanac.code);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('PDP-03 the limited form does not go to sign-in with a bad quantity', async () => {
    const { user } = renderWithProviders(<ProductDetail code={almanac.isbn13} />);
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('PDP-03 shows Contact Representative to a visitor asking for a first-brand eBook', async () => {
    renderWithProviders(<ProductDetail code={almanacEbook.isbn13} />);
    expect(await screen.findByRole('link', { name: 'Contact Representative' })).toHaveAttribute(
      'href',
      '/find-your-rep',
    );
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(productOfferKind({ product: almanacEbook, user: null, site: { market: 'NA', brand: 'shelfmark' } })).toBe(
      'contact-representative',
    );
  });

  it('PDP-03 asks a visitor to sign in for the price of digital media (a second-brand eBook), with no price and no form', async () => {
    const client = createMemoryApiClient({ user: null });
    client.__memory.state.products.get(largePrint.isbn13)!.mediaType = 'eBook';
    renderWithProviders(<ProductDetail code={largePrint.isbn13} returnTo="/back-here" />, {
      client,
      site: 'thorndike',
    });
    expect(await screen.findByRole('link', { name: 'Sign in for price' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/auth\/login\?return=%2Fback-here$/),
    );
    expect(screen.getByText('Sign in to see your price for this eBook.')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(
      productOfferKind({
        product: { ...largePrint, mediaType: 'eBook' },
        user: null,
        site: { market: 'NA', brand: 'thorndike' },
      }),
    ).toBe('sign-in-for-price');
  });

  it('PDP-03 shows an inquiry-only user no add-to-cart button, a disabled quantity field and no wish lists', async () => {
    renderWithProviders(<ProductDetail code={almanac.isbn13} />, { user: DEMO_UIDS.inquiry });
    expect(await screen.findByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Wish lists' })).not.toBeInTheDocument();
  });

  it('PDP-03 shows no price and no buy control to a signed-in user for whom the book is not purchasable', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    client.__memory.state.products.get(almanac.isbn13)!.customIsPurchasable = false;
    renderWithProviders(<ProductDetail code={almanac.isbn13} />, { client });
    expect(
      await screen.findByText('This title is not available to order online for your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(almanac.customPrice!.formattedValue)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('PDP-03 shows the price and the add-to-cart form to an active buyer', async () => {
    renderWithProviders(<ProductDetail code={almanac.isbn13} />, { user: DEMO_UIDS.buyer });
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.getByText(almanac.customPrice!.formattedValue)).toBeInTheDocument();
  });

  it('PDP-03 sends the signed-in user’s tier level and current ship-to with the product query', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const byCode = vi.spyOn(client.products, 'byCode');
    renderWithProviders(<ProductDetail code={almanac.isbn13} />, { client });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(byCode).toHaveBeenCalledWith({
        productCode: almanac.isbn13,
        tierLevel: 'T1',
        shipToAccountNumber: '100101',
      }),
    );
    expect(byCode).toHaveBeenCalledTimes(1);
  });
});
