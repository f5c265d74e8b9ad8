import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductCards } from '@shelfmark/blocks';
import { demoBlockDocuments } from '@shelfmark/api-client/testing';
import { headingLevelArgType } from '../argTypes';
import { staticCovers } from '../coverPaths';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a demo document read loosely into the block's props, which type it
type Doc = Record<string, any>;
const productDoc = staticCovers(demoBlockDocuments['Product Cards']!.document) as Doc;
const cards = (productDoc.cards as Doc[]).map((c) => ({
  title: c.title,
  filters: c.filters,
  link: c.link,
  html: c.description.value,
  image: c.image,
}));

const meta = {
  title: 'Blocks/ProductCards',
  component: ProductCards,
  argTypes: { headingLevel: headingLevelArgType },
  args: { title: 'Research databases', cards, tabNames: ['History', 'Science'], cardsPerPage: 2, headingLevel: 3 },
} satisfies Meta<typeof ProductCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-05: product cards, All tab, first page. */
export const ProductCardsAll: Story = {};

/** BLK-05: the Science filter tab selected. */
export const ProductCardsFilterTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Science' }));
    await expect(canvas.getByRole('tab', { name: 'Science' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('link', { name: 'Archives Unbound' })).not.toBeInTheDocument();
  },
};

/** BLK-05: the second page of the All tab. */
export const ProductCardsSecondPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};
