import type { Meta, StoryObj } from '@storybook/react-vite';
import { BagIcon } from '../../packages/blocks/src/header/icons';
import { expectDecorativeIcon, iconFrame } from '../decorativeIcon';

/** A decorative header icon, drawn in the text colour, in the second brand's cart link: hidden from assistive technology (the control names itself in text). */
const meta = {
  title: 'Blocks/BagIcon',
  component: BagIcon,
  decorators: [iconFrame],
} satisfies Meta<typeof BagIcon>;

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
