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

/** CART-08: letters are ignored; pasted text that is no other way of writing a number keeps its digits. */
export const DigitsOnly: Story = {
  args: { defaultValue: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.type(input, '1a2b');
    await expect(input).toHaveValue(12);
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste(' 34 copies\n');
    await expect(input).toHaveValue(34);
  },
};

/** CART-08 PDP-02: a number written another way (1,5 · 1e3 · -1) is refused as not a whole number, never read as 15, 13 or 1. */
export const NotAWholeNumber: Story = {
  args: { defaultValue: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(input);
    await userEvent.paste('1e3');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Quantity must be a whole number');
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
