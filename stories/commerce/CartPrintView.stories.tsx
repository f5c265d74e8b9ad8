import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartPrintView } from '@shelfmark/commerce';
import { buildCart, demoSeed } from '@shelfmark/api-client/testing';
import { DEMO_UIDS } from './storyData';

const products = demoSeed().products;
const byTitle = (title: string) => products.find((p) => p.fullTitle === title)!;
const cart = buildCart({
  userId: DEMO_UIDS.buyer,
  lines: [{ product: byTitle("The Lighthouse Keeper's Almanac"), quantity: 2 }, { product: byTitle('Canadian Business Law'), quantity: 12 }],
});

const meta = {
  title: 'Commerce/CartPrintView',
  component: CartPrintView,
  args: { cart, visible: true },
} satisfies Meta<typeof CartPrintView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CART-14: the print view with the export's columns and the totals. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subtotal')).toBeInTheDocument();
  },
};
