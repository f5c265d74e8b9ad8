import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { OrderTracking } from '@shelfmark/commerce';
import { ordersClient } from './MyOrders.storyData';

const meta = {
  title: 'Commerce/OrderTracking',
  component: OrderTracking,
  parameters: { shelfmark: { user: null, route: '/order-tracking' } },
} satisfies Meta<typeof OrderTracking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two of the order's references (PO number and order number), narrowed by its order date. */
async function searchByPoAndDate(canvasElement: HTMLElement, po = 'PO-2026-0091', date = '2026-09-02') {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Search by' }), 'Purchase Order');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Purchase Order' }), po);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'And by' }), 'Order Number');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Order Number' }), '4100001');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Narrow by (optional)' }), 'Order Date');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Order Date' }), date);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  return canvas;
}

/** TRK-01: the two choosers; the second waits for the first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'And by' })).toBeDisabled();
  },
};

/** TRK-01: signed in, any two of the seven criteria (order number and order date); no rule for visitors. */
export const SignedInAnyTwo: Story = {
  parameters: { shelfmark: { user: 'buyer@shelfmark.test', route: '/order-tracking' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Search by' }), 'Order Number');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order Number' }), '4100001');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'And by' }), 'Order Date');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order Date' }), '2026-09-02');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('table', { name: 'Order 4100001, placed 09/02/2026' })).toBeInTheDocument();
    await expect(canvas.queryByText(/Without signing in/)).toBeNull();
  },
};

/** TRK-01: a visitor's two criteria that are not two references: the rule is given, Search waits. */
export const VisitorNeedsReferences: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Search by' }), 'ISBN');
    await userEvent.type(canvas.getByRole('textbox', { name: 'ISBN' }), '9780000000002');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'And by' }), 'Account Number');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account Number' }), '1000101');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Sign in to search by any two' })).toBeVisible();
  },
};

/** TRK-01: a date that is not YYYY-MM-DD. */
export const DateError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Narrow by (optional)' }), 'Order Date');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order Date' }), '2026-9');
    await expect(canvas.getByText('Please input full date', { selector: 'p' })).toBeVisible();
  },
};

/** TRK-01: an order found by PO number plus order number, narrowed by its order date. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchByPoAndDate(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Order 4100001, placed 09/02/2026' })).toBeInTheDocument();
  },
};

/** TRK-01: the shipping-info modal with the carrier's tracking link. */
export const ShippingInfo: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await searchByPoAndDate(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: /Shipping info for/ }))[0]!);
    await expect(await screen.findByRole('link', { name: 'Track with UPS (opens in a new tab)' })).toBeInTheDocument();
  },
};

/** TRK-01: nothing found. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchByPoAndDate(canvasElement, 'PO-NONE');
    await expect(await canvas.findByText('No orders were found for these search criteria.')).toBeInTheDocument();
  },
};

/** TRK-01: Search disabled while loading. */
export const Searching: Story = {
  parameters: { shelfmark: { client: ordersClient({ tracking: { search: 'stall' } }, null) } },
  play: async ({ canvasElement }) => {
    const canvas = await searchByPoAndDate(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Searching…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // The keyboard user's place is kept: the pressed button still has focus.
    await expect(button).toHaveFocus();
  },
};

export const Failed: Story = {
  parameters: { shelfmark: { client: ordersClient({ tracking: { search: 'Tracking service down' } }, null) } },
  play: async ({ canvasElement }) => {
    const canvas = await searchByPoAndDate(canvasElement);
    // The failure reads from the labels, never the server's own text (62363ff).
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong while searching. Something went wrong. Please try again.',
    );
  },
};
