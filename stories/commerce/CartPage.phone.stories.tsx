import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CartPage } from '@shelfmark/commerce';
import { phoneStory } from '../phone';
import { DEMO_UIDS, seedWithCart } from './storyData';

/** CartPage on a phone; its other states are in CartPage.stories.tsx. */
const meta = {
  title: 'Commerce/CartPage',
  tags: ['!autodocs'],
  component: CartPage,
  parameters: {
    shelfmark: {
      user: DEMO_UIDS.buyer,
      route: '/cart',
      seed: seedWithCart([
        ["The Lighthouse Keeper's Almanac", 2],
        ['An Atlas of Ancient Trade Routes', 1],
        ['Canadian Business Law', 12],
      ]),
    },
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * CART-05, CART-06 at 390 px: the first screen shows Checkout and the first line — the account summarised in one line,
 * the summary an accordion with the checkout button apart before the lines, the cart's actions behind one "Cart
 * actions" button; each line a block (title, then Quantity and Price labelled, select and Remove).
 */
export const OnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    const table = await canvas.findByRole('table', { name: 'Items in your cart' });
    const line = within(table).getByRole('row', { name: /Canadian Business Law/ });
    await expect(within(line).getByRole('button', { name: 'Remove Canadian Business Law' })).toBeVisible();
    await expect(within(line).getByRole('button', { name: 'Change quantity of Canadian Business Law' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Order summary/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Cart actions' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Clear cart' })).toBeNull();
    await expect(await canvas.findByText(/^Shipping to /)).toBeVisible();
  }),
  tags: ['phone'],
};

/** The phone cart with its Cart actions open: remove selected, clear cart, save as wish list, download or print. */
export const CartActionsOpenOnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    await canvas.findByRole('table', { name: 'Items in your cart' });
    const toggle = canvas.getByRole('button', { name: 'Cart actions' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Clear cart' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download or print' })).toBeVisible();
  }),
  tags: ['phone'],
};
