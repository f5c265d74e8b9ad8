import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FUND_CODE_INVALID } from '@shelfmark/api-client';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../../test/render';
import { demoProduct, fillCart } from '../cart.fixtures';
import { CartPage } from '../CartPage';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const atlas = demoProduct('An Atlas of Ancient Trade Routes');

async function buyerWithCart() {
  const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
  await fillCart(client, [
    { product: almanac, quantity: 2 },
    { product: atlas, quantity: 1 },
  ]);
  const codes = async () =>
    Object.fromEntries(
      (await client.carts.get({ userId: DEMO_UIDS.buyer })).entries.map((e) => [e.product.isbn13, e.fundCode ?? null]),
    );
  return { client, codes };
}

describe('fund codes on the cart page', () => {
  it("CART-05 a line's fund code field offers the ship-to's funds, saves a typed code and shows it after the cart answers", async () => {
    const user = userEvent.setup();
    const { client, codes } = await buyerWithCart();
    renderWithProviders(<CartPage />, { client });
    const field = await screen.findByRole('combobox', { name: "Fund code for The Lighthouse Keeper's Almanac" });
    const list = document.getElementById(field.getAttribute('list')!)!;
    await waitFor(() =>
      expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual([
        'ADULT-NF-2027',
        'YA-FIC-2027',
        'REF-2027',
      ]),
    );
    await user.type(field, ' ADULT-NF-2027 {Enter}');
    expect(await screen.findByText('Fund code saved.')).toBeInTheDocument();
    expect(await codes()).toEqual({ [almanac.isbn13]: 'ADULT-NF-2027', [atlas.isbn13]: null });
    expect(field).toHaveValue('ADULT-NF-2027');
  });

  it('CART-05 names a malformed code under the field, marks it invalid and sends nothing', async () => {
    const user = userEvent.setup();
    const { client, codes } = await buyerWithCart();
    renderWithProviders(<CartPage />, { client });
    const field = await screen.findByRole('combobox', { name: 'Fund code for An Atlas of Ancient Trade Routes' });
    await user.type(field, 'ADULT NF');
    await user.click(screen.getByRole('button', { name: 'Save the fund code for An Atlas of Ancient Trade Routes' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(FUND_CODE_INVALID);
    expect(await codes()).toEqual({ [almanac.isbn13]: null, [atlas.isbn13]: null });
  });

  it('CART-05 sets one fund code on the ticked lines; the button names how many and is disabled with none ticked', async () => {
    const user = userEvent.setup();
    const { client, codes } = await buyerWithCart();
    renderWithProviders(<CartPage />, { client });
    const button = await screen.findByRole('button', { name: 'Set fund code (0)' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Select The Lighthouse Keeper's Almanac/ }));
    await user.click(screen.getByRole('checkbox', { name: /Select An Atlas of Ancient Trade Routes/ }));
    await user.type(screen.getByRole('combobox', { name: 'Fund code for the selected items' }), 'YA-FIC-2027');
    await user.click(screen.getByRole('button', { name: 'Set fund code (2)' }));
    expect(await screen.findByText('Fund code set on 2 items.')).toBeInTheDocument();
    expect(await codes()).toEqual({ [almanac.isbn13]: 'YA-FIC-2027', [atlas.isbn13]: 'YA-FIC-2027' });
    const table = screen.getByRole('table', { name: 'Items in your cart' });
    await waitFor(() =>
      expect(
        within(table).getByRole('combobox', { name: 'Fund code for An Atlas of Ancient Trade Routes' }),
      ).toHaveValue('YA-FIC-2027'),
    );
  });
});
