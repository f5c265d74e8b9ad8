import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SingleButton } from '@shelfmark/blocks';
import { enumArgType } from '../argTypes';

const meta = {
  title: 'Blocks/SingleButton',
  component: SingleButton,
  argTypes: { alignment: enumArgType('left', 'center', 'right') },
  args: { button: { label: 'Start an order', url: '/fast-order' } },
} satisfies Meta<typeof SingleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-01: one CMS button, aligned left (the default). */
export const Left: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Start an order' })).toHaveAttribute(
      'href',
      '/fast-order',
    );
  },
};

/** BLK-01: centred, pill-shaped. */
export const CentrePill: Story = {
  args: { alignment: 'center', button: { label: 'Browse the catalogue', url: '/search?q=', shape: 'pill' } },
};

/** BLK-01: right-aligned, secondary. */
export const RightSecondary: Story = {
  args: { alignment: 'right', button: { label: 'Talk to your rep', url: '/find-your-rep', variant: 'secondary' } },
};
