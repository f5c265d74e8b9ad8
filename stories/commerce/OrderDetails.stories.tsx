import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderDetails } from '@shelfmark/commerce';
import { DEMO_UIDS, ordersClient } from './MyOrders.storyData';

const meta = {
  title: 'Commerce/OrderDetails',
  component: OrderDetails,
  args: { orderNumber: '4100001' },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/my-orders/4100001' } },
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ORD-04: a shipped order, 2 of its 3 lines, totals, shipments by tracking number, the invoice button (ORD-05). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Show more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** ORD-04: every line after Show more. */
export const ShowMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** ORD-05: a pending order has no invoice yet; ORD-04: shipping over $250 shows FREE. */
export const InvoiceNotYetAvailable: Story = {
  args: { orderNumber: '4100002' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Invoice not yet available' }),
    ).toBeDisabled();
  },
};

/** ORD-03: an archived order, read from the archive. */
export const Archived: Story = {
  args: { orderNumber: '3900002', isArchived: true },
};

export const Loading: Story = {
  parameters: { shelfmark: { client: ordersClient({ orders: { detail: 'stall' } }) } },
};

export const Failed: Story = {
  parameters: { shelfmark: { client: ordersClient({ orders: { detail: 'Order service down' } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Something went wrong while fetching this order.',
    );
  },
};

export const NotFound: Story = {
  args: { orderNumber: '9999999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Order not found.');
  },
};
