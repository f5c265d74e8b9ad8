import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shelfmark/api-client';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct } from '../cart/cart.fixtures';
import { FastOrderForm } from '../fast-order/FastOrderForm';
import { InternalProductSearch } from '../internal-search/InternalProductSearch';
import { PriceAvailability } from '../price-availability/PriceAvailability';
import { ProductDetail } from './ProductDetail';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const gradeLevelled = demoProduct('Reading Circles in the Primary Classroom');
const harbour = demoProduct('Harbour Lights and Other Stories');

/** A twin whose Harbour Lights is out of print (not purchasable), as the server's catalogue has such titles. */
function twin(user: string) {
  const client = createMemoryApiClient({ user });
  Object.assign(client.__memory.state.products.get(harbour.isbn13)!, {
    publicationStatus: 'Out of Print',
    customIsPurchasable: false,
  });
  return client;
}

/** The three cases of the selling rule: the international buyer on any title, the buyer on rep-only and out-of-print titles. */
const CASES: [string, string, Product][] = [
  ['international buyer', DEMO_UIDS.international, almanac],
  ['buyer, grade levels', DEMO_UIDS.buyer, gradeLevelled],
  ['buyer, out of print', DEMO_UIDS.buyer, harbour],
];
const prices = (p: Product) => [p.customPrice!.formattedValue, p.customListPrice!.formattedValue];

describe('PDP-03 one selling rule on every channel (the server’s verdict, shown as it is)', () => {
  it.each(CASES)('PDP-03 the product page shows no price and Contact your rep (%s)', async (_, uid, product) => {
    renderWithProviders(<ProductDetail code={product.isbn13} />, { client: twin(uid) });
    expect(await screen.findByRole('link', { name: 'Contact your rep' })).toBeInTheDocument();
    const page = screen.getByTestId('product-detail-page');
    for (const price of prices(product)) expect(within(page).queryByText(price)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it.each(CASES)(
    'PNA-01 price and availability shows no price, a disabled Add to cart and Contact your rep (%s)',
    async (_, uid, product) => {
      const { user } = renderWithProviders(<PriceAvailability />, { client: twin(uid) });
      const form = await screen.findByRole('form', { name: 'Option 1 - Copy and Paste' });
      await user.click(within(form).getByRole('textbox'));
      await user.paste(`${product.isbn13} 2`);
      await user.click(within(form).getByRole('button', { name: 'CHECK PRICES' }));
      const card = await screen.findByRole('article', { name: product.fullTitle });
      for (const price of prices(product)) expect(within(card).queryByText(price)).not.toBeInTheDocument();
      expect(within(card).getByRole('button', { name: `Add to cart: ${product.fullTitle}` })).toBeDisabled();
      expect(card).toHaveTextContent('No price and not sold online for your account: contact your rep.');
    },
  );

  it.each(CASES)('FOE-01 fast order adds nothing and says why: contact your rep (%s)', async (_, uid, product) => {
    const client = twin(uid);
    const { user } = renderWithProviders(<FastOrderForm />, { client });
    const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities' });
    await user.click(field);
    await user.paste(`${product.isbn13} 2`);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText(`${product.isbn13}: No price and not sold online for your account: contact your rep.`),
    ).toBeInTheDocument();
    expect(screen.getByText('No titles were added to your cart.')).toBeInTheDocument();
    expect((await client.carts.get({ userId: uid })).entries).toEqual([]);
  });

  it("IPS-01 staff looking up a title for the international buyer's account see no price: the account buys through its rep", async () => {
    const { user } = renderWithProviders(<InternalProductSearch />, { client: twin(DEMO_UIDS.staff) });
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '300100');
    await user.type(screen.getByRole('textbox', { name: /ISBN/ }), almanac.isbn13);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const result = await screen.findByRole('article', { name: almanac.fullTitle });
    await waitFor(() =>
      expect(result).toHaveTextContent(
        'No price: this account buys this title through its sales representative (contact your rep).',
      ),
    );
    for (const price of prices(almanac)) expect(within(result).queryByText(price)).not.toBeInTheDocument();
  });
});
