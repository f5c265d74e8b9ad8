import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderDetails } from '@shelfmark/commerce';
import { phoneStory } from '../phone';
import { DEMO_UIDS } from './MyOrders.storyData';

/** OrderDetails on a phone; its other states are in OrderDetails.stories.tsx. */
const meta = {
  title: 'Commerce/OrderDetails',
  tags: ['!autodocs'],
  component: OrderDetails,
  args: { orderNumber: '4100001' },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/my-orders/4100001' } },
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ORD-04 at 390 px: facts, lines, totals and shipments one under the other. */
export const OnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    await expect(await canvas.findByRole('button', { name: 'Show more' })).toBeVisible();
  }),
  tags: ['phone'],
};
