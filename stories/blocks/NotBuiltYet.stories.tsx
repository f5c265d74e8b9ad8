import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotBuiltYet } from '@shelfmark/blocks';

const meta = {
  title: 'Blocks/NotBuiltYet',
  component: NotBuiltYet,
  args: { page: 'Checkout' },
} satisfies Meta<typeof NotBuiltYet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The Checkout page is not built yet.')).toBeInTheDocument();
  },
};

export const OtherPage: Story = { args: { page: 'Price And Availability' } };
