import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteHeaderLabels } from '@shelfmark/blocks';
import { HeaderSearch } from '../../packages/blocks/src/header/HeaderSearch';
import { inTheHeader } from './blockStoryData';

/** The header's search (HDR-02): a search landmark with a box named "Search"; the site header passes its labels. */
const meta = {
  title: 'Blocks/HeaderSearch',
  component: HeaderSearch,
  args: { searchRoute: '/search', onSearch: fn(), labels: siteHeaderLabels },
  decorators: [inTheHeader],
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HDR-02: empty, with its placeholder; searching for nothing goes nowhere and leaves the visitor in the box. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = within(canvas.getByRole('search')).getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveAttribute('placeholder', 'Search by title, author or ISBN');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit search' }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(box).toHaveFocus();
  },
};

/** HDR-02: typed and sent with Enter: the trimmed query goes to the results route, encoded. */
export const Typed: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, '  harbour tales  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('harbour tales', '/search?q=harbour%20tales');
    await expect(box).toHaveValue('  harbour tales  ');
  },
};

/** HDR-02: on a results page, the box holds the current query. */
export const CurrentQuery: Story = {
  args: { defaultQuery: 'large print mysteries' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search' })).toHaveValue('large print mysteries');
  },
};
