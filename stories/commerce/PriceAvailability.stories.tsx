import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PriceAvailability } from '@shelfmark/commerce';
import {
  DEMO_UIDS,
  PASTE_GOOD_LINES,
  PASTE_WITH_BAD_LINES,
  STORY_ISBNS,
  UNKNOWN_ISBN,
  failing,
  stalling,
} from './selfService.storyData';

const meta = {
  title: 'Commerce/PriceAvailability',
  component: PriceAvailability,
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/price-and-availability' } },
} satisfies Meta<typeof PriceAvailability>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkRows = async (canvasElement: HTMLElement, rows: [isbn: string, quantity?: string][]) => {
  const canvas = within(canvasElement);
  for (const [index, [isbn, quantity]] of rows.entries()) {
    await userEvent.type(await canvas.findByRole('textbox', { name: `ISBN, row ${index + 1}` }), isbn);
    if (quantity)
      await userEvent.type(canvas.getByRole('spinbutton', { name: `Quantity, row ${index + 1}` }), quantity);
  }
  const option2 = canvas.getByRole('form', { name: 'Option 2 - Search Individually' });
  await userEvent.click(within(option2).getByRole('button', { name: 'CHECK PRICES' }));
};

/** PNA-01: both options, three empty rows, CHECK PRICES disabled. */
export const Default: Story = {};

/** PNA-01: row errors keep CHECK PRICES disabled. */
export const RowErrors: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, site: { maxProductQuantity: 50 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'ISBN, row 1' }), '978-0x');
    await userEvent.type(canvas.getByRole('textbox', { name: 'ISBN, row 2' }), '978-0-14');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Quantity, row 2' }), '60');
    await expect(canvas.getByText('ISBN input must contain only numbers and dashes')).toBeVisible();
    await expect(canvas.getByText('Quantity field must be between 1 and 50')).toBeVisible();
  },
};

/** PNA-01: ten rows, ADD ROW disabled. */
export const TenRows: Story = {
  play: async ({ canvasElement }) => {
    const addRow = await within(canvasElement).findByRole('button', { name: 'ADD ROW' });
    for (let i = 0; i < 7; i += 1) await userEvent.click(addRow);
    await expect(addRow).toBeDisabled();
  },
};

/** PNA-01: option 2 answered: an invalid ISBN first, then prices and stock, the first result focused. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    await checkRows(canvasElement, [[STORY_ISBNS.maps, '2'], [UNKNOWN_ISBN], [STORY_ISBNS.almanac, '10']]);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Invalid ISBNs' })).toBeVisible();
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
  },
};

/** PNA-01: option 1 pasted with two bad lines: each reported by number, CHECK PRICES disabled until they are corrected (spec 001 §5). */
export const PastedBadLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'ISBNs and quantities' }));
    await userEvent.paste(PASTE_WITH_BAD_LINES);
    await expect(canvas.getByText('Line 5: the ISBN’s check digit is wrong')).toBeVisible();
    await expect(canvas.getByText('Line 6: no dash is allowed in the quantity')).toBeVisible();
    const option1 = canvas.getByRole('form', { name: 'Option 1 - Copy and Paste' });
    await expect(within(option1).getByRole('button', { name: 'CHECK PRICES' })).toBeDisabled();
  },
};

/** PNA-01: option 1 pasted (tab, comma, dashes, no quantity), each title priced. */
export const PastedResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'ISBNs and quantities' }));
    await userEvent.paste(PASTE_GOOD_LINES);
    const option1 = canvas.getByRole('form', { name: 'Option 1 - Copy and Paste' });
    await userEvent.click(within(option1).getByRole('button', { name: 'CHECK PRICES' }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(4);
  },
};

/** PNA-01: a result added to the cart. */
export const AddedToCart: Story = {
  play: async ({ canvasElement }) => {
    await checkRows(canvasElement, [[STORY_ISBNS.almanac, '3']]);
    const [card] = await within(canvasElement).findAllByRole('article');
    await userEvent.click(within(card!).getByRole('button', { name: /^Add to cart/ }));
    await expect(await within(card!).findByText('3 added to your cart.')).toBeVisible();
  },
};

/** PNA-01: inquiry-only users see prices without add-to-cart. */
export const InquiryOnly: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.inquiry } },
  play: async ({ canvasElement }) => {
    await checkRows(canvasElement, [[STORY_ISBNS.archive, '1']]);
    const [card] = await within(canvasElement).findAllByRole('article');
    await expect(within(card!).queryByRole('button')).toBeNull();
  },
};

/** PNA-01: loading: CHECK PRICES disabled while the check runs. */
export const Checking: Story = {
  parameters: { shelfmark: { client: stalling('products', 'checkPrices') } },
  play: async ({ canvasElement }) => {
    await checkRows(canvasElement, [[STORY_ISBNS.almanac, '1']]);
    await expect(within(canvasElement).getAllByRole('button', { name: 'Checking…' })[0]).toBeDisabled();
  },
};

/** PNA-01: failure. */
export const Failed: Story = {
  parameters: { shelfmark: { client: failing('products', 'checkPrices') } },
  play: async ({ canvasElement }) => {
    await checkRows(canvasElement, [[STORY_ISBNS.almanac, '1']]);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Prices could not be checked. Please try again.',
    );
  },
};

/** PNA-01: a visitor is asked to sign in. */
export const SignedOut: Story = { parameters: { shelfmark: { user: null } } };

/** PNA-01: the second brand. */
export const Thorndike: Story = { parameters: { shelfmark: { user: DEMO_UIDS.thorndikeBuyer, site: 'thorndike' } } };

/** PNA-01: the quantity to add is changed through the cart's quantity dialog (spec 001 §4). */
export const ChangeQuantity: Story = {
  play: async ({ canvasElement }) => {
    await checkRows(canvasElement, [[STORY_ISBNS.almanac, '3']]);
    const [card] = await within(canvasElement).findAllByRole('article');
    await userEvent.click(within(card!).getByRole('button', { name: /^Change quantity/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Change quantity' });
    await expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
  },
};

/** PNA-01: a title that cannot be ordered online has its Add to cart disabled, and says why. */
export const CannotBuy: Story = {
  play: async ({ canvasElement }) => {
    await checkRows(canvasElement, [[STORY_ISBNS.notSold, '1']]);
    const [card] = await within(canvasElement).findAllByRole('article');
    await expect(within(card!).getByRole('button', { name: /^Add to cart/ })).toBeDisabled();
    await expect(within(card!).getByText('This title cannot be ordered online.')).toBeVisible();
  },
};
