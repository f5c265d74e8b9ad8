import type { Meta, StoryObj } from '@storybook/react-vite';
import { MenuIcon } from '../../packages/blocks/src/header/icons';
import { expectDecorativeIcon, iconFrame } from '../decorativeIcon';

/** A decorative header icon, drawn in the text colour, in the phone's Menu button: hidden from assistive technology (the control names itself in text). */
const meta = {
  title: 'Blocks/MenuIcon',
  component: MenuIcon,
  decorators: [iconFrame],
} satisfies Meta<typeof MenuIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 24 × 24, stroked in the current colour, hidden from assistive technology. */
export const Default: Story = {
  play: expectDecorativeIcon,
};

/** On the second brand. */
export const SecondBrand: Story = {
  parameters: { shelfmark: { site: 'thorndike' } },
  play: expectDecorativeIcon,
};
