import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryApiClient, demoSeed, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../../test/render';
import { demoProduct, fillCart } from '../cart.fixtures';
import { CartPage } from '../CartPage';
import type { CartLineEvent } from './useReplaceWithNewEdition';

const B = DEMO_UIDS.buyer;
const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const atlas = demoProduct('An Atlas of Ancient Trade Routes');
/** The third edition of a demo title whose NEWER_EDITION reference is the fourth. */
function third() {
  const products = demoSeed().products.filter((p) => p.fullTitle === 'Foundations of Library Cataloguing');
  return { old: products.find((p) => p.edition === '3')!, newer: products.find((p) => p.edition === '4')! };
}

const current = (client: ReturnType<typeof createMemoryApiClient>) => client.__memory.cartsOf(B).find((c) => !c.saved)!;
const wishListsOf = (client: ReturnType<typeof createMemoryApiClient>) =>
  client.__memory.cartsOf(B).filter((c) => c.saved);

describe('CART-12 replace with new edition', () => {
  it('CART-12 adds the new edition with the same quantity, then removes the old line, and fires add and remove events', async () => {
    const { old, newer } = third();
    const client = createMemoryApiClient({ user: B });
    await fillCart(client, [
      { product: old, quantity: 3 },
      { product: almanac, quantity: 1 },
    ]);
    const events: CartLineEvent[] = [];
    const { user } = renderWithProviders(<CartPage onCartEvent={(e) => events.push(e)} />, { client });
    await user.click(
      await screen.findByRole('button', { name: 'Replace with new edition: Foundations of Library Cataloguing' }),
    );

    expect(
      await screen.findByText('“Foundations of Library Cataloguing” has been replaced with its new edition.'),
    ).toBeInTheDocument();
    const lines = current(client).entries.map((e) => [e.product.isbn13, e.quantity]);
    expect(lines).toEqual([
      [almanac.isbn13, 1],
      [newer.isbn13, 3],
    ]);
    expect(events).toEqual([
      { type: 'add_to_cart', productCode: newer.isbn13, quantity: 3 },
      { type: 'remove_from_cart', productCode: old.code, quantity: 3 },
    ]);
    expect(screen.queryByRole('button', { name: /^Replace with new edition/ })).not.toBeInTheDocument();
  });

  it('CART-12 keeps the old line and opens the replace-failure modal when the add answers errors', async () => {
    const { old, newer } = third();
    const client = createMemoryApiClient({ user: B, maxProductQuantity: 10 });
    await fillCart(client, [
      { product: old, quantity: 4 },
      { product: newer, quantity: 8 },
    ]);
    const events: CartLineEvent[] = [];
    const { user } = renderWithProviders(<CartPage onCartEvent={(e) => events.push(e)} />, {
      client,
      site: { maxProductQuantity: 10 },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Replace with new edition: Foundations of Library Cataloguing' }),
    );

    const modal = await screen.findByRole('dialog', { name: 'Item not replaced' });
    expect(modal).toHaveTextContent("Unfortunately, you can't replace this item.");
    expect(modal).toHaveTextContent('Max quantity exceeded (10)');
    expect(current(client).entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([
      [old.isbn13, 4],
      [newer.isbn13, 8],
    ]);
    expect(events).toEqual([]);
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('CART-15 save cart as wish list', () => {
  it("CART-15 choice '1' adds the cart to an existing wish list, the first (not expired) preselected as 'name code'", async () => {
    const client = createMemoryApiClient({ user: B });
    await fillCart(client, [{ product: atlas, quantity: 4 }]);
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Save as wish list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save cart as wish list' });
    expect(within(dialog).getByRole('radio', { name: 'Add to an existing wish list' })).toBeChecked();
    const select = within(dialog).getByRole('combobox', { name: 'Wish list' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Spring Reading List WL-0001']);
    expect(select).toHaveValue('WL-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Your cart has been successfully saved to the existing Wish List'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const list = (await client.wishlists.get({ cartId: 'WL-0001' })).savedCartData;
    expect(list.entries.find((e) => e.product.isbn13 === atlas.isbn13)?.quantity).toBe(4);
    expect(list.saved).toBe(true);
    expect(current(client).entries.map((e) => e.product.isbn13)).toEqual([atlas.isbn13]);
  });

  it("CART-15 choice '2' refuses an empty or blank name, then creates the list by name with the cart's lines", async () => {
    const client = createMemoryApiClient({ user: B });
    await fillCart(client, [
      { product: almanac, quantity: 2 },
      { product: atlas, quantity: 1 },
    ]);
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Save as wish list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save cart as wish list' });
    await user.click(within(dialog).getByRole('radio', { name: 'Create a new wish list' }));
    const name = within(dialog).getByRole('textbox', { name: 'Wish list name' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const before = wishListsOf(client).length;
    expect(save).toBeDisabled();
    await user.type(name, '   ');
    await user.tab();
    expect(name).toHaveAccessibleDescription('Please, provide a name for the wish list');
    expect(save).toBeDisabled();
    await user.type(name, '{Enter}');
    expect(screen.getByRole('dialog', { name: 'Save cart as wish list' })).toBeInTheDocument();
    expect(wishListsOf(client)).toHaveLength(before);

    await user.clear(name);
    await user.type(name, 'Autumn display');
    await user.click(save);
    expect(await screen.findByText('Wish List created successfully')).toBeInTheDocument();
    const lists = wishListsOf(client);
    expect(lists).toHaveLength(before + 1);
    const created = lists.find((l) => l.name === 'Autumn display')!;
    expect(created.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([
      [almanac.isbn13, 2],
      [atlas.isbn13, 1],
    ]);
  });
});
