import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CheckoutPage } from '@shelfmark/commerce';
import { phoneStory } from '../phone';
import { DEMO_UIDS, seedWithCart } from './storyData';

/** CheckoutPage on a phone; its other states are in CheckoutPage.stories.tsx. */
const meta = {
  title: 'Commerce/CheckoutPage',
  tags: ['!autodocs', 'checkout'],
  component: CheckoutPage,
  args: { isProcessedReturn: false, submitToProvider: () => {}, reload: () => {} },
  parameters: {
    shelfmark: {
      user: DEMO_UIDS.buyer,
      route: '/checkout',
      seed: seedWithCart([
        ["The Lighthouse Keeper's Almanac", 2],
        ['An Atlas of Ancient Trade Routes', 1],
        ['Canadian Business Law', 3],
        ['Foundations of Library Cataloguing', 1],
      ]),
    },
  },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CHK-01 at 390 px: the account, the promo code, the order summary as an accordion showing the total, then payment and Place order. */
export const OnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    const summary = await canvas.findByRole('button', { name: /^Order summary/ });
    const placeOrder = await canvas.findByRole('button', { name: 'Place order' });
    await expect(summary.getBoundingClientRect().top).toBeLessThan(placeOrder.getBoundingClientRect().top);
    await expect(summary).toHaveTextContent('$');
  }),
  tags: ['phone'],
};

/** CHK-01 at 390 px with the summary opened: the lines, 3 a page, and the totals. */
export const SummaryOpenOnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Order summary/ }));
    await expect(await canvas.findByRole('list', { name: 'Items in your order' })).toBeVisible();
  }),
  tags: ['phone'],
};
