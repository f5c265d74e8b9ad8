import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shelfmark/api-client';
import { cartQueries } from '@shelfmark/api-client/react';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct, fillCart, holdCartReads } from './cart.fixtures';
import { CartPage } from './CartPage';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const atlas = demoProduct('An Atlas of Ancient Trade Routes');
const archive = demoProduct('The Quiet Archive');
const storedCart = (client: ReturnType<typeof createMemoryApiClient>) =>
  client.__memory.cartsOf(DEMO_UIDS.buyer).find((c) => !c.saved)!;

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

describe('CartPage', () => {
  it('CART-05 lists each line under Products / Quantity / Price with the title opening the product page in a new tab', async () => {
    const { client, cart } = await buyerWithCart();
    renderWithProviders(<CartPage />, { client, route: '/cart' });

    const table = await screen.findByRole('table', { name: 'Items in your cart' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Products', 'Quantity', 'Price', 'Actions']);
    const link = within(table).getByRole('link', { name: /The Lighthouse Keeper's Almanac/ });
    expect(link).toHaveAttribute('href', `/products/${almanac.isbn13}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName("The Lighthouse Keeper's Almanac (opens in a new tab)");

    const row = within(table).getByRole('row', { name: /Lighthouse Keeper/ });
    expect(row).toHaveTextContent(`ISBN: ${almanac.isbn13}`);
    expect(row).not.toHaveTextContent('@');
    const line = cart.entries.find((e) => e.product.isbn13 === almanac.isbn13)!;
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(row).toHaveTextContent(line.totalPrice.formattedValue);
  });

  it('CART-06 sums the cart up: subtotal, shipping "-", total and the taxes message', async () => {
    const { client, cart } = await buyerWithCart();
    renderWithProviders(<CartPage />, { client });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal').nextElementSibling).toHaveTextContent(cart.subTotal.formattedValue);
    expect(within(summary).getByText('Shipping').nextElementSibling).toHaveTextContent('-');
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent(cart.totalPrice.formattedValue);
    expect(summary).toHaveTextContent('Taxes are calculated when your order ships.');
    expect(within(summary).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('CART-07 keeps checkout disabled for a user without purchaser rights', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.pending });
    // Lines put in while the account was active: the cart refuses a pending account's adds (spec 001 §6).
    const pending = client.__memory.state.users.get(DEMO_UIDS.pending)!;
    pending.accountStatus = 'ACTIVE';
    await fillCart(client, [{ product: almanac, quantity: 1 }], DEMO_UIDS.pending);
    pending.accountStatus = 'PENDING';
    renderWithProviders(<CartPage />, { client });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(await screen.findByRole('link', { name: /Lighthouse Keeper/ })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(within(summary).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('says the cart is empty and offers to continue shopping', async () => {
    renderWithProviders(<CartPage />, { user: DEMO_UIDS.buyer });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CONTINUE SHOPPING' })).toHaveAttribute('href', '/');
  });

  it('shows a loading message until the cart arrives', async () => {
    renderWithProviders(<CartPage />, { user: DEMO_UIDS.buyer });
    expect(screen.getByText('Loading your cart…')).toHaveAttribute('role', 'status');
    await screen.findByText('Your cart is empty.');
  });

  it('says so when the cart cannot be loaded, and loads it again on request', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const realGet = client.carts.get;
    let failNext = true;
    client.carts.get = async (query) => {
      if (failNext) {
        failNext = false;
        throw new ApiError({ status: 500, code: 'INTERNAL', message: 'Database unavailable' });
      }
      return realGet(query);
    };
    const { user } = renderWithProviders(<CartPage />, { client });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your cart.');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('asks a visitor to sign in, returning to the cart', async () => {
    renderWithProviders(<CartPage />);
    expect(await screen.findByText('Sign in to see your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/auth/login?return=%2Fcart');
  });

  it('CART-06 still shows shipping "-" and the total without shipping after a visit to checkout set the shipper', async () => {
    const { client, cart } = await buyerWithCart();
    const shipped = await client.carts.setShipper({ userId: DEMO_UIDS.buyer });
    expect(shipped.deliveryCost?.value).toBeGreaterThan(0);
    renderWithProviders(<CartPage />, { client });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Shipping').nextElementSibling).toHaveTextContent(/^-$/);
    expect(summary).not.toHaveTextContent(shipped.deliveryCost!.formattedValue);
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent(cart.totalPrice.formattedValue);
  });

  it('CART-09 removes a line after confirmation: it leaves the table at once, the cart is refetched and a message says so', async () => {
    const { client } = await buyerWithCart();
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('button', { name: "Remove The Lighthouse Keeper's Almanac" }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove item' });
    expect(dialog).toHaveTextContent("Remove “The Lighthouse Keeper's Almanac” from your cart?");
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(screen.queryByRole('link', { name: /Lighthouse Keeper/ })).not.toBeInTheDocument();
    expect(
      await screen.findByText("“The Lighthouse Keeper's Almanac” has been removed from your cart."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Atlas of Ancient Trade Routes/ })).toBeInTheDocument();
    const stored = client.__memory.cartsOf(DEMO_UIDS.buyer).find((c) => !c.saved)!;
    expect(stored.entries.map((e) => e.product.isbn13)).toEqual([atlas.isbn13]);
  });

  it('CART-09 says the line has been removed once the server confirms it, without waiting for the cart to be refetched', async () => {
    const { client } = await buyerWithCart();
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('button', { name: "Remove The Lighthouse Keeper's Almanac" }));
    // The refetch after the removal does not come back during this test.
    let refetches = 0;
    client.carts.get = () => {
      refetches += 1;
      return new Promise<Awaited<ReturnType<typeof client.carts.get>>>(() => {});
    };
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove item' })).getByRole('button', { name: 'Remove' }),
    );
    expect(
      await screen.findByText("“The Lighthouse Keeper's Almanac” has been removed from your cart."),
    ).toBeInTheDocument();
    expect(refetches).toBe(1);
    expect(screen.queryByRole('link', { name: /Lighthouse Keeper/ })).not.toBeInTheDocument();
  });

  it('CART-09 two lines removed one after the other before the cart is refetched: exactly those two titles leave the cart', async () => {
    const { client } = await buyerWithCart([
      { product: almanac, quantity: 1 },
      { product: atlas, quantity: 2 },
      { product: archive, quantity: 3 },
    ]);
    const { user } = renderWithProviders(<CartPage />, { client });
    await screen.findByRole('button', { name: 'Remove The Quiet Archive' });
    // No refetch comes back while the buyer removes the two lines.
    const { release } = holdCartReads(client);
    const confirm = async () =>
      user.click(
        within(await screen.findByRole('alertdialog', { name: 'Remove item' })).getByRole('button', { name: 'Remove' }),
      );
    await user.click(screen.getByRole('button', { name: "Remove The Lighthouse Keeper's Almanac" }));
    await confirm();
    await user.click(await screen.findByRole('button', { name: 'Remove The Quiet Archive' }));
    await confirm();
    await vi.waitFor(() => expect(storedCart(client).entries).toHaveLength(1));
    act(() => release());
    expect(storedCart(client).entries.map((e) => e.product.isbn13)).toEqual([atlas.isbn13]);
    expect(await screen.findByRole('button', { name: 'Remove An Atlas of Ancient Trade Routes' })).toBeInTheDocument();
  });

  it('CART-09 CART-16 the removal message leaves the page after the toast time', async () => {
    const { client } = await buyerWithCart();
    const { user } = renderWithProviders(<CartPage toastDurationMs={200} />, { client });
    await user.click(await screen.findByRole('button', { name: "Remove The Lighthouse Keeper's Almanac" }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove item' })).getByRole('button', { name: 'Remove' }),
    );
    const message = "“The Lighthouse Keeper's Almanac” has been removed from your cart.";
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('CART-07 an empty cart shows the checkout button disabled, not no button', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    await client.carts.create({ userId: DEMO_UIDS.buyer });
    renderWithProviders(<CartPage />, { client });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('CART-09 keeps the line, and says why, when removal fails', async () => {
    const { client } = await buyerWithCart();
    client.carts.removeEntry = async () => {
      throw new ApiError({ status: 500, code: 'INTERNAL', message: 'Try again later.' });
    };
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('button', { name: "Remove The Lighthouse Keeper's Almanac" }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The item could not be removed. Try again later.');
    expect(screen.getByRole('link', { name: /Lighthouse Keeper/ })).toBeInTheDocument();
  });

  it('CART-05 pages the table 5 rows at a time, showing the pager from 2 pages', async () => {
    const titles = [
      'The Quiet Archive',
      'Chemistry: Atoms First',
      'Writing Across the Curriculum',
      'Harbour Lights and Other Stories',
      'An Atlas of Ancient Trade Routes',
      "The Lighthouse Keeper's Almanac",
    ];
    const { client } = await buyerWithCart(titles.map((t) => ({ product: demoProduct(t), quantity: 1 })));
    const { user } = renderWithProviders(<CartPage />, { client });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('CART-16 keys the cart query by user, with no retry, no refetch on focus and 30 s staleness', async () => {
    const { client } = await buyerWithCart();
    const { queryClient } = renderWithProviders(<CartPage />, { client });
    await screen.findByRole('table');
    const key = cartQueries.current(client, DEMO_UIDS.buyer).queryKey;
    const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
    expect(query?.queryKey).toContain(DEMO_UIDS.buyer);
    expect(query?.options).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: 30_000 });
  });

  it('CART-04 warns about backordered products', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    await fillCart(client, [{ product: demoProduct('Rare Maps of the Northern Coast'), quantity: 5 }]);
    renderWithProviders(<CartPage />, { client });
    expect(
      await screen.findByText('There are backordered products. Check order entries for additional info.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Rare Maps/ })).toHaveTextContent('2 backordered');
  });

  it('takes editor labels', async () => {
    renderWithProviders(<CartPage labels={{ empty: 'Nothing here yet', continueShopping: 'Back to the shelves' }} />, {
      user: DEMO_UIDS.buyer,
    });
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shelves' })).toBeInTheDocument();
  });
});

describe('CartPage waiting', () => {
  it('does not call the cart API for a visitor', async () => {
    const client = createMemoryApiClient();
    let calls = 0;
    const realGet = client.carts.get;
    client.carts.get = (q) => {
      calls += 1;
      return realGet(q);
    };
    renderWithProviders(<CartPage />, { client });
    await screen.findByText('Sign in to see your cart.');
    await waitFor(() => expect(calls).toBe(0));
  });
});
