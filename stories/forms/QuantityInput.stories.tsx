import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { QuantityInput } from '@shelfmark/forms';

const meta = {
  title: 'Forms/QuantityInput',
  component: QuantityInput,
  args: { max: 999 },
} satisfies Meta<typeof QuantityInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default 1, min 1, max 999. */
export const Default: Story = {};

/** CART-08: letters and signs are ignored; pasted text keeps its digits. */
export const DigitsOnly: Story = {
  args: { defaultValue: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.type(input, '1e-2');
    await expect(input).toHaveValue(12);
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('3 copies, 4');
    await expect(input).toHaveValue(34);
  },
};

/** CART-08: above the maximum. */
export const AboveMaximum: Story = {
  args: { defaultValue: '1000', validateOnMount: true },
};

/** CART-08: empty. */
export const Empty: Story = {
  args: { defaultValue: '', validateOnMount: true },
};

export const WithHint: Story = { args: { description: 'Up to 999 copies of one title.' } };

export const Disabled: Story = { args: { disabled: true } };

export const ServerError: Story = { args: { error: 'Only 3 left in stock.' } };

export const CustomLabels: Story = {
  args: { labels: { label: 'Copies', max: 'No more than {max} copies' }, defaultValue: '1200', validateOnMount: true },
};
