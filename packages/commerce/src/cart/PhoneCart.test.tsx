import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { PhoneLayoutHint } from '../layout/PhoneLayoutHint';
import { demoProduct, fillCart } from './cart.fixtures';
import { CartPage } from './CartPage';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const atlas = demoProduct('An Atlas of Ancient Trade Routes');
const ACTIONS = ['Remove selected (0)', 'Clear cart', 'Save as wish list', 'Download or print'];

async function renderCart(phone: boolean) {
  const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
  await fillCart(client, [
    { product: almanac, quantity: 2 },
    { product: atlas, quantity: 1 },
  ]);
  // jsdom answers no media query: the layout is the hint's.
  renderWithProviders(
    <PhoneLayoutHint phone={phone}>
      <CartPage />
    </PhoneLayoutHint>,
    { client, route: '/cart' },
  );
  return screen.findByRole('table', { name: 'Items in your cart' });
}

const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the cart on a phone', () => {
  it('CART-05 CART-06 puts Checkout before the lines and gathers the actions behind one Cart actions disclosure', async () => {
    const table = await renderCart(true);
    const checkout = screen.getByRole('link', { name: 'Checkout' });
    expect(follows(checkout, table)).toBe(true);
    const toggle = screen.getByRole('button', { name: 'Cart actions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    for (const name of ACTIONS) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    for (const name of ACTIONS) expect(within(panel).getByRole('button', { name })).toBeVisible();
    // The panel follows its button: Tab goes from the button into the actions.
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Remove selected (0)' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Clear cart' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('CART-11 a dialog opened from the actions closes on Escape alone: the actions stay open and its opener has focus', async () => {
    await renderCart(true);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Cart actions' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByRole('alertdialog', { name: 'Clear cart' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Clear cart' })).toHaveFocus();
  });

  it('CART-02 summarises the account in one line that opens to the addresses, with Change account in view', async () => {
    await renderCart(true);
    const card = await screen.findByRole('region', { name: 'Account information' });
    const line = await within(card).findByText('Shipping to Riverside Library — North Branch (100101)');
    expect(line.tagName).toBe('SUMMARY');
    expect(line.closest('details')).not.toHaveAttribute('open');
    expect(within(card).getByRole('button', { name: 'Change account' })).toBeVisible();
    await userEvent.setup().click(line);
    expect(line.closest('details')).toHaveAttribute('open');
    expect(card).toHaveTextContent('Riverside Public Library System (100100)');
  });

  it('CART-05 keeps the desk layout: the actions in a row before the lines, the summary after them', async () => {
    const table = await renderCart(false);
    expect(screen.queryByRole('button', { name: 'Cart actions' })).not.toBeInTheDocument();
    for (const name of ACTIONS) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(follows(table, screen.getByRole('link', { name: 'Checkout' }))).toBe(true);
    const card = await screen.findByRole('region', { name: 'Account information' });
    expect(await within(card).findByText('Shipping address')).toBeVisible();
    expect(card.querySelector('details')).toBeNull();
  });
});

describe('the cart actions’ dialogs give focus back', () => {
  it.each([
    ['on a phone', true],
    ['at a desk', false],
  ])('WCAG 2.4.3 %s, closing Download or print or Save as wish list returns focus to its action', async (_, phone) => {
    await renderCart(phone);
    const user = userEvent.setup();
    if (phone) await user.click(screen.getByRole('button', { name: 'Cart actions' }));
    for (const [action, dialog] of [
      ['Download or print', 'Download or print'],
      ['Save as wish list', 'Save cart as wish list'],
    ] as const) {
      const opener = screen.getByRole('button', { name: action });
      opener.focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: dialog })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });
});
