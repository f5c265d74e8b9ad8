import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shelfmark/api-client';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../../test/render';
import { demoProduct, fillCart, holdCartReads } from '../cart.fixtures';
import { CartPage } from '../CartPage';
import { CartToast } from './CartToast';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const atlas = demoProduct('An Atlas of Ancient Trade Routes');
const archive = demoProduct('The Quiet Archive');

async function buyerWithCart(
  lines = [
    { product: almanac, quantity: 2 },
    { product: atlas, quantity: 1 },
  ],
) {
  const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
  const cart = await fillCart(client, lines);
  return { client, cart };
}

const storedCart = (client: ReturnType<typeof createMemoryApiClient>) =>
  client.__memory.cartsOf(DEMO_UIDS.buyer).find((c) => !c.saved)!;

describe('CART-08 quantity edit', () => {
  it('CART-08 changes a line quantity and refreshes the cart', async () => {
    const { client } = await buyerWithCart();
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('button', { name: "Change quantity of The Lighthouse Keeper's Almanac" }));
    const dialog = await screen.findByRole('dialog', { name: 'Change quantity' });
    const input = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveValue(2);
    await user.clear(input);
    await user.type(input, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));

    expect(await screen.findByText(`The quantity of ${almanac.isbn13} has been updated to 7.`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedCart(client).entries.find((e) => e.product.isbn13 === almanac.isbn13)?.quantity).toBe(7);
    expect(within(screen.getByRole('row', { name: /Lighthouse Keeper/ })).getAllByRole('cell')[0]).toHaveTextContent(
      /^7/,
    );
  });

  it('CART-08 says what is wrong and keeps Change disabled: required, min 1, max with the maximum', async () => {
    const { client } = await buyerWithCart();
    const { user } = renderWithProviders(<CartPage />, { client, site: { maxProductQuantity: 50 } });
    await user.click(await screen.findByRole('button', { name: "Change quantity of The Lighthouse Keeper's Almanac" }));
    const dialog = await screen.findByRole('dialog', { name: 'Change quantity' });
    const input = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    const change = within(dialog).getByRole('button', { name: 'Change' });

    await user.clear(input);
    expect(input).toHaveAccessibleDescription('Please, provide quantity');
    expect(change).toBeDisabled();
    await user.type(input, '0');
    expect(input).toHaveAccessibleDescription('Min quantity is 1');
    expect(change).toBeDisabled();
    await user.clear(input);
    await user.type(input, '51');
    expect(input).toHaveAccessibleDescription('Max quantity is 50');
    expect(change).toBeDisabled();
    await user.clear(input);
    await user.paste('1a2-');
    expect(input).toHaveValue(12);
    expect(change).toBeEnabled();
    expect(storedCart(client).entries.find((e) => e.product.isbn13 === almanac.isbn13)?.quantity).toBe(2);
  });

  it('CART-08 a pasted quantity keeps only its digits: letters only, 0 or above the maximum say what is wrong, keep Change disabled and change nothing', async () => {
    const { client } = await buyerWithCart();
    const { user } = renderWithProviders(<CartPage />, { client, site: { maxProductQuantity: 50 } });
    await user.click(await screen.findByRole('button', { name: "Change quantity of The Lighthouse Keeper's Almanac" }));
    const dialog = await screen.findByRole('dialog', { name: 'Change quantity' });
    const input = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    const change = within(dialog).getByRole('button', { name: 'Change' });
    const storedQuantity = () => storedCart(client).entries.find((e) => e.product.isbn13 === almanac.isbn13)?.quantity;

    await user.click(input);
    await user.paste('abc');
    expect(input).toHaveValue(null);
    expect(input).toHaveAccessibleDescription('Please, provide quantity');
    expect(change).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(dialog).toBeInTheDocument();
    expect(storedQuantity()).toBe(2);

    await user.paste('0');
    expect(input).toHaveValue(0);
    expect(input).toHaveAccessibleDescription('Min quantity is 1');
    expect(change).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(storedQuantity()).toBe(2);

    await user.paste('51');
    expect(input).toHaveValue(51);
    expect(input).toHaveAccessibleDescription('Max quantity is 50');
    expect(change).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Change quantity' })).toBeInTheDocument();
    expect(screen.queryByText(/has been updated to/)).not.toBeInTheDocument();
    expect(storedQuantity()).toBe(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Lighthouse Keeper/ })).getAllByRole('cell')[0]).toHaveTextContent(
      /^2/,
    );
  });

  it('CART-08 disables Change while the update is on its way', async () => {
    const { client } = await buyerWithCart();
    let release: () => void = () => {};
    const real = client.carts.updateEntries;
    client.carts.updateEntries = async (body) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return real(body);
    };
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('button', { name: "Change quantity of The Lighthouse Keeper's Almanac" }));
    const dialog = await screen.findByRole('dialog', { name: 'Change quantity' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Quantity' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await within(dialog).findByRole('button', { name: 'Updating…' })).toBeDisabled();
    act(() => release());
    expect(await screen.findByText(`The quantity of ${almanac.isbn13} has been updated to 20.`)).toBeInTheDocument();
  });

  it('CART-08 opens the quantity-update-failed modal when the backend refuses', async () => {
    const { client } = await buyerWithCart();
    client.carts.updateEntries = async () => {
      throw new ApiError({ status: 503, code: 'INTERNAL', message: 'The cart service is not answering.' });
    };
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('button', { name: "Change quantity of The Lighthouse Keeper's Almanac" }));
    const dialog = await screen.findByRole('dialog', { name: 'Change quantity' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Quantity' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    const failed = await screen.findByRole('dialog', { name: 'Quantity not updated' });
    expect(failed).toHaveTextContent('The quantity could not be updated.');
    expect(failed).toHaveTextContent('The cart service is not answering.');
    await user.click(within(failed).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedCart(client).entries.find((e) => e.product.isbn13 === almanac.isbn13)?.quantity).toBe(2);
  });

  it('CART-08 shows the backorder notice with requested, available and backordered quantities', async () => {
    const rare = demoProduct('Rare Maps of the Northern Coast');
    const { client } = await buyerWithCart([{ product: rare, quantity: 1 }]);
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Change quantity of Rare Maps of the Northern Coast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change quantity' });
    const input = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    const notice = await screen.findByRole('dialog', { name: 'Product on backorder' });
    expect(notice).toHaveTextContent('A portion of your order will be backordered.');
    const backordered = storedCart(client).entries[0]!.backOrderedQty;
    expect(backordered).toBeGreaterThan(0);
    expect(notice).toHaveTextContent(`Requested5Available${5 - backordered}Backordered${backordered}`);
  });
});

describe('CART-10 remove selected', () => {
  it('CART-10 speaks of one selected line in the singular (no "1 selected items")', async () => {
    const { client } = await buyerWithCart([
      { product: almanac, quantity: 1 },
      { product: atlas, quantity: 2 },
    ]);
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('checkbox', { name: 'Select An Atlas of Ancient Trade Routes' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (1)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove selected items' });
    expect(dialog).toHaveTextContent('Remove the selected item from your cart?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The selected item has been removed from your cart.')).toBeInTheDocument();
  });

  it('CART-10 removes the selected lines in descending entry-number order, then clears the selection', async () => {
    const { client, cart } = await buyerWithCart([
      { product: almanac, quantity: 1 },
      { product: atlas, quantity: 2 },
      { product: archive, quantity: 3 },
    ]);
    const order: number[] = [];
    const real = client.carts.removeEntry;
    client.carts.removeEntry = (query) => {
      order.push(query.entryNumber);
      return real(query);
    };
    const { user } = renderWithProviders(<CartPage />, { client });
    const removeSelected = await screen.findByRole('button', { name: 'Remove selected (0)' });
    expect(removeSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: "Select The Lighthouse Keeper's Almanac" }));
    await user.click(screen.getByRole('checkbox', { name: 'Select The Quiet Archive' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove selected items' });
    expect(dialog).toHaveTextContent('Remove the 2 selected items from your cart?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('2 selected items have been removed from your cart.')).toBeInTheDocument();
    const numberOf = (isbn: string) => cart.entries.find((e) => e.product.isbn13 === isbn)!.entryNumber;
    expect(order).toEqual([numberOf(almanac.isbn13), numberOf(archive.isbn13)].sort((a, b) => b - a));
    expect(storedCart(client).entries.map((e) => e.product.isbn13)).toEqual([atlas.isbn13]);
    expect(await screen.findByRole('button', { name: 'Remove selected (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select An Atlas of Ancient Trade Routes' })).not.toBeChecked();
  });

  it('CART-10 a line ticked while the cart is being refetched after a removal stays that title, and only it is removed', async () => {
    const { client } = await buyerWithCart([
      { product: almanac, quantity: 1 },
      { product: atlas, quantity: 2 },
      { product: archive, quantity: 3 },
    ]);
    const { user } = renderWithProviders(<CartPage />, { client });
    await screen.findByRole('checkbox', { name: 'Select The Quiet Archive' });
    // The refetch after the removal is held until the buyer has ticked a line.
    const { release } = holdCartReads(client);
    await user.click(screen.getByRole('button', { name: "Remove The Lighthouse Keeper's Almanac" }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove item' })).getByRole('button', { name: 'Remove' }),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select The Quiet Archive' }));
    act(() => release());
    // The server has renumbered the lines: the tick is still on the same title.
    await vi.waitFor(() => expect(storedCart(client).entries).toHaveLength(2));
    expect(await screen.findByRole('checkbox', { name: 'Select The Quiet Archive' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select An Atlas of Ancient Trade Routes' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove selected (1)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Select The Quiet Archive' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: 'Select An Atlas of Ancient Trade Routes' })).toBeInTheDocument();
    expect(storedCart(client).entries.map((e) => e.product.isbn13)).toEqual([atlas.isbn13]);
  });

  it('CART-10 stops at a failure, says so, and keeps what is left selected', async () => {
    const { client } = await buyerWithCart();
    client.carts.removeEntry = async () => {
      throw new ApiError({ status: 503, code: 'INTERNAL', message: 'Try again later.' });
    };
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('checkbox', { name: 'Select An Atlas of Ancient Trade Routes' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (1)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not every selected item could be removed. Try again later.',
    );
    expect(screen.getByRole('checkbox', { name: 'Select An Atlas of Ancient Trade Routes' })).toBeChecked();
    expect(storedCart(client).entries).toHaveLength(2);
  });
});

describe('CART-11 clear cart', () => {
  it('CART-11 deletes the cart after confirmation, starts a new empty one and says so', async () => {
    const { client, cart } = await buyerWithCart();
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear cart' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear cart' }));

    expect(await screen.findByText('Your cart has been successfully deleted')).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    const carts = client.__memory.cartsOf(DEMO_UIDS.buyer).filter((c) => !c.saved);
    expect(carts.map((c) => c.code)).not.toContain(cart.code);
    expect(carts).toHaveLength(1);
    expect(carts[0]!.entries).toEqual([]);
  });

  it('CART-11 keeps the cart and shows the failure toast when deletion fails', async () => {
    const { client } = await buyerWithCart();
    client.carts.delete = async () => {
      throw new ApiError({ status: 503, code: 'INTERNAL', message: 'Down' });
    };
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cart deletion failed, please try once again');
    expect(screen.getByRole('link', { name: /Lighthouse Keeper/ })).toBeInTheDocument();
    expect(storedCart(client).entries).toHaveLength(2);
  });
});

describe('CART-16 toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('CART-16 dismisses a toast after 10000 ms, and at once from its button', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const toast = { kind: 'success' as const, message: 'Your cart has been successfully deleted', id: 1 };
    const { rerender } = render(<CartToast toast={toast} onDismiss={onDismiss} dismissLabel="Dismiss" />);
    expect(screen.getByRole('status')).toHaveTextContent('Your cart has been successfully deleted');
    act(() => vi.advanceTimersByTime(9_999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);

    rerender(
      <CartToast
        toast={{ kind: 'danger', message: 'Cart deletion failed, please try once again', id: 2 }}
        onDismiss={onDismiss}
        dismissLabel="Dismiss"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Cart deletion failed, please try once again');
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('CART-16 WCAG 2.2.1 1.4.13 4.1.3 a success toast waits while hovered or focused, and its region is on the page before its text', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const { rerender } = render(<CartToast toast={null} onDismiss={onDismiss} dismissLabel="Dismiss" />);
    // The polite region is there, empty, before any toast: a region inserted with its text is often not read.
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    rerender(
      <CartToast
        toast={{ kind: 'success', message: 'Your cart has been successfully deleted', id: 1 }}
        onDismiss={onDismiss}
        dismissLabel="Dismiss"
      />,
    );
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Your cart has been successfully deleted');
    const toast = region.firstElementChild as HTMLElement;
    act(() => vi.advanceTimersByTime(4_000));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).blur());
    // The rest of its time, not ten seconds again.
    act(() => vi.advanceTimersByTime(5_999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('CART-16 WCAG 2.2.1 a failure toast stays until it is dismissed', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <CartToast
        toast={{ kind: 'danger', message: 'Cart deletion failed, please try once again', id: 3 }}
        onDismiss={onDismiss}
        dismissLabel="Dismiss"
      />,
    );
    act(() => vi.advanceTimersByTime(600_000));
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Cart deletion failed, please try once again');
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
