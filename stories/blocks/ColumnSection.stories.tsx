import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColumnSection, RichText } from '@shelfmark/blocks';

const column = (title: string, text: string) => <RichText key={title} html={`<h5>${title}</h5><p>${text}</p>`} />;
const columns = [
  column('Standing orders', 'New titles of a series arrive as they are published.'),
  column('Processing', 'Books arrive labelled and ready for the shelf.'),
  column('Invoices', 'Download every invoice as a PDF.'),
];

const meta = {
  title: 'Blocks/ColumnSection',
  component: ColumnSection,
  args: { title: 'Why buy from us', count: 3, children: columns },
} satisfies Meta<typeof ColumnSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-02: three nested blocks as three columns under a level-4 heading (spec 002 §9). */
export const ThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 4, name: 'Why buy from us' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Why buy from us' })).toBeInTheDocument();
    await expect(canvas.getByText('Download every invoice as a PDF.')).toBeVisible();
  },
};

/** BLK-02: the column count set to two: the third block wraps under the first. */
export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('New titles of a series arrive as they are published.').getBoundingClientRect();
    const third = canvas.getByText('Download every invoice as a PDF.').getBoundingClientRect();
    await expect(third.top).toBeGreaterThan(first.bottom);
  },
};

/** BLK-02: without a title the section has no heading. */
export const Untitled: Story = {
  args: { title: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { level: 4 })).not.toBeInTheDocument();
  },
};
