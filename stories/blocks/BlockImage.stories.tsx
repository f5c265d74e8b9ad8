import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockImage } from '../../packages/blocks/src/content/shared/BlockImage';
import { coverPath } from '../coverPaths';

const cover = coverPath('9781432850012', 216);

/** A CMS image (BLK-04: promo grid, fifty-fifty cards, product cards): the editor's alt text, lazy by default. */
const meta = {
  title: 'Blocks/BlockImage',
  component: BlockImage,
  args: { image: { src: cover, alt: 'Cover of The Lighthouse Keeper’s Almanac', width: 216, height: 309 } },
} satisfies Meta<typeof BlockImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-04: an informative image: named by the editor's alt text, at the document's size. */
export const WithAltText: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Cover of The Lighthouse Keeper’s Almanac' });
    await expect(image).toHaveAttribute('width', '216');
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

/** BLK-04: a decorative image (empty alt): hidden from screen readers. */
export const Decorative: Story = {
  args: { image: { src: cover, alt: '', width: 216, height: 309 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** BLK-04: a document without a size: the block's own size holds the place (here 125 × 179), loaded at once. */
export const BlockSize: Story = {
  args: {
    image: { src: cover, alt: 'Cover of The Lighthouse Keeper’s Almanac' },
    width: 125,
    height: 179,
    loading: 'eager',
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Cover of The Lighthouse Keeper’s Almanac' });
    await expect(image).toHaveAttribute('width', '125');
    await expect(image).toHaveAttribute('height', '179');
  },
};
