import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { OrderLine } from '@shelfmark/api-client';
import { Reorder } from '@shelfmark/commerce';
import { demoSeed } from '@shelfmark/api-client/testing';
import { DEMO_UIDS } from './storyData';

const products = demoSeed().products;
const byTitle = (title: string, edition?: string) =>
  products.find((p) => p.fullTitle === title && (edition === undefined || p.edition === edition))!;
const line = (isbn13: string, title: string, quantityOrdered: number): OrderLine => ({
  isbn3Litm: isbn13,
  title,
  quantityOrdered,
  unitPriceUprc: { value: 20, formattedValue: '$20.00', currencyIso: 'USD' },
  quantityShippedSoqs: quantityOrdered,
  quantityBackorderedSobk: 0,
  quantityCancelledSocn: 0,
});
const almanac = byTitle("The Lighthouse Keeper's Almanac");
const third = byTitle('Foundations of Library Cataloguing', '3');
const lines = [
  line(almanac.isbn13, almanac.fullTitle, 3),
  line(third.isbn13, 'Foundations of Library Cataloguing, 3rd ed.', 2),
  line('9780000009999', 'A Withdrawn Atlas', 1),
];

const meta = {
  title: 'Commerce/Reorder',
  component: Reorder,
  args: { lines },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer } },
} satisfies Meta<typeof Reorder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reorder (beyond the specs): the button under an order's details. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reorder' })).toBeEnabled();
  },
};

/** Opened: one title to add, one offered its newer edition (ticked), one no longer sold and not added. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No longer sold: not added')).toBeInTheDocument();
    await expect(await canvas.findByRole('checkbox', { name: 'Add the new edition instead' })).toBeChecked();
    await expect(await canvas.findByText('Will be added')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

/** Nothing of the order is sold any more: Add to cart stays disabled and says so. */
export const NothingToOrder: Story = {
  args: { defaultOpen: true, lines: [line('9780000009999', 'A Withdrawn Atlas', 1)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('None of these titles can be ordered any more.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/** After Add to cart: how many titles went in, and which did not. */
export const Added: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No longer sold: not added');
    await canvas.findByRole('checkbox', { name: 'Add the new edition instead' });
    await canvas.findByText('Will be added');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(
      await canvas.findByText('2 titles added to your cart. Not added: A Withdrawn Atlas.'),
    ).toBeInTheDocument();
  },
};
