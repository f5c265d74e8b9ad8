import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, type ApiClient } from '@shelfmark/api-client';
import { CartPage, DONT_ASK_ORDERED_BEFORE_KEY } from '@shelfmark/commerce';
import { INVALID_ISBNS_KEY } from '@shelfmark/commerce/internal';
import { buildCart, createMemoryApiClient, demoSeed, type MemorySeed } from '@shelfmark/api-client/testing';
import { DEMO_UIDS, seedWithCart } from './storyData';

const cartOnly = seedWithCart([
  ["The Lighthouse Keeper's Almanac", 2],
  ['An Atlas of Ancient Trade Routes', 1],
]);
/** The two-line cart plus the buyer's demo wish lists (one current, one expired). */
const lines: MemorySeed = { ...cartOnly, carts: [...(demoSeed().carts ?? []), ...(cartOnly.carts ?? [])] };

/** The buyer's cart with the third edition (newer edition available) and, when asked, the fourth near the maximum. */
function editionsSeed(fourthQuantity = 0) {
  const seed = demoSeed();
  const third = seed.products.find((p) => p.fullTitle === 'Foundations of Library Cataloguing' && p.edition === '3')!;
  const fourth = seed.products.find((p) => p.fullTitle === 'Foundations of Library Cataloguing' && p.edition === '4')!;
  const cartLines = [
    { product: third, quantity: 2 },
    ...(fourthQuantity > 0 ? [{ product: fourth, quantity: fourthQuantity }] : []),
  ];
  return { ...seed, carts: [...(seed.carts ?? []), buildCart({ userId: DEMO_UIDS.buyer, lines: cartLines })] };
}

function failingClient(seed: MemorySeed, domain: 'carts' | 'wishlists', method: string, message: string): ApiClient {
  const client = createMemoryApiClient({ user: DEMO_UIDS.buyer, seed });
  return {
    ...client,
    [domain]: {
      ...client[domain],
      [method]: () => Promise.reject(new ApiError({ status: 503, code: 'INTERNAL', message })),
    },
  };
}

const meta = {
  title: 'Commerce/CartPage',
  component: CartPage,
  args: { toastDurationMs: 600_000 },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: lines, route: '/cart' } },
  // Failed ISBNs live in session storage (CART-03): start clean and leave nothing behind for the next story.
  // These bulk adds are about the maximum and the failures: the buyer chose not to be asked about titles ordered
  // before (OrderedBeforeDialog.stories.tsx shows the question).
  beforeEach: () => {
    sessionStorage.removeItem(INVALID_ISBNS_KEY);
    sessionStorage.setItem(DONT_ASK_ORDERED_BEFORE_KEY, '1');
    return () => {
      sessionStorage.removeItem(INVALID_ISBNS_KEY);
      sessionStorage.removeItem(DONT_ASK_ORDERED_BEFORE_KEY);
    };
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function quickAdd(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'ISBNs and quantities, one per line' }), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
}

const almanacIsbn = demoSeed().products.find((p) => p.fullTitle === "The Lighthouse Keeper's Almanac")!.isbn13;
const atlasIsbn = demoSeed().products.find((p) => p.fullTitle === 'An Atlas of Ancient Trade Routes')!.isbn13;
const databaseIsbn = demoSeed().products.find((p) => p.fullTitle === 'World History in Context')!.isbn13;

/** CART-13: a bulk add with one line over the maximum (counting the cart) opens the already-exceeded modal. */
export const AlreadyExceeded: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: lines, site: { maxProductQuantity: 10 } } },
  play: async ({ canvasElement }) => {
    await quickAdd(canvasElement, `${almanacIsbn} 9`);
    const modal = await screen.findByRole('dialog', { name: 'Quantity already exceeded' });
    await expect(within(modal).getByRole('row', { name: new RegExp(almanacIsbn) })).toHaveTextContent(
      `${almanacIsbn}298`,
    );
  },
};

/** CART-03, CART-13: ISBNs that could not be added are listed, and the failure toast names each. */
export const BulkAddFailedIsbns: Story = {
  play: async ({ canvasElement }) => {
    await quickAdd(canvasElement, `9789999999991 1{enter}${databaseIsbn} 1{enter}${atlasIsbn} 2`);
    const list = await within(canvasElement).findByRole('region', {
      name: 'These ISBNs could not be added to your cart',
    });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** CART-13: a bad line is named and nothing is sent. */
export const BulkAddBadLine: Story = {
  play: async ({ canvasElement }) => {
    await quickAdd(canvasElement, `${atlasIsbn} 0`);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Line 1: enter a 13-digit ISBN and a quantity from 1 to 999.',
    );
  },
};

/** CART-12: the newer edition replaces the line; a toast says so. */
export const ReplacedWithNewEdition: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: editionsSeed() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Replace with new edition: Foundations of Library Cataloguing' }),
    );
    await expect(
      await canvas.findByText('“Foundations of Library Cataloguing” has been replaced with its new edition.'),
    ).toBeInTheDocument();
  },
};

/** CART-12: the replace-failure modal (the new edition would pass the maximum). */
export const ReplaceFailed: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: editionsSeed(998) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: 'Replace with new edition: Foundations of Library Cataloguing',
      }),
    );
    await expect(await screen.findByRole('dialog', { name: 'Item not replaced' })).toHaveTextContent(
      "Unfortunately, you can't replace this item.",
    );
  },
};

async function openSave(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Save as wish list' }));
  return screen.findByRole('dialog', { name: 'Save cart as wish list' });
}

/** CART-15: save as wish list, choice '1' — the existing list preselected as 'name code'. */
export const SaveAsWishList: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSave(canvasElement);
    await expect(within(dialog).getByRole('combobox', { name: 'Wish list' })).toHaveValue('WL-0001');
  },
};

/** CART-15: choice '2' with an empty name — Save disabled, the message shown. */
export const SaveAsWishListEmptyName: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSave(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Create a new wish list' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Wish list name' }));
    await userEvent.tab();
    await expect(within(dialog).getByText('Please, provide a name for the wish list')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** CART-15: saved to the existing list, success toast. */
export const SavedToWishList: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSave(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await within(canvasElement).findByText('Your cart has been successfully saved to the existing Wish List'),
    ).toBeInTheDocument();
  },
};

/** CART-15: creating the wish list failed, failure toast. */
export const SaveAsWishListFailed: Story = {
  parameters: { shelfmark: { client: failingClient(lines, 'wishlists', 'create', 'Down.') } },
  play: async ({ canvasElement }) => {
    const dialog = await openSave(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Create a new wish list' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Wish list name' }), 'Autumn display');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to create Wish List');
  },
};

/** CART-14: the download-or-print modal. */
export const DownloadOrPrint: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Download or print' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download or print' });
    await expect(within(dialog).getByRole('link', { name: 'Email the list' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:\?subject=Product%20List/),
    );
  },
};

/** ACCT-01: the change-account modal from the cart's account card. */
export const ChangeAccount: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Change account' }));
    await expect(await screen.findByRole('dialog', { name: 'Change account' })).toBeVisible();
  },
};

/** ACCT-02: switched; the success alert and the new shipping address. */
export const AccountChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change account' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Choose Riverside Library — Harbour Branch' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change account' }));
    await expect(await canvas.findByText('Your account information was successfully updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Account information' })).toHaveTextContent('Harbour Branch'),
    );
  },
};

/** CART-02: one eligible account — the card offers Log out instead. */
export const SingleAccountLogOut: Story = {
  parameters: {
    shelfmark: {
      user: DEMO_UIDS.inquiry,
      seed: seedWithCart([["The Lighthouse Keeper's Almanac", 1]], DEMO_UIDS.inquiry),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Log out' })).toBeInTheDocument();
  },
};

/** CART-06: the mobile summary accordion, opened, with the checkout button set apart. */
export const MobileSummary: Story = {
  args: { summaryLayout: 'accordion' },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /^Order summary/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

/** CART-01: the second brand's CONTINUE SHOPPING leads to its catalogue search. */
export const SecondBrand: Story = {
  parameters: {
    shelfmark: {
      user: DEMO_UIDS.thorndikeBuyer,
      seed: seedWithCart([['Large Print Harbour Tales', 2]], DEMO_UIDS.thorndikeBuyer),
      site: 'thorndike',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'CONTINUE SHOPPING' })).toHaveAttribute(
      'href',
      '/search',
    );
  },
};
