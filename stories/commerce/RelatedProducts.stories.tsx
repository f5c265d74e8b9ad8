import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Product } from '@shelfmark/api-client';
import { productDetailLabels } from '@shelfmark/commerce';
import { RelatedProducts } from '../../packages/commerce/src/product/RelatedProducts';
import { product } from './storyData';

const related = (title: string): NonNullable<Product['relatedProducts']>[number] => {
  const p = product(title);
  return { code: p.code, isbn13: p.isbn13, fullTitle: p.fullTitle, imagesDAM: p.imagesDAM };
};

/** "You may also Like" on the product page. Its heading is the page's `youMayAlsoLike` label (`title`, required). */
const meta = {
  title: 'Commerce/RelatedProducts',
  component: RelatedProducts,
  args: {
    items: [
      related('The Quiet Archive'),
      related('An Atlas of Ancient Trade Routes'),
      related('Rare Maps of the Northern Coast'),
    ],
    title: productDetailLabels.youMayAlsoLike,
  },
} satisfies Meta<typeof RelatedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PDP-01: related titles with their small covers (125 x 179), each a link to its product page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'You may also Like' }));
    const quiet = product('The Quiet Archive');
    await expect(region.getByRole('link', { name: quiet.fullTitle })).toHaveAttribute(
      'href',
      `/products/${quiet.isbn13}`,
    );
    await expect(region.getAllByRole('listitem')).toHaveLength(3);
    for (const cover of canvasElement.querySelectorAll('img')) await expect(cover).toHaveAttribute('width', '125');
  },
};

/** PDP-01: no related titles, no section. */
export const NoneRelated: Story = {
  args: { items: [] },
  parameters: { caption: 'Empty on purpose: this title has no related titles.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
