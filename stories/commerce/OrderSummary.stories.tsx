import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildCart } from '@shelfmark/api-client/testing';
import { OrderSummary } from '@shelfmark/commerce';
import { product } from './storyData';

const cart = buildCart({
  lines: [
    { product: product("The Lighthouse Keeper's Almanac"), quantity: 2 },
    { product: product('The Quiet Archive'), quantity: 1 },
  ],
});

const meta = {
  title: 'Commerce/OrderSummary',
  component: OrderSummary,
  args: { cart },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CART-06: subtotal, shipping '-', total and the taxes message; checkout leads on. */
export const Default: Story = {};

/** CART-07: checkout disabled, with the reason. */
export const CheckoutDisabled: Story = { args: { canCheckout: false, showCheckoutReason: true } };

export const EmptyCart: Story = { args: { cart: buildCart() } };
