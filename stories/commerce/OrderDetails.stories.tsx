import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderDetails } from '@shelfmark/commerce';
import { demoSeed } from '@shelfmark/api-client/testing';
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

/** The demo seed with fund codes on the first two lines of order 4100001, as a buyer set them in the cart. */
function seedWithFundCodes() {
  const seed = demoSeed();
  const order = seed.orders!.find((o) => o.orderNumber === '4100001')!;
  const codes = ['ADULT-NF-2027', 'REF-2027'];
  order.lines = order.lines.map((line, index) => ({ ...line, fundCode: codes[index] ?? null }));
  return seed;
}

/** ORD-04: lines ordered on a fund name their fund code. */
export const WithFundCodes: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/my-orders/4100001', seed: seedWithFundCodes() } },
  play: async ({ canvasElement }) => {
    const items = await within(canvasElement).findByRole('region', { name: 'Items' });
    const lines = within(items).getAllByRole('listitem');
    await expect(lines[0]).toHaveTextContent('Fund codeADULT-NF-2027');
    await expect(lines[1]).toHaveTextContent('Fund codeREF-2027');
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
