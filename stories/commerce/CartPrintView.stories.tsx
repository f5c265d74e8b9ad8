import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartPrintView } from '@shelfmark/commerce';
import { buildCart, demoSeed } from '@shelfmark/api-client/testing';
import { DEMO_UIDS } from './storyData';

const products = demoSeed().products;
const byTitle = (title: string) => products.find((p) => p.fullTitle === title)!;
const cart = buildCart({
  userId: DEMO_UIDS.buyer,
  lines: [
    { product: byTitle("The Lighthouse Keeper's Almanac"), quantity: 2 },
    { product: byTitle('Canadian Business Law'), quantity: 12 },
  ],
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

/** CART-14: with the approval details — the account billed, the ship-to, the day printed and the cart code. */
export const WithApprovalDetails: Story = {
  args: {
    // A fixed cart code: the fixtures number carts in the order they are built, which differs between runs.
    cart: { ...cart, code: '00012345' },
    details: {
      account: {
        name: 'Riverside Public Library',
        accountNumber: '1000234',
        address: { line1: '12 Harbour Street', town: 'Riverside', postalCode: '02139' },
      },
      shipTo: {
        name: 'Riverside Public Library — Main Branch',
        accountNumber: '2000871',
        address: { line1: '40 Elm Avenue', town: 'Riverside', postalCode: '02140' },
      },
      date: new Date(Date.UTC(2026, 10, 27, 12)),
    },
  },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByText('Ship to').nextElementSibling).toHaveTextContent(
      'Riverside Public Library — Main Branch (2000871)40 Elm Avenue, Riverside, 02140',
    );
    await expect(view.getByText('Date').nextElementSibling).toHaveTextContent('Nov 27, 2026');
    await expect(view.getByText('Cart code').nextElementSibling).toHaveTextContent('00012345');
  },
};
