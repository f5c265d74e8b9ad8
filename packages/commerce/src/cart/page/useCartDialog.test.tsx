import { act, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../../test/render';
import { demoProduct, fillCart } from '../cart.fixtures';
import { CartPage } from '../CartPage';
import { useCartDialog } from './useCartDialog';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");

async function buyerWith(lines: { product: ReturnType<typeof demoProduct>; quantity: number }[]) {
  const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
  await fillCart(client, lines);
  return client;
}

describe("the cart page's dialogs: one open at a time", () => {
  it('CART-08 a change that ends backordered replaces Change quantity by the backorder notice, and Escape leaves no dialog', async () => {
    const rare = demoProduct('Rare Maps of the Northern Coast');
    const { user } = renderWithProviders(<CartPage />, { client: await buyerWith([{ product: rare, quantity: 1 }]) });
    await user.click(await screen.findByRole('button', { name: 'Change quantity of Rare Maps of the Northern Coast' }));
    const edit = await screen.findByRole('dialog', { name: 'Change quantity' });
    const input = within(edit).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '5');
    await user.click(within(edit).getByRole('button', { name: 'Change' }));

    await screen.findByRole('dialog', { name: 'Product on backorder' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('CART-14 Save as wish list closed by Escape gives way to Download or print, which opens alone and closes the same way', async () => {
    const { user } = renderWithProviders(<CartPage />, {
      client: await buyerWith([{ product: almanac, quantity: 1 }]),
    });
    await user.click(await screen.findByRole('button', { name: 'Save as wish list' }));
    await screen.findByRole('dialog', { name: 'Save cart as wish list' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download or print' }));
    await screen.findByRole('dialog', { name: 'Download or print' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('CART-11 Clear cart asks once, and Cancel leaves the cart page with no dialog open', async () => {
    const { user } = renderWithProviders(<CartPage />, {
      client: await buyerWith([{ product: almanac, quantity: 1 }]),
    });
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lighthouse Keeper/ })).toBeInTheDocument();
  });
});

describe('useCartDialog', () => {
  it('opening a dialog while another is open shows only the new one', () => {
    const { result } = renderHook(() => useCartDialog());
    act(() => result.current.open({ kind: 'saveAsWishList' }));
    act(() => result.current.open({ kind: 'replaceFailed' }));
    expect(result.current.dialog).toEqual({ kind: 'replaceFailed' });
  });

  it('a late close from a dialog already replaced keeps its successor open (the failure notice stays)', () => {
    const { result } = renderHook(() => useCartDialog());
    act(() => result.current.open({ kind: 'quantityFailed', message: 'The cart service is not answering.' }));
    act(() => result.current.close('quantity'));
    expect(result.current.dialog).toEqual({ kind: 'quantityFailed', message: 'The cart service is not answering.' });
    act(() => result.current.close('quantityFailed'));
    expect(result.current.dialog).toEqual({ kind: 'none' });
  });

  it("a confirm's trigger opens it and its Escape or Cancel returns to no dialog", () => {
    const { result } = renderHook(() => useCartDialog());
    act(() => result.current.openChange('clearCart')(true));
    expect(result.current.dialog).toEqual({ kind: 'clearCart' });
    act(() => result.current.openChange('clearCart')(false));
    expect(result.current.dialog).toEqual({ kind: 'none' });
  });
});
