import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productDetailLabels } from '@shelfmark/commerce';
import { FormatSelector } from '../../packages/commerce/src/product/FormatSelector';
import { product } from './storyData';

const print = product("The Lighthouse Keeper's Almanac");
const ebook = product("The Lighthouse Keeper's Almanac (eBook)");

/** The product page's print / eBook switch. Texts: the page's `text` (`productDetailLabels`, no defaults of its own). */
const meta = {
  title: 'Commerce/FormatSelector',
  component: FormatSelector,
  args: { product: print, text: productDetailLabels },
} satisfies Meta<typeof FormatSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PDP-01: on the print book: Print marked current, eBook a link to the eBook's page. */
export const OnPrint: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Available formats' }));
    await expect(nav.getByText('Print')).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'eBook' })).toHaveAttribute('href', `/products/${ebook.isbn13}`);
  },
};

/** PDP-01: on the eBook: Print comes first, as a link; eBook is current. */
export const OnEbook: Story = {
  args: { product: ebook },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Available formats' }));
    await expect(nav.getByRole('link', { name: 'Print' })).toHaveAttribute('href', `/products/${print.isbn13}`);
    await expect(nav.getByText('eBook')).toHaveAttribute('aria-current', 'page');
  },
};

/** PDP-01: a title with one format only shows no switch. */
export const OneFormat: Story = {
  args: { product: product('Regional Studies Course Pack') },
  parameters: { caption: 'Empty on purpose: this title has no other format, so there is nothing to switch to.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};
