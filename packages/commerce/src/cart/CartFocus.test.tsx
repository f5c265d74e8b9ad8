import { useRef, useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { useFocusSuccessor } from '@shelfmark/forms';
import { renderWithProviders } from '../../../../test/render';
import { AccountCard } from '../account/AccountCard';
import { PHONE_QUERY } from '../layout/usePhoneLayout';
import { Pagination } from '../pagination/Pagination';
import { CartToast, type CartToastMessage } from './actions/CartToast';
import { demoProduct, fillCart } from './cart.fixtures';
import { CartPage } from './CartPage';

// The focus policy (@shelfmark/forms' focusSuccessor): after an action removes or disables the control that has
// focus, focus goes to its successor, never to the page's body.
const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const atlas = demoProduct('An Atlas of Ancient Trade Routes');
const archive = demoProduct('The Quiet Archive');

async function buyerWithCart(lines: { product: typeof almanac; quantity: number }[]) {
  const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
  if (lines.length > 0) await fillCart(client, lines);
  return client;
}

const heading = () => screen.getByRole('heading', { level: 1 });

/** The viewport, a desk's until switched to a phone's and back (the listeners of the phone query told at once). */
function switchableViewport() {
  let phone = false;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === PHONE_QUERY && phone;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  return (isPhone: boolean) =>
    act(() => {
      phone = isPhone;
      for (const listener of [...listeners]) listener();
    });
}

describe('focus after cart actions', () => {
  it('CART-09 removing a line focuses the next line’s Remove (the same line once the entries are numbered again), and the last line the cart’s heading', async () => {
    const client = await buyerWithCart([
      { product: almanac, quantity: 1 },
      { product: atlas, quantity: 1 },
      { product: archive, quantity: 1 },
    ]);
    // The server answers once the dialog has closed, as on a network: meanwhile the line's Remove is disabled.
    const removeEntry = client.carts.removeEntry;
    let answer = () => {};
    client.carts.removeEntry = (query) =>
      new Promise((resolve) => {
        answer = () => resolve(removeEntry(query));
      });
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('button', { name: `Remove ${almanac.fullTitle}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: `Remove ${atlas.fullTitle}` })).toHaveFocus());
    client.carts.removeEntry = removeEntry;
    answer();
    await waitFor(() => expect(screen.queryByRole('button', { name: `Remove ${almanac.fullTitle}` })).toBeNull());
    await screen.findByText(`“${almanac.fullTitle}” has been removed from your cart.`);
    await waitFor(() => expect(screen.getByRole('button', { name: `Remove ${atlas.fullTitle}` })).toHaveFocus());

    for (const title of [atlas.fullTitle, archive.fullTitle]) {
      await user.click(screen.getByRole('button', { name: `Remove ${title}` }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: `Remove ${title}` })).toBeNull());
    }
    await screen.findByText('Your cart is empty.');
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('CART-09 removing the last line of several focuses the line before it', async () => {
    const client = await buyerWithCart([
      { product: almanac, quantity: 1 },
      { product: atlas, quantity: 1 },
      { product: archive, quantity: 1 },
    ]);
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('button', { name: `Remove ${archive.fullTitle}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `Remove ${archive.fullTitle}` })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: `Remove ${atlas.fullTitle}` })).toHaveFocus());
  });

  it('CART-10 removing the selected lines leaves focus on the cart’s heading', async () => {
    const client = await buyerWithCart([
      { product: almanac, quantity: 1 },
      { product: atlas, quantity: 1 },
    ]);
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('checkbox', { name: `Select ${almanac.fullTitle}` }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (1)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await screen.findByText('The selected item has been removed from your cart.');
    await waitFor(() => expect(heading()).toHaveFocus());
  });

  it('CART-11 clearing the cart leaves focus on the cart’s heading', async () => {
    const client = await buyerWithCart([{ product: almanac, quantity: 1 }]);
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear cart' }));
    await screen.findByText('Your cart is empty.');
    await waitFor(() => expect(heading()).toHaveFocus());
  });

  it('CART-13 Add by ISBN into an empty cart keeps focus on the form’s button, drawn again beside the lines', async () => {
    const client = await buyerWithCart([]);
    const { user } = renderWithProviders(<CartPage />, { client });
    await user.type(await screen.findByLabelText('ISBNs and quantities, one per line'), `${atlas.isbn13}, 2`);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('button', { name: `Remove ${atlas.fullTitle}` });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus());
  });

  it('CART-06 the summary moved before the lines as the page narrows to a phone’s (zoomed in) keeps focus on the control that had it', async () => {
    const setPhone = switchableViewport();
    const client = await buyerWithCart([{ product: almanac, quantity: 2 }]);
    const { user } = renderWithProviders(<CartPage summaryLayout="accordion" />, { client });
    const summary = () => screen.getByRole('button', { name: /^Order summary/ });
    const checkout = () => screen.getByRole('link', { name: 'Checkout' });
    const lines = () => screen.getByRole('table', { name: 'Items in your cart' });
    const beforeLines = (element: HTMLElement) =>
      (element.compareDocumentPosition(lines()) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    await user.click(await screen.findByRole('button', { name: /^Order summary/ }));
    expect(beforeLines(summary())).toBe(false);
    setPhone(true);
    await waitFor(() => expect(beforeLines(summary())).toBe(true));
    await waitFor(() => expect(summary()).toHaveFocus());
    checkout().focus();
    setPhone(false);
    await waitFor(() => expect(beforeLines(checkout())).toBe(false));
    await waitFor(() => expect(checkout()).toHaveFocus());
  });

  it('CART-16 a toast dismissed from its button leaves focus on the heading before it', async () => {
    const { user } = renderWithProviders(<ToastPage />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(heading()).toHaveFocus());
  });

  it('ACCT-01 closing Change account by Escape or Cancel gives focus back to the button that opened it', async () => {
    const { user } = renderWithProviders(<AccountCard />, { user: DEMO_UIDS.buyer });
    const opener = await screen.findByRole('button', { name: 'Change account' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Change account' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Change account' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('CART-05 Next pressed onto the last page focuses the current page’s button', async () => {
    const { user } = renderWithProviders(<PagerHarness />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { current: 'page' })).toHaveFocus());
    expect(screen.getByRole('button', { current: 'page' })).toHaveTextContent('2');
  });
});

/** A page with a heading and the policy applied, around a toast that leaves once dismissed. */
function ToastPage() {
  const page = useRef<HTMLDivElement>(null);
  useFocusSuccessor(page);
  const [toast, setToast] = useState<CartToastMessage | null>({
    kind: 'danger',
    message: 'Cart deletion failed',
    id: 1,
  });
  return (
    <div ref={page}>
      <h1>Cart</h1>
      <CartToast toast={toast} onDismiss={() => setToast(null)} dismissLabel="Dismiss" />
    </div>
  );
}

function PagerHarness() {
  const [page, setPage] = useState(1);
  return <Pagination page={page} totalPages={2} onPageChange={setPage} />;
}
