import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryApiClient, demoSeed, DEMO_UIDS, type MemoryApiClient } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct } from '../cart/cart.fixtures';
import { AddToWishList } from './AddToWishList';
import { ProductDetail } from './ProductDetail';

const B = DEMO_UIDS.buyer;
const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const savedOf = (client: MemoryApiClient, name: string) =>
  client.__memory.cartsOf(B).find((c) => c.saved && c.name === name);

describe('PDP-02 add to a wish list from the product page', () => {
  it('PDP-02 adds the title with the form’s quantity to the chosen wish list and says so', async () => {
    const client = createMemoryApiClient({ user: B });
    await client.wishlists.create({ userId: B, name: 'Spring order' });
    await client.wishlists.create({ userId: B, name: 'Branch picks' });
    const { user } = renderWithProviders(<ProductDetail code={almanac.isbn13} />, { client });

    const group = await screen.findByRole('group', { name: 'Wish lists' });
    const select = await within(group).findByRole('combobox', { name: 'Wish list' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['Spring order', 'Branch picks']));
    await user.selectOptions(select, 'Branch picks');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(within(group).getByRole('button', { name: 'Add to wish list' }));

    expect(await within(group).findByRole('status')).toHaveTextContent(
      "4 × “The Lighthouse Keeper's Almanac” added to the wish list “Branch picks”.",
    );
    expect(savedOf(client, 'Branch picks')!.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([
      [almanac.isbn13, 4],
    ]);
    expect(savedOf(client, 'Spring order')!.entries).toEqual([]);
    // The cart is not touched.
    expect(client.__memory.cartsOf(B).find((c) => !c.saved)?.entries ?? []).toEqual([]);
  });

  it('PDP-02 a customer without wish lists gets only the link to the new-wish-list page', async () => {
    const client = createMemoryApiClient({ user: B, seed: { ...demoSeed(), carts: [] } });
    const list = vi.spyOn(client.wishlists, 'list');
    renderWithProviders(<ProductDetail code={almanac.isbn13} />, { client });
    const group = await screen.findByRole('group', { name: 'Wish lists' });
    expect(within(group).getByRole('link', { name: 'New wish list' })).toHaveAttribute('href', '/wishlist');
    expect(list).toHaveBeenCalled();
    expect(within(group).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('PDP-02 the block shows once the session and the lists are known, so it does not change shape under the user', async () => {
    renderWithProviders(<AddToWishList product={almanac} quantity={1} />, { user: B });
    const group = await screen.findByRole('group', { name: 'Wish lists' });
    // Shown with its list at once: never first without it while the session was still on its way.
    expect(within(group).getByRole('combobox', { name: 'Wish list' })).toHaveValue('WL-0001');
  });

  it('PDP-02 offers only wish lists that have not expired, the first one chosen', async () => {
    renderWithProviders(<ProductDetail code={almanac.isbn13} />, { user: B });
    const select = await screen.findByRole('combobox', { name: 'Wish list' });
    // The demo buyer's 'Archive 2023' expired in 2023.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Spring Reading List']);
    expect(select).toHaveValue('WL-0001');
  });

  it('PDP-02 the wish-list button is disabled while the quantity is invalid, and a refused add shows the backend’s message', async () => {
    const client = createMemoryApiClient({ user: B, maxProductQuantity: 10 });
    await client.wishlists.create({ userId: B, name: 'Spring order' });
    const { user } = renderWithProviders(<ProductDetail code={almanac.isbn13} />, {
      client,
      site: { maxProductQuantity: 10 },
    });
    const group = await screen.findByRole('group', { name: 'Wish lists' });
    await within(group).findByRole('combobox', { name: 'Wish list' });
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    expect(within(group).getByRole('button', { name: 'Add to wish list' })).toBeDisabled();

    client.carts.addEntries = async () => ({
      bulkCartModificationList: [
        {
          productCode: almanac.code,
          cartModification: null,
          errorList: { errors: [{ message: 'Product is not orderable.' }] },
        },
      ],
    });
    await user.type(quantity, '2');
    await user.click(within(group).getByRole('button', { name: 'Add to wish list' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'This title could not be added to the wish list. Product is not orderable.',
    );
  });

  it('PDP-02 a pending user who clicks Add to wish list goes to accountConfirmation, and nothing is added', async () => {
    const pending = DEMO_UIDS.pending;
    const client = createMemoryApiClient({ user: pending });
    await client.wishlists.create({ userId: pending, name: 'Drafts' });
    const { user, location } = renderWithProviders(<ProductDetail code={almanac.isbn13} />, {
      client,
      route: `/products/${almanac.isbn13}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Add to wish list' }));
    expect(location()).toBe('/account-confirmation');
    expect(client.__memory.cartsOf(pending).find((c) => c.saved)!.entries).toEqual([]);
  });

  it('WISH-02 PDP-02 a pending user’s New wish list goes to account confirmation, not to a Create that sends them there', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.pending, seed: { ...demoSeed(), carts: [] } });
    const { user, location } = renderWithProviders(<ProductDetail code={almanac.isbn13} />, {
      client,
      route: `/products/${almanac.isbn13}`,
    });
    const group = await screen.findByRole('group', { name: 'Wish lists' });
    const link = within(group).getByRole('link', { name: 'New wish list' });
    expect(link).toHaveAttribute('href', '/account-confirmation');
    await user.click(link);
    expect(location()).toBe('/account-confirmation');
  });
});
