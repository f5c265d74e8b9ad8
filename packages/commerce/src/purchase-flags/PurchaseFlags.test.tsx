import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryApiClient, DEMO_ORDERED_TITLE, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { FastOrderForm } from '../fast-order/FastOrderForm';
import { ProductDetail } from '../product/ProductDetail';
import { SearchResults } from '../search/SearchResults';
import { PurchaseFlags } from './PurchaseFlags';
import { DONT_ASK_ORDERED_BEFORE_KEY } from './useOrderedBeforeGate';

const ORDERED = `Ordered 03/14/2026 · order ${DEMO_ORDERED_TITLE.orderNumber}`;
const ISBN = DEMO_ORDERED_TITLE.isbn13;

/** The twin of the fast-order buyer, counting the purchase-history calls (one per screen, never one per card). */
function ordererClient(user: string | null = DEMO_UIDS.orders) {
  const client = createMemoryApiClient({ user });
  const calls: string[][] = [];
  const ask = client.products.purchaseHistory;
  client.products.purchaseHistory = (body) => {
    calls.push(body.isbns);
    return ask(body);
  };
  return { client, calls };
}

beforeEach(() => sessionStorage.clear());

describe('already ordered / in your cart / on a list', () => {
  it('shows each kind of flag with its date, order number, copies and list names', () => {
    renderWithProviders(
      <PurchaseFlags
        flag={{
          isbn13: ISBN,
          lastOrder: { orderNumber: '5000004', orderDate: '2025-03-14' },
          cartQuantity: 3,
          wishLists: [{ code: 'WL-1', name: 'Spring 2027' }],
        }}
      />,
    );
    const flags = screen.getByRole('list', { name: 'Already ordered, in cart or on a list' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ordered 03/14/2025 · order 5000004', 'In your cart (3)', 'On list Spring 2027']);
  });

  it('a search card of a title the ship-to ordered shows the flag, the ISBN-13 and availability; the page asks once for all its cards', async () => {
    const { client, calls } = ordererClient();
    renderWithProviders(<SearchResults q="Kinesiology" onChange={() => undefined} />, { client });
    const card = (await screen.findByRole('link', { name: DEMO_ORDERED_TITLE.title })).closest('article')!;
    expect(await within(card).findByText(ORDERED)).toBeInTheDocument();
    expect(within(card).getByText('ISBN-13').nextElementSibling).toHaveTextContent(ISBN);
    expect(within(card).getByText('Availability').nextElementSibling).toHaveTextContent('In stock');
    expect(calls).toHaveLength(1);
  });

  it('a visitor sees the ISBN-13 but no flag, and nothing asks for one', async () => {
    const { client, calls } = ordererClient(null);
    renderWithProviders(<SearchResults q="Kinesiology" onChange={() => undefined} />, { client });
    const card = (await screen.findByRole('link', { name: DEMO_ORDERED_TITLE.title })).closest('article')!;
    expect(within(card).getByText(ISBN)).toBeInTheDocument();
    expect(within(card).queryByText(/^Ordered /)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('the product page shows the flag with the order number', async () => {
    const { client } = ordererClient();
    renderWithProviders(<ProductDetail code={ISBN} />, { client });
    expect(await screen.findByText(ORDERED)).toBeInTheDocument();
  });

  it('Fast Order flags a pasted title ordered before and asks before adding it: Skip keeps it out of the cart and in the field', async () => {
    const { client } = ordererClient();
    const other = (await client.products.search({ q: 'Almanac' })).products[0]!.isbn13;
    const { user } = renderWithProviders(<FastOrderForm />, { client });
    const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities' });
    await user.type(field, `${ISBN} 2\n${other} 1`);
    expect(await screen.findByText(ORDERED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordered before' });
    expect(dialog).toHaveTextContent(`${ISBN} — ordered 03/14/2026 · order ${DEMO_ORDERED_TITLE.orderNumber}`);
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('1 title was added to your cart.')).toBeInTheDocument();
    const cart = await client.carts.get({ userId: DEMO_UIDS.orders });
    expect(cart.entries.map((e) => e.product.isbn13)).toEqual([other]);
    expect(field).toHaveValue(`${ISBN} 2`);
  });

  it('Add anyway adds the title ordered before; with "don’t ask again" the next add in this session is not asked', async () => {
    const { client } = ordererClient();
    const { user } = renderWithProviders(<FastOrderForm />, { client });
    const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities' });
    await user.type(field, `${ISBN} 2`);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordered before' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Don’t ask again this session' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add anyway' }));
    expect(await screen.findByText('1 title was added to your cart.')).toBeInTheDocument();
    expect(sessionStorage.getItem(DONT_ASK_ORDERED_BEFORE_KEY)).toBe('1');

    await user.type(field, `${ISBN} 1`);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText('1 title was added to your cart.');
    expect(screen.queryByRole('dialog', { name: 'Ordered before' })).not.toBeInTheDocument();
    const cart = await client.carts.get({ userId: DEMO_UIDS.orders });
    expect(cart.entries.find((e) => e.product.isbn13 === ISBN)?.quantity).toBe(3);
  });
});
