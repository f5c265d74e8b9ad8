import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AlreadyExceededDialog } from '@shelfmark/commerce';

const meta = {
  title: 'Commerce/AlreadyExceededDialog',
  component: AlreadyExceededDialog,
  args: {
    exceeded: [
      { productCode: '9780000000002', inCart: 8, requested: 5, max: 10, remaining: 2 },
      { productCode: '9781594130014', inCart: 10, requested: 1, max: 10, remaining: 0 },
    ],
    onClose: fn(),
  },
} satisfies Meta<typeof AlreadyExceededDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CART-13: the lines set aside by a bulk add: what the cart holds, what was asked and what can still be added. */
export const Open: Story = {
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: 'Quantity already exceeded' });
    await expect(within(modal).getByText(/would pass the maximum of 10 per title/)).toBeVisible();
    await expect(within(modal).getByRole('row', { name: /9780000000002/ })).toHaveTextContent('9780000000002852');
    await expect(within(modal).getByRole('row', { name: /9781594130014/ })).toHaveTextContent('97815941300141010');
  },
};

/** CART-13: Close reports it, so the page can forget the lines. */
export const Closing: Story = {
  args: { exceeded: [{ productCode: '9780000000002', inCart: 8, requested: 5, max: 10, remaining: 2 }] },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Quantity already exceeded' });
    await userEvent.click(within(modal).getAllByRole('button', { name: 'Close' })[0]!);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** CART-13: nothing set aside: no dialog. */
export const Nothing: Story = {
  args: { exceeded: [] },
  parameters: { caption: 'Empty on purpose: no title is over the limit, so no dialog opens.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
