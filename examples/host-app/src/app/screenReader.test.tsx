import { screen, waitFor } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { DEMO_UIDS, demoSeed } from '@shelfmark/api-client/testing';
import { renderApp } from './renderApp';

const demoTitle = "The Lighthouse Keeper's Almanac";
const demoProduct = demoSeed().products.find((p) => p.fullTitle === demoTitle)!;
const thorndikeProduct = demoSeed().products.find((p) => p.fullTitle === 'Large Print Harbour Tales')!;

/** A desk's viewport (the confirmation page asks the browser's media query; jsdom has none). */
function deskViewport() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** Fails unless `expected` were spoken in this order (other phrases may come between them), naming the first missing. */
function expectSpokenInOrder(spoken: string[], expected: string[]) {
  let from = 0;
  for (const phrase of expected) {
    const at = spoken.indexOf(phrase, from);
    expect(
      at,
      `"${phrase}" spoken after "${spoken[from - 1] ?? '(start)'}"; all spoken:\n${spoken.join('\n')}`,
    ).not.toBe(-1);
    from = at + 1;
  }
}

afterEach(async () => {
  await virtual.stop();
});

/** The journey: product → cart → checkout errors → confirmation, as a buyer of `brand` hears it. */
async function buyABook(
  brand: 'shelfmark' | 'thorndike',
  buyer: string,
  product: { isbn13: string; fullTitle: string },
) {
  const store = brand === 'shelfmark' ? 'Shelfmark' : 'Thorndike Press';
  deskViewport();
  const { user } = renderApp(`/products/${product.isbn13}`, { user: buyer, brand });
  await screen.findByRole('heading', { level: 1, name: product.fullTitle });
  await virtual.start({ container: document.body });

  await virtual.perform(virtual.commands.moveToNextHeading);
  expect(await virtual.lastSpokenPhrase()).toBe(`heading, ${product.fullTitle}, level 1`);

  await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
  await screen.findByText(/added to your cart/);
  await user.click(screen.getAllByRole('link', { name: /^Cart/ })[0]!);
  await screen.findByRole('heading', { level: 1, name: 'Cart' });
  await user.click(await screen.findByRole('link', { name: /checkout/i }));

  const place = await screen.findByRole('button', { name: 'Place order' });
  await waitFor(() => expect(place).toBeEnabled());
  await user.click(place);
  await screen.findByRole('group', { name: 'There is a problem' });
  await user.click(screen.getByRole('link', { name: 'Enter the purchase order number' }));
  await user.type(screen.getByLabelText(/Purchase order number/), 'PO-77');
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });

  await waitFor(async () =>
    expectSpokenInOrder(await virtual.spokenPhraseLog(), [
      `heading, ${product.fullTitle}, level 1`,
      `polite: 1 × “${product.fullTitle}” added to your cart.`,
      'link, Cart, 1 item',
      'heading, Cart, level 1',
      `polite: Cart | ${store}`,
      'heading, Checkout, level 1',
      `polite: Checkout | ${store}`,
      'button, Place order',
      'group, There is a problem',
      'link, Enter the purchase order number',
      'textbox, Purchase order number, Enter the purchase order number, invalid, required',
      'heading, Thank you for your order, level 1',
      `polite: Order confirmation | ${store}`,
    ]),
  );
}

describe('a screen-reader user buys a book (virtual screen reader over the storefront on the memory twin)', () => {
  it('WCAG 2.4.2 2.4.3 3.3.1 4.1.2 4.1.3 hears the product, the add to the cart, each new page by its title and heading, the checkout error summary with the field it names, and the confirmation', async () => {
    await buyABook('shelfmark', DEMO_UIDS.buyer, demoProduct);
  });

  it('WCAG 2.4.2 2.4.3 3.3.1 4.1.2 4.1.3 on the second brand too: hears the product, each new page by its title and heading, the checkout error summary and the confirmation', async () => {
    await buyABook('thorndike', DEMO_UIDS.thorndikeBuyer, thorndikeProduct);
  });
});
