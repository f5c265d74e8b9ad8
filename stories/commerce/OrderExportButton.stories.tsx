import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { OrderDetail } from '@shelfmark/api-client';
import { demoSeed } from '@shelfmark/api-client/testing';
import { OrderExportButton } from '../../packages/commerce/src/orders/export/OrderExportButton';

const order = demoSeed().orders!.find((o) => o.orderNumber === '4100001')!;

/** An order's lines, with their fund codes, as order-{orderNumber}.xlsx (on the order details, ORD-04). */
const meta = {
  title: 'Commerce/OrderExportButton',
  component: OrderExportButton,
  args: { order },
} satisfies Meta<typeof OrderExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ORD-04: the button, before it is pressed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Download order spreadsheet (.xlsx)' }),
    ).toBeEnabled();
  },
};

/** ORD-04: the workbook could not be prepared: said in an alert, the button stays. */
export const Failed: Story = {
  args: { order: { ...order, lines: null } as unknown as OrderDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download order spreadsheet (.xlsx)' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The spreadsheet could not be prepared. Please try again.',
    );
  },
};
