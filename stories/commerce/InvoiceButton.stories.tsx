import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvoiceButton } from '@shelfmark/commerce';
import { DEMO_UIDS, ordersClient } from './MyOrders.storyData';

const meta = {
  title: 'Commerce/InvoiceButton',
  component: InvoiceButton,
  args: { invoiceNumber: '7000001', save: fn() },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer } },
} satisfies Meta<typeof InvoiceButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ORD-05: saves {invoiceNumber}_invoice.pdf. */
export const Available: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download invoice' }));
    await expect(args.save).toHaveBeenCalledWith(expect.any(Blob), '7000001_invoice.pdf');
  },
};

/** ORD-05: no invoice number yet. */
export const NotYetAvailable: Story = {
  args: { invoiceNumber: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Invoice not yet available' })).toBeDisabled();
  },
};

/** ORD-05: the download is on its way (the call never answers here). */
export const Downloading: Story = {
  parameters: { shelfmark: { client: ordersClient({ invoices: { download: 'stall' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download invoice' }));
    await expect(await canvas.findByRole('button', { name: 'Downloading…' })).toBeDisabled();
  },
};

/** ORD-05: a failed download says so. */
export const Failed: Story = {
  parameters: { shelfmark: { client: ordersClient({ invoices: { download: 'Invoice service down' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download invoice' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The invoice could not be downloaded.');
  },
};
