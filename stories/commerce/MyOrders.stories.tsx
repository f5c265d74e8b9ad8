import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MyOrders } from '@shelfmark/commerce';
import { DEMO_UIDS, ordersClient } from './MyOrders.storyData';

const meta = {
  title: 'Commerce/MyOrders',
  component: MyOrders,
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/my-orders' } },
} satisfies Meta<typeof MyOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ORD-01: orders and standing orders, account block, filter panel with the archived toggle (E1), search, invoices. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'View order 4100001' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Show archived orders' })).not.toBeChecked();
  },
};

/** ORD-01 paging: three orders a page. */
export const Paged: Story = {
  args: { pageSize: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Loading: Story = {
  parameters: { shelfmark: { client: ordersClient({ orders: { list: 'stall' } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your orders…')).toBeInTheDocument();
  },
};

/** ORD-03: only the current orders fail. */
export const OrdersFailed: Story = {
  parameters: { shelfmark: { client: ordersClient({ orders: { list: 'Order service down' } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Something went wrong while fetching orders.',
    );
  },
};

/** ORD-03: only the archived orders fail (after the toggle). */
export const ArchivedFailed: Story = {
  parameters: { shelfmark: { client: ordersClient({ orders: { archived: 'Archive down' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Show archived orders' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong while fetching archived orders.',
    );
  },
};

/** ORD-03: both fail. */
export const AllFailed: Story = {
  parameters: {
    shelfmark: { client: ordersClient({ orders: { list: 'Order service down', archived: 'Archive down' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Show archived orders' }));
    await expect(await canvas.findByText('Something went wrong while fetching all orders.')).toBeInTheDocument();
  },
};

/** ORD-03: an account with no orders (not on E1, so no archived toggle). */
export const NoOrders: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.thorndikeBuyer } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no orders yet.')).toBeInTheDocument();
  },
};

/** ORD-01: a search that matches nothing. */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search orders' }), 'PO-1999');
    await expect(await canvas.findByText('No orders match your filters.')).toBeInTheDocument();
  },
};

/** ORD-03: archived orders shown after the toggle, with a Ship-to column. */
export const Archived: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Show archived orders' }));
    await expect(await canvas.findByRole('link', { name: 'View order 3900001' })).toBeInTheDocument();
    // Archived orders span the organisation's ship-tos: each row says its own.
    await expect(canvas.getByRole('columnheader', { name: 'Ship-to' })).toBeInTheDocument();
  },
};

/** ORD-03: staff search by ship-to. */
export const Staff: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.staff } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('search', { name: 'Search by ship-to account' });
    await userEvent.type(within(box).getByRole('textbox'), '100101');
    await userEvent.click(within(box).getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('link', { name: 'View order 4100001' })).toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  parameters: { shelfmark: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  },
};
