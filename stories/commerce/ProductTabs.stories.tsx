import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Product } from '@shelfmark/api-client';
import { defaultPublicationStatusMap, productDetailLabels } from '@shelfmark/commerce';
import { product } from './storyData';
import { ProductTabs } from '../../packages/commerce/src/product/ProductTabs';

const almanac = product("The Lighthouse Keeper's Almanac");
const atlas = product('An Atlas of Ancient Trade Routes');
/** The almanac as a classroom bundle with every tab filled. */
const rich: Product = {
  ...almanac,
  productFeatures: { featureBenefits: ['Tide tables for every month', 'Hand-drawn charts of twelve lighthouses'] },
  bundleDetails: { bundleComponents: [{ fullTitle: atlas.fullTitle, code: `${atlas.code}@BUNDLE-01` }] },
  tableOfContent: '1. Spring Tides\n2. Fog Signals\n3. The Summer Keepers\n4. Autumn Gales\n5. Winter Watch',
  quotes: [{ quoteText: 'A quiet, luminous book.', preferredAuthorName: 'Harbour Review' }],
  publicationStatus: 'Out of Print',
};

/**
 * The product page's tabs (PDP-01). Texts: the page's `text` (`productDetailLabels`, no defaults of its own);
 * `statusMap` is ProductDetail's publication-status value map.
 */
const meta = {
  title: 'Commerce/ProductTabs',
  component: ProductTabs,
  args: { product: rich, text: productDetailLabels, statusMap: defaultPublicationStatusMap },
} satisfies Meta<typeof ProductTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PDP-01: Overview first: the description, features and benefits, and the bundle's codes cut to 13 characters. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Overview' });
    await expect(panel).toHaveTextContent('Tide tables for every month');
    await expect(panel).toHaveTextContent(`${atlas.fullTitle} ${atlas.code.slice(0, 13)}`);
    await expect(panel).not.toHaveTextContent('@BUNDLE-01');
  },
};

/** PDP-01: the arrow key moves to Product Details; the publication status goes through the value map. */
export const ProductDetailsByKeyboard: Story = {
  tags: ['forced-colors'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Product Details' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Product Details' });
    await expect(panel).toHaveTextContent('StatusOut of print');
    await expect(panel).toHaveTextContent(`ISBN-13${almanac.code.split('@')[0]}`);
  },
};

/** PDP-01: Reviews, with the quote's author. */
export const Reviews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent(
      'A quiet, luminous book.— Harbour Review',
    );
  },
};

/** PDP-01: a tab the title has nothing for says so. */
export const NothingToShow: Story = {
  args: { product: almanac },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Table of Contents' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Table of Contents' })).toHaveTextContent(
      'Not available for this title.',
    );
  },
};
