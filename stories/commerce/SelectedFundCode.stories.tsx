import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectedFundCode } from '@shelfmark/commerce';

/** "Set fund code" for the ticked cart lines (CART-05). */
const meta = {
  title: 'Commerce/SelectedFundCode',
  component: SelectedFundCode,
  args: { count: 2, funds: ['ADULT-NF-2027', 'YA-FIC-2027', 'REF-2027'], onApply: fn(async () => undefined) },
} satisfies Meta<typeof SelectedFundCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CART-05: nothing ticked: the button is disabled and the hint says why. */
export const NoneSelected: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Set fund code (0)' })).toBeDisabled();
    await expect(
      canvas.getByRole('combobox', { name: 'Fund code for the selected items' }),
    ).toHaveAccessibleDescription('Tick items in the cart to set their fund code.');
  },
};

/** CART-05: two lines ticked: one code set on both, and said so. */
export const TwoSelected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Fund code for the selected items' }), 'YA-FIC-2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Set fund code (2)' }));
    await expect(args.onApply).toHaveBeenCalledWith('YA-FIC-2027');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Fund code set on 2 items.');
  },
};
