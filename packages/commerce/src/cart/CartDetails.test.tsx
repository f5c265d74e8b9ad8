import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct, fillCart } from './cart.fixtures';
import { CartPage } from './CartPage';
import { formatCartDate, formatWeight } from './CartTable/formatCartLine';
import { OrderSummary } from './OrderSummary/OrderSummary';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const law = demoProduct('Canadian Business Law');

async function buyerWith(
  lines: { product: ReturnType<typeof demoProduct>; quantity: number }[],
  uid: string = DEMO_UIDS.buyer,
) {
  const client = createMemoryApiClient({ user: uid });
  const cart = await fillCart(client, lines, uid);
  return { client, cart };
}

describe('CART-01 continue shopping', () => {
  it('CART-01 leads home on the first brand and to the catalogue search on the second, labelled CONTINUE SHOPPING', async () => {
    const first = await buyerWith([{ product: almanac, quantity: 1 }]);
    const { unmount } = renderWithProviders(<CartPage />, { client: first.client });
    expect(await screen.findByRole('link', { name: 'CONTINUE SHOPPING' })).toHaveAttribute('href', '/');
    unmount();
    renderWithProviders(<CartPage />, { user: DEMO_UIDS.thorndikeBuyer, site: 'thorndike' });
    expect(await screen.findByRole('link', { name: 'CONTINUE SHOPPING' })).toHaveAttribute('href', '/search');
  });
});

describe('CART-05 order table details', () => {
  it('CART-05 shows the ISBN without its suffix, the publication date as MM/DD/YYYY, the weight and the maple leaf for the Canadian publisher', async () => {
    const { client } = await buyerWith([
      { product: law, quantity: 2 },
      { product: almanac, quantity: 1 },
    ]);
    renderWithProviders(<CartPage />, { client });
    const row = await screen.findByRole('row', { name: /Canadian Business Law/ });
    expect(law.code).toContain('@');
    expect(row).toHaveTextContent(`ISBN: ${law.isbn13} ·`);
    expect(row).not.toHaveTextContent('@');
    const [year, month, day] = law.publicationDate!.slice(0, 10).split('-');
    expect(row).toHaveTextContent(`Published: ${month}/${day}/${year}`);
    expect(row).toHaveTextContent('Weight: 1.400 lbs');
    expect(within(row).getByRole('img', { name: 'Canadian title' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Lighthouse Keeper/ })).queryByRole('img', { name: 'Canadian title' }),
    ).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Canadian Business Law/ })).toHaveAttribute('target', '_blank');
  });

  it('CART-05 on a phone each line is a stacked block that stays a table row: the title as its header, Quantity and Price labelled', async () => {
    const { client } = await buyerWith([{ product: law, quantity: 2 }]);
    renderWithProviders(<CartPage />, { client });
    const row = await screen.findByRole('row', { name: /Canadian Business Law/ });
    expect(row.closest('table')).toHaveClass('sm-stack-table');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Canadian Business Law');
    const [quantity, price] = within(row).getAllByRole('cell');
    expect(quantity).toHaveAttribute('data-label', 'Quantity');
    expect(quantity).toHaveTextContent(/^2/);
    expect(price).toHaveAttribute('data-label', 'Price');
    expect(within(row).getByRole('button', { name: /Change quantity of Canadian Business Law/ })).toBeEnabled();
    expect(within(row).getByRole('button', { name: /Remove Canadian Business Law/ })).toBeEnabled();
  });

  it("CART-05 a line's row header is named by its title alone, not the whole product cell a screen reader would repeat before every cell", async () => {
    const { client } = await buyerWith([{ product: law, quantity: 2 }]);
    renderWithProviders(<CartPage />, { client });
    const row = await screen.findByRole('row', { name: /Canadian Business Law/ });
    expect(within(row).getByRole('rowheader')).toHaveAccessibleName(law.fullTitle);
  });

  it("CART-10 a line's selection checkbox has a visible label, and its accessible name adds the title", async () => {
    const { client } = await buyerWith([{ product: law, quantity: 2 }]);
    renderWithProviders(<CartPage />, { client });
    const row = await screen.findByRole('row', { name: /Canadian Business Law/ });
    const box = within(row).getByRole('checkbox', { name: `Select ${law.fullTitle}` });
    expect(box.closest('label')).toHaveTextContent(/^Select$/);
  });

  it('CART-05 weight: three decimals unless whole, lbs only above 1; dates MM/DD/YYYY', () => {
    expect(formatWeight(1.4, 'LB')).toBe('1.400 lbs');
    expect(formatWeight(2, 'LB')).toBe('2 lbs');
    expect(formatWeight(0.75, 'LB')).toBe('0.750 LB');
    expect(formatWeight(1, undefined)).toBe('1 LB');
    expect(formatWeight(0, 'LB')).toBeNull();
    expect(formatCartDate('2023-03-15')).toBe('03/15/2023');
  });

  it('CART-05 shows the pager only from two pages, with the configured rows per page', async () => {
    const titles = [
      'The Quiet Archive',
      'Chemistry: Atoms First',
      'Writing Across the Curriculum',
      'Harbour Lights and Other Stories',
      'An Atlas of Ancient Trade Routes',
      'A Field Guide to Estuary Birds',
    ];
    const { client } = await buyerWith(titles.map((t) => ({ product: demoProduct(t), quantity: 1 })));
    const { unmount } = renderWithProviders(<CartPage />, { client });
    const table = await screen.findByRole('table', { name: 'Items in your cart' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('navigation', { name: /pag/i })).toBeInTheDocument();
    unmount();
    renderWithProviders(<CartPage rowsPerPage={10} />, { client });
    const all = await screen.findByRole('table', { name: 'Items in your cart' });
    expect(within(all).getAllByRole('row')).toHaveLength(7);
    expect(screen.queryByRole('navigation', { name: /pag/i })).not.toBeInTheDocument();
  });
});

describe('CART-06 order summary', () => {
  it('CART-06 on mobile the summary is an accordion and the checkout button sits apart from it', async () => {
    const { client, cart } = await buyerWith([{ product: almanac, quantity: 2 }]);
    const { user } = renderWithProviders(<OrderSummary cart={cart} layout="accordion" />, { client });
    const trigger = screen.getByRole('button', { name: `Order summary ${cart.totalPrice.formattedValue}` });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent(cart.subTotal.formattedValue);
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('-');
    expect(screen.getByText('Taxes are calculated when your order ships.')).toBeInTheDocument();
  });
});

describe('CART-07 checkout button', () => {
  it('CART-07 is disabled for an inquiry-only user and says why', async () => {
    // A cart filled before the account became inquiry-only: the cart refuses an inquiry-only user's adds (spec 001 §6).
    const client = createMemoryApiClient({ user: DEMO_UIDS.inquiry });
    const inquiry = client.__memory.state.users.get(DEMO_UIDS.inquiry)!;
    inquiry.isUserInquiryOnly = false;
    await fillCart(client, [{ product: almanac, quantity: 1 }], DEMO_UIDS.inquiry);
    inquiry.isUserInquiryOnly = true;
    renderWithProviders(<CartPage />, { client });
    const checkout = await screen.findByRole('button', { name: 'Checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription('Only users with purchaser rights can check out.');
  });

  it('CART-07 leads to checkout for a purchaser with a filled cart; an empty cart shows no checkout', async () => {
    const { client } = await buyerWith([{ product: almanac, quantity: 1 }]);
    const { unmount } = renderWithProviders(<CartPage />, { client });
    expect(await screen.findByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    unmount();
    renderWithProviders(<CartPage />, { user: DEMO_UIDS.buyer });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});
