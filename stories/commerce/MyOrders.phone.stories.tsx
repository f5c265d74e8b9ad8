import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MyOrders } from '@shelfmark/commerce';
import { phoneStory } from '../phone';
import { DEMO_UIDS } from './MyOrders.storyData';

/** MyOrders on a phone; its other states are in MyOrders.stories.tsx. */
const meta = {
  title: 'Commerce/MyOrders',
  tags: ['!autodocs'],
  component: MyOrders,
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/my-orders' } },
} satisfies Meta<typeof MyOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ORD-01 at 390 px: the search and a Filters button, then the orders as cards of labelled facts. */
export const OnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    const order = await canvas.findByRole('link', { name: 'View order 4100001' });
    await expect(order).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'Standing Orders' })).not.toBeInTheDocument();
  }),
  tags: ['phone'],
};

/** ORD-01 at 390 px: the filters in their drawer, Standing Orders picked. */
export const FiltersOnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter orders' });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Standing Orders' }));
    await expect(within(drawer).getByRole('checkbox', { name: 'Standing Orders' })).toBeChecked();
    await expect(within(drawer).getByRole('button', { name: 'Apply' })).toBeVisible();
  }),
  tags: ['phone'],
};
