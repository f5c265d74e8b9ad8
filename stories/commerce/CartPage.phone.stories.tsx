import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/** CART-05, CART-06 at 390 px: each line a block (title, then Quantity and Price labelled, select and Remove), the summary an accordion with the checkout button apart. */
export const OnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    const table = await canvas.findByRole('table', { name: 'Items in your cart' });
    const line = within(table).getByRole('row', { name: /Canadian Business Law/ });
    await expect(within(line).getByRole('button', { name: 'Remove Canadian Business Law' })).toBeVisible();
    await expect(within(line).getByRole('button', { name: 'Change quantity of Canadian Business Law' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Order summary/ })).toHaveAttribute('aria-expanded', 'false');
  }),
  tags: ['phone'],
};
