import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@shelfmark/api-client';
import { buildCart, createMemoryApiClient, demoSeed, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct, fillCart } from '../cart/cart.fixtures';
import { searchWishLists } from './searchWishLists';
import { WishListPage } from './WishListPage';

const B = DEMO_UIDS.buyer;
const current = (client: ReturnType<typeof createMemoryApiClient>) => client.__memory.cartsOf(B).find((c) => !c.saved)!;

/** The demo seed with `count` extra wish lists for the buyer. */
function seedWithLists(count: number) {
  const seed = demoSeed();
  const book = seed.products.find((p) => p.fullTitle === 'The Quiet Archive')!;
  const extra = Array.from({ length: count }, (_, i) =>
    buildCart({
      code: `WL-9${String(i).padStart(3, '0')}`,
      userId: B,
      name: `List ${i + 1}`,
      saved: true,
      modifiedTime: `2026-09-${String(10 + i).padStart(2, '0')}T08:00:00.000Z`,
      expirationTime: '2099-01-01T00:00:00.000Z',
      lines: [{ product: book, quantity: 1 }],
    }),
  );
  return { ...seed, carts: [...(seed.carts ?? []), ...extra] };
}

describe('WISH-01 wish-list page', () => {
  it('WISH-01 says "1 item", not "1 items", for a list of one title', async () => {
    renderWithProviders(<WishListPage />, { user: B, seed: seedWithLists(1) });
    await screen.findByRole('button', { name: 'List 1' });
    expect(screen.getByText('1 item · Modified 2026-09-10')).toBeInTheDocument();
    expect(screen.queryByText(/1 items/)).not.toBeInTheDocument();
  });

  it('WISH-01 lists the wish lists in an accordion with their entries, items and modified date (10 characters)', async () => {
    const { user } = renderWithProviders(<WishListPage />, { user: B });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wish Lists' })).toBeInTheDocument();
    const spring = await screen.findByRole('button', { name: 'Spring Reading List' });
    expect(spring).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('3 items · Modified 2026-10-02')).toBeInTheDocument();
    await user.click(spring);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('WISH-01 searches entry titles case-insensitively and ISBN-13 / ISBN-10 by digits; says when nothing matches', async () => {
    const { user } = renderWithProviders(<WishListPage />, { user: B });
    const search = await screen.findByRole('searchbox', { name: 'Search wish lists' });
    await screen.findByRole('button', { name: 'Spring Reading List' });
    const seed = demoSeed();
    const spring = seed.carts!.find((c) => c.code === 'WL-0001')!;
    const archive = seed.carts!.find((c) => c.code === 'WL-0002')!;
    const springTitle = spring.entries[0]!.product.fullTitle;
    await user.type(search, springTitle.toUpperCase());
    expect(screen.getByRole('button', { name: 'Spring Reading List' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive 2023' })).not.toBeInTheDocument();

    const isbn = archive.entries[0]!.product.isbn13;
    await user.clear(search);
    await user.type(search, `${isbn.slice(0, 3)}-${isbn.slice(3)}`);
    expect(screen.getByRole('button', { name: 'Archive 2023' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spring Reading List' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'no such title');
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it('WISH-01 search matches an ISBN-10 by its digits', () => {
    const product = { ...demoProduct('The Quiet Archive'), isbn10: '0-00-000020-X' };
    const list = buildCart({ code: 'X', userId: B, saved: true, lines: [{ product, quantity: 1 }] });
    expect(searchWishLists([list], '000000020')).toHaveLength(1);
    expect(searchWishLists([list], '999')).toHaveLength(0);
  });

  it('WISH-01 pages the lists 10 at a time, newest first', async () => {
    const { user } = renderWithProviders(<WishListPage />, { user: B, seed: seedWithLists(12) });
    await screen.findByRole('button', { name: 'List 12' });
    const triggers = () =>
      screen.getAllByRole('button', { expanded: false }).filter((b) => b.className.includes('sm-wishlists__trigger'));
    expect(triggers()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(triggers().map((b) => b.textContent)).toEqual(['List 3', 'List 2', 'List 1', 'Archive 2023']);
    expect(triggers()).toHaveLength(4);
  });
});

describe('WISH-02 create, delete, restore', () => {
  it('WISH-02 creates a wish list by name; Save stays disabled for an empty or blank name', async () => {
    const client = createMemoryApiClient({ user: B });
    const { user } = renderWithProviders(<WishListPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Create wish list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create wish list' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const name = within(dialog).getByRole('textbox', { name: 'Wish list name' });
    const before = client.__memory.cartsOf(B).filter((c) => c.saved).length;
    expect(save).toBeDisabled();
    await user.type(name, '  ');
    await user.tab();
    expect(name).toHaveAccessibleDescription('Please, provide a name for the wish list');
    expect(save).toBeDisabled();
    await user.type(name, '{Enter}');
    expect(screen.getByRole('dialog', { name: 'Create wish list' })).toBeInTheDocument();
    expect(client.__memory.cartsOf(B).filter((c) => c.saved)).toHaveLength(before);
    await user.clear(name);
    await user.type(name, 'Summer Reading');
    await user.click(save);
    expect(await screen.findByText('Wish list created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Summer Reading' })).toBeInTheDocument();
    expect((await client.wishlists.list({ userId: B })).carts.map((c) => c.name)).toContain('Summer Reading');
    expect(client.__memory.cartsOf(B).filter((c) => c.saved)).toHaveLength(before + 1);
  });

  it('WISH-02 says so when creating fails, and nothing is created', async () => {
    const client = createMemoryApiClient({ user: B });
    client.wishlists.create = async () => {
      throw new ApiError({ status: 503, code: 'INTERNAL', message: 'Down.' });
    };
    const { user } = renderWithProviders(<WishListPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Create wish list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create wish list' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Wish list name' }), 'Summer Reading');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create wish list');
    expect((await client.wishlists.list({ userId: B })).carts).toHaveLength(2);
  });

  it('WISH-02 deletes a wish list after confirmation', async () => {
    const client = createMemoryApiClient({ user: B });
    const { user } = renderWithProviders(<WishListPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Spring Reading List' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Spring Reading List' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete wish list' });
    expect(confirm).toHaveTextContent('Delete “Spring Reading List”? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Wish list deleted successfully')).toBeInTheDocument();
    expect((await client.wishlists.list({ userId: B })).carts.map((c) => c.code)).toEqual(['WL-0002']);
    // Its Delete went with it: focus is on the list now in its place, not on the page's body.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Archive 2023' })).toHaveFocus());
  });

  it('WISH-02 restores a list after confirmation: the cart is replaced by its lines, the list kept', async () => {
    const client = createMemoryApiClient({ user: B });
    await fillCart(client, [{ product: demoProduct('Chemistry: Atoms First'), quantity: 9 }]);
    const { user } = renderWithProviders(<WishListPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Spring Reading List' }));
    await user.click(await screen.findByRole('button', { name: 'Restore Spring Reading List' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore wish list' });
    expect(confirm).toHaveTextContent('Restoring “Spring Reading List” replaces your current cart with its items.');
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Wish list restored successfully')).toBeInTheDocument();

    const spring = demoSeed().carts!.find((c) => c.code === 'WL-0001')!;
    const cart = current(client);
    expect(cart.name).toBe('Spring Reading List');
    expect(cart.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual(
      spring.entries.map((e) => [e.product.isbn13, e.quantity]),
    );
    expect((await client.wishlists.list({ userId: B })).carts.map((c) => c.code)).toContain('WL-0001');
  });
});

describe('WISH-03 expiry and entries', () => {
  it('WISH-03 an expired list says so and its Restore is disabled', async () => {
    const { user } = renderWithProviders(<WishListPage />, { user: B });
    await user.click(await screen.findByRole('button', { name: 'Archive 2023' }));
    expect(screen.getByText('This wish list has expired')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Restore Archive 2023' })).toBeDisabled();
  });

  it('WISH-03 removes the selected entries of a list', async () => {
    const client = createMemoryApiClient({ user: B });
    const spring = demoSeed().carts!.find((c) => c.code === 'WL-0001')!;
    const { user } = renderWithProviders(<WishListPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Spring Reading List' }));
    const remove = await screen.findByRole('button', { name: 'Remove selected (0)' });
    expect(remove).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: `Select ${spring.entries[0]!.product.fullTitle}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${spring.entries[2]!.product.fullTitle}` }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    expect(
      await screen.findByText('The selected items have been removed from “Spring Reading List”.'),
    ).toBeInTheDocument();
    const left = (await client.wishlists.get({ cartId: 'WL-0001' })).savedCartData.entries.map((e) => e.product.isbn13);
    expect(left).toEqual([spring.entries[1]!.product.isbn13]);
    expect(await screen.findByRole('button', { name: 'Remove selected (0)' })).toBeDisabled();
  });
});

describe('WISH-01 wish lists for a visitor and a pending account', () => {
  it('WISH-01 asks a visitor to sign in and come back, offering no Create that would fail', async () => {
    renderWithProviders(<WishListPage />, { route: '/wishlist' });
    expect(await screen.findByText('Sign in to see and create your wish lists.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/auth\/login\?return=%2Fwishlist$/),
    );
    expect(screen.queryByRole('button', { name: /create/i })).not.toBeInTheDocument();
  });

  it('WISH-02 a pending account pressing Create is sent to account confirmation (spec 001 §4)', async () => {
    const { user, location, site } = renderWithProviders(<WishListPage />, {
      user: DEMO_UIDS.pending,
      route: '/wishlist',
    });
    const create = await screen.findByRole('button', { name: /create/i });
    await user.click(create);
    expect(location()).toBe(site.routes.accountConfirmation);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
