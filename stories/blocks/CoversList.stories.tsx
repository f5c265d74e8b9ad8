import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CoversList } from '@shelfmark/blocks';
import { coverPath } from '../coverPaths';

const ISBNS = ['9780000000002', '9781594130014', '9781432850012', '9780061120015'];
const covers = ISBNS.map((isbn, i) => ({
  image: { src: coverPath(isbn, 200), alt: `Cover of featured title ${i + 1}` },
  title: `Featured title ${i + 1}`,
  editionNumber: `${i + 1}`,
  copyright: `${2022 + i}`,
  url: `/products/${isbn}`,
}));

const meta = {
  title: 'Blocks/CoversList',
  component: CoversList,
  args: { title: 'New in the catalogue', covers },
} satisfies Meta<typeof CoversList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-04: covers 200x300 with their titles linked, Edition Number and Copyright. */
export const Covers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Featured title 2' })).toHaveAttribute(
      'href',
      '/products/9781594130014',
    );
    await expect(canvas.getAllByText('Edition Number')).toHaveLength(4);
    await expect(canvas.getByText('2025')).toBeVisible();
  },
};

/** BLK-04: a cover without a link, edition or copyright shows only its image and title. */
export const Minimal: Story = {
  args: { covers: [{ image: covers[0]!.image, title: 'Featured title 1' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Featured title 1' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Copyright')).not.toBeInTheDocument();
  },
};

/** BLK-04: the labels translated (a Spanish page). */
export const TranslatedLabels: Story = {
  args: { labels: { editionNumber: 'Número de edición', copyright: 'Derechos de autor' }, covers: covers.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Número de edición')).toHaveLength(2);
  },
};
