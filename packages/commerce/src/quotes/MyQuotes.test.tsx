import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { MyOrders } from '../orders/MyOrders';
import { MyQuotes } from './MyQuotes';
import { DEMO_QUOTE, seedWithQuote } from './quotes.fixtures';

const intl = DEMO_UIDS.international;

describe('My Orders → Quotes', () => {
  it("lists the ship-to's requested quote with its title and quantity, under the My Orders tabs", async () => {
    renderWithProviders(<MyQuotes />, { user: intl, seed: seedWithQuote('requested') });
    const quote = await screen.findByRole('article', { name: `Quote ${DEMO_QUOTE.number}` });
    expect(quote).toHaveTextContent('Status: Requested');
    expect(quote).toHaveTextContent("The Lighthouse Keeper's Almanac");
    expect(quote).toHaveTextContent('Awaiting your rep’s price');
    expect(screen.getByRole('link', { name: 'Quotes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/my-orders');
  });

  it('Accept quote puts the quoted lines in the cart at the quoted price and opens the cart', async () => {
    const { user, client, location } = renderWithProviders(<MyQuotes />, {
      user: intl,
      seed: seedWithQuote('quoted'),
      route: '/my-orders/quotes',
    });
    const quote = await screen.findByRole('article', { name: `Quote ${DEMO_QUOTE.number}` });
    expect(quote).toHaveTextContent('$29.50');
    expect(quote).toHaveTextContent('$354.00');
    expect(quote).toHaveTextContent('Valid until 12/31/2099');
    await user.click(within(quote).getByRole('button', { name: `Accept quote ${DEMO_QUOTE.number}` }));
    await waitFor(() => expect(location()).toBe('/cart'));
    const cart = await client.carts.get({ userId: intl });
    const line = cart.entries.find((entry) => entry.product.isbn13 === DEMO_QUOTE.lines[0].isbn13);
    expect(line).toMatchObject({ quantity: 12, quoteNumber: DEMO_QUOTE.number });
    expect(line?.basePrice.formattedValue).toBe('$29.50');
  });

  it('an accept the server refuses is named on the quote and the buyer stays', async () => {
    const { user, client, location } = renderWithProviders(<MyQuotes />, {
      user: intl,
      seed: seedWithQuote('quoted'),
      route: '/my-orders/quotes',
    });
    const quote = await screen.findByRole('article', { name: `Quote ${DEMO_QUOTE.number}` });
    // Another tab accepted it first: this page still shows it quoted.
    await client.quotes.accept({ number: DEMO_QUOTE.number });
    await user.click(within(quote).getByRole('button', { name: `Accept quote ${DEMO_QUOTE.number}` }));
    expect(await within(quote).findByRole('alert')).toHaveTextContent('This quote has already been accepted.');
    expect(location()).toBe('/my-orders/quotes');
  });

  it('accepted and expired quotes show their status and no Accept quote', async () => {
    renderWithProviders(<MyQuotes />, { user: intl, seed: seedWithQuote('expired') });
    const quote = await screen.findByRole('article', { name: `Quote ${DEMO_QUOTE.number}` });
    expect(quote).toHaveTextContent('Status: Expired');
    expect(quote).toHaveTextContent('Valid until 01/31/2020');
    expect(within(quote).queryByRole('button')).toBeNull();
  });

  it('a buyer without quotes reads that there are none; a visitor is asked to sign in', async () => {
    const { unmount } = renderWithProviders(<MyQuotes />, { user: DEMO_UIDS.buyer });
    expect(await screen.findByText(/You have no quotes for this ship-to account/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<MyQuotes />, { user: null });
    expect(await screen.findByText('Sign in to see your quotes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/api/auth/login?return=${encodeURIComponent('/my-orders/quotes')}`,
    );
  });
});

describe('My Orders has a Quotes tab', () => {
  it('My Orders links to its Quotes section and marks Orders as the current one', async () => {
    renderWithProviders(<MyOrders />, { user: DEMO_UIDS.buyer, route: '/my-orders' });
    const tabs = await screen.findByRole('navigation', { name: 'My Orders sections' });
    expect(within(tabs).getByRole('link', { name: 'Quotes' })).toHaveAttribute('href', '/my-orders/quotes');
    expect(within(tabs).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });
});
