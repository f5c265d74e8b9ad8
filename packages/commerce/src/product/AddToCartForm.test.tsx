import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionQueries } from '@shelfmark/api-client/react';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct, fillCart } from '../cart/cart.fixtures';
import { quantityInCart } from '../cart/quantityInCart';
import { useCart } from '../cart/useCart';
import { AddToCartForm } from './AddToCartForm';
import { backorderOf } from './useAddToCartForm';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");

function currentCart(client: ReturnType<typeof createMemoryApiClient>, uid: string = DEMO_UIDS.buyer) {
  return client.__memory.cartsOf(uid).find((c) => !c.saved);
}

describe('AddToCartForm', () => {
  it('PDP-02 adds the chosen quantity and says so in a status message', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<AddToCartForm product={almanac} />, { client });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "2 × “The Lighthouse Keeper's Almanac” added to your cart.",
    );
    const cart = currentCart(client);
    expect(cart?.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([[almanac.isbn13, 2]]);
  });

  it('PDP-02 refreshes the cart query after adding, so a cart count elsewhere on the page updates', async () => {
    function CartCount() {
      const { totalUnitCount } = useCart();
      return <p data-testid="count">{totalUnitCount}</p>;
    }
    const { user } = renderWithProviders(
      <>
        <CartCount />
        <AddToCartForm product={almanac} />
      </>,
      { user: DEMO_UIDS.buyer },
    );
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('0'));
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));
  });

  it('PDP-02 tells how many can still be added when the cart plus the new quantity passes the maximum, and adds nothing', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer, maxProductQuantity: 10 });
    await fillCart(client, [{ product: almanac, quantity: 7 }]);
    const { user } = renderWithProviders(<AddToCartForm product={almanac} />, {
      client,
      site: { maxProductQuantity: 10 },
    });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    const dialog = await screen.findByRole('dialog', { name: 'Quantity limit reached' });
    expect(dialog).toHaveTextContent(
      'You can add 3 more. The maximum is 10 per title and you already have 7 in your cart.',
    );
    expect(currentCart(client)?.entries[0]?.quantity).toBe(7);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });

  it('PDP-02 says no quantity is left when the cart already holds the maximum', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer, maxProductQuantity: 10 });
    await fillCart(client, [{ product: almanac, quantity: 10 }]);
    const { user } = renderWithProviders(<AddToCartForm product={almanac} />, {
      client,
      site: { maxProductQuantity: 10 },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'You already have 10 in your cart, the maximum of 10 per title. No more can be added.',
    );
  });

  it('PDP-02 past the maximum says so, not that stock is short, for a title the stock cannot cover either', async () => {
    const tidewater = demoProduct('Tidewater: A Natural History');
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer, maxProductQuantity: 10 });
    await fillCart(client, [{ product: tidewater, quantity: 10 }]);
    const { user } = renderWithProviders(<AddToCartForm product={tidewater} />, {
      client,
      site: { maxProductQuantity: 10 },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('No more can be added.');
    expect(screen.queryByRole('dialog', { name: 'Not enough stock' })).not.toBeInTheDocument();
  });

  it('PDP-02 refetches the cart first, so units added elsewhere count against the maximum', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer, maxProductQuantity: 10 });
    const { user } = renderWithProviders(<AddToCartForm product={almanac} />, {
      client,
      site: { maxProductQuantity: 10 },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await screen.findByText(/added to your cart/);
    // Another tab fills the cart behind this page's cached copy.
    await fillCart(client, [{ product: almanac, quantity: 8 }]);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'You can add 1 more. The maximum is 10 per title and you already have 9 in your cart.',
    );
  });

  it('PDP-02 checks the quantity on every change and keeps the button disabled while it is wrong', async () => {
    const { user } = renderWithProviders(<AddToCartForm product={almanac} />, { user: DEMO_UIDS.buyer });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveAttribute('max', '999');
    await user.type(quantity, '000');
    expect(quantity).toHaveAccessibleDescription('Max quantity is 999');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await user.clear(quantity);
    expect(quantity).toHaveAccessibleDescription('Please, provide quantity');
    await user.type(quantity, '0');
    expect(quantity).toHaveAccessibleDescription('Min quantity is 1');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('PDP-02 shows the backend’s reason when the title cannot be added', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const unknown = { ...almanac, code: '9799999999999@PRINT', isbn13: '9799999999999' };
    const { user } = renderWithProviders(<AddToCartForm product={unknown} />, { client });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /This title could not be added to your cart\. .*not found/i,
    );
    expect(currentCart(client)?.entries ?? []).toEqual([]);
  });

  it('PDP-02 sends a visitor to the federated sign-in, returning to the product page', async () => {
    renderWithProviders(<AddToCartForm product={almanac} returnTo={`/products/${almanac.isbn13}`} />);
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', `/api/auth/login?return=${encodeURIComponent(`/products/${almanac.isbn13}`)}`);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('PDP-03 gives an inquiry-only user no buy control and a disabled quantity field', async () => {
    renderWithProviders(<AddToCartForm product={almanac} />, { user: DEMO_UIDS.inquiry });
    expect(await screen.findByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('PDP-02 sends a pending user to accountConfirmation instead of adding', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.pending });
    const { user, location } = renderWithProviders(<AddToCartForm product={almanac} />, {
      client,
      route: `/products/${almanac.isbn13}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(location()).toBe('/account-confirmation');
    expect(client.__memory.cartsOf(DEMO_UIDS.pending).flatMap((c) => c.entries)).toEqual([]);
  });

  it('offers no buy control for a product that cannot be bought online', async () => {
    const database = demoProduct('World History in Context');
    const { container, queryClient } = renderWithProviders(<AddToCartForm product={database} />, {
      user: DEMO_UIDS.buyer,
    });
    await waitFor(() => expect(queryClient.getQueryData(sessionQueries.all())).toBeDefined());
    expect(container).toBeEmptyDOMElement();
  });

  it('PDP-02 asks before adding a custom product, and adds only after the confirmation', async () => {
    const pack = demoProduct('Regional Studies Course Pack');
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<AddToCartForm product={pack} />, { client });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom product' });
    expect(dialog).toHaveTextContent(
      'Custom products cannot be returned or cancelled once ordered. Add 1 to your cart?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(currentCart(client)?.entries ?? []).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Custom product' })).getByRole('button', {
        name: 'Add to cart',
      }),
    );
    await waitFor(() =>
      expect(currentCart(client)?.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([[pack.isbn13, 1]]),
    );
  });

  it('PDP-02 asks through the no-stock dialog before adding, with this request’s numbers; Cancel adds nothing, Add to cart adds', async () => {
    const tidewater = demoProduct('Tidewater: A Natural History');
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<AddToCartForm product={tidewater} />, { client });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    let dialog = await screen.findByRole('dialog', { name: 'Not enough stock' });
    expect(dialog).toHaveTextContent('You asked for 4. 4 of them are not in stock now and will be backordered.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(quantityInCart(currentCart(client), tidewater.code)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    dialog = await screen.findByRole('dialog', { name: 'Not enough stock' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(quantityInCart(currentCart(client), tidewater.code)).toBe(4));
    expect(await screen.findByRole('status')).toHaveTextContent('4 of them will be backordered.');
    // A second request is told about its own units only, not the 4 the line already backorders.
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    dialog = await screen.findByRole('dialog', { name: 'Not enough stock' });
    expect(dialog).toHaveTextContent('You asked for 2. 2 of them are not in stock now and will be backordered.');
  });

  it('PDP-02 counts only this request’s units past the stock: what the cart holds uses the stock first', () => {
    expect(backorderOf(10, 0, 50)).toBe(0);
    expect(backorderOf(10, 45, 50)).toBe(5);
    expect(backorderOf(10, 60, 50)).toBe(10);
    expect(backorderOf(4, 0, 0)).toBe(4);
  });
});
