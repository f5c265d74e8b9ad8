import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCart, demoSeed, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { CartPage } from '../cart/CartPage';
import { demoProduct } from '../cart/cart.fixtures';
import { ProductDetail } from '../product/ProductDetail';
import { SearchResults } from '../search/SearchResults';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const gradeLevelled = demoProduct('Reading Circles in the Primary Classroom');

describe('Request a quote for a title sold through a rep', () => {
  it('the product page keeps Contact your rep and adds Request a quote; the request names its quote number and lists it', async () => {
    const { user, client } = renderWithProviders(<ProductDetail code={almanac.isbn13} />, {
      user: DEMO_UIDS.international,
    });
    expect(await screen.findByRole('link', { name: 'Contact your rep' })).toBeVisible();
    const trigger = screen.getByRole('button', { name: 'Request a quote' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    await waitFor(() => expect(dialog).toHaveTextContent('300100'));
    const quantity = within(dialog).getByRole('spinbutton', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.type(within(dialog).getByRole('textbox', { name: /Note for your rep/ }), 'For the spring term');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const status = await within(dialog).findByRole('status');
    const number = /Quote (Q\d+) requested/.exec(status.textContent ?? '')?.[1];
    expect(number).toMatch(/^Q\d+$/);
    expect(status).toHaveTextContent('Find it under My Orders → Quotes');
    const { quotes } = await client.quotes.list({ shipTo: '300100' });
    expect(quotes.find((q) => q.number === number)).toMatchObject({
      status: 'requested',
      note: 'For the spring term',
      lines: [{ isbn13: almanac.isbn13, quantity: 5 }],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('a grade-level title offers it to a North American buyer; a buyable title and a visitor get none', async () => {
    const { unmount } = renderWithProviders(<ProductDetail code={gradeLevelled.isbn13} />, { user: DEMO_UIDS.buyer });
    expect(await screen.findByRole('button', { name: 'Request a quote' })).toBeVisible();
    unmount();
    const buyer = renderWithProviders(<ProductDetail code={almanac.isbn13} />, { user: DEMO_UIDS.buyer });
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request a quote' })).toBeNull();
    buyer.unmount();
    renderWithProviders(<ProductDetail code={gradeLevelled.isbn13} />, { user: null });
    expect(await screen.findByRole('link', { name: 'Contact your rep' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request a quote' })).toBeNull();
  });

  it('a search card of a rep-only title offers Request a quote named after its title', async () => {
    renderWithProviders(<SearchResults q="Lighthouse Keeper" page={1} pageSize={10} sort="relevance" />, {
      user: DEMO_UIDS.international,
    });
    expect(
      await screen.findByRole('button', { name: "Request a quote for The Lighthouse Keeper's Almanac" }),
    ).toBeVisible();
  });

  it('a refusal is named in the dialog with the form kept', async () => {
    const { user, client } = renderWithProviders(<ProductDetail code={almanac.isbn13} />, {
      user: DEMO_UIDS.international,
    });
    await user.click(await screen.findByRole('button', { name: 'Request a quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    await waitFor(() => expect(dialog).toHaveTextContent('300100'));
    client.__memory.signOut();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).not.toBe('');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Send request' })).toBeEnabled();
  });
});

describe('Request a quote on a cart line', () => {
  it('a line the buyer may no longer buy online offers Request a quote named after its title; a buyable line does not', async () => {
    const seed = demoSeed();
    const byTitle = (title: string) => seed.products.find((p) => p.fullTitle === title)!;
    seed.carts = [
      buildCart({
        userId: DEMO_UIDS.buyer,
        lines: [
          // The verdict the server's cart answer carries on a line sold through a rep (a title with grade levels).
          {
            product: {
              ...byTitle('Reading Circles in the Primary Classroom'),
              entitlement: {
                priceShown: false,
                purchasable: false,
                reason: 'grade-level',
                offer: 'contact-rep',
                message: 'This title is sold through your sales representative: contact your rep.',
              },
            },
            quantity: 2,
          },
          { product: byTitle("The Lighthouse Keeper's Almanac"), quantity: 1 },
        ],
      }),
    ];
    renderWithProviders(<CartPage />, { user: DEMO_UIDS.buyer, seed, route: '/cart' });
    expect(
      await screen.findByRole('button', { name: 'Request a quote for Reading Circles in the Primary Classroom' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: "Request a quote for The Lighthouse Keeper's Almanac" })).toBeNull();
  });
});
