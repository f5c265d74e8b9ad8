import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MenuIcon } from '../../packages/blocks/src/header/icons';

/** A decorative header icon, drawn in the text colour, in the phone's Menu button: hidden from assistive technology (the control names itself in text). */
const meta = {
  title: 'Blocks/MenuIcon',
  component: MenuIcon,
  decorators: [
    (Story) => (
      <span style={{ display: 'inline-flex' }}>
        <Story />
      </span>
    ),
  ],
} satisfies Meta<typeof MenuIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 24 × 24, stroked in the current colour, hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('width', '24');
  },
};

/** On the second brand. */
export const SecondBrand: Story = {
  parameters: { shelfmark: { site: 'thorndike' } },
  play: Default.play,
};
