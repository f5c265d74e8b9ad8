import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '@shelfmark/forms';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Purchase order number' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { description: 'Up to 25 characters.' } };

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: { required: true, error: 'Purchase order number is required', description: 'Up to 25 characters.' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'PO-2026-0042' } };

export const HiddenLabel: Story = { args: { label: 'Search', hideLabel: true, type: 'search' } };
