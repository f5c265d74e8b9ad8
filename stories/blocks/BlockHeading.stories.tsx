import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockHeading } from '../../packages/blocks/src/content/shared/BlockHeading';
import { headingLevelArgType } from '../argTypes';

/** A block's heading at the level the editor chose (every block's title and card titles go through it). */
const meta = {
  title: 'Blocks/BlockHeading',
  component: BlockHeading,
  argTypes: { level: headingLevelArgType },
  args: { level: 2, className: 'sm-block__title', children: 'New this season' },
} satisfies Meta<typeof BlockHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-04: a block's title at its default level 2. */
export const BlockTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'New this season' })).toBeVisible();
  },
};

/** BLK-04: a card's title, one level below its block's (here 3), in the card title's style. */
export const CardTitle: Story = {
  args: { level: 3, className: 'sm-card__title', children: 'Large print for every branch' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Large print for every branch' }),
    ).toBeVisible();
  },
};
