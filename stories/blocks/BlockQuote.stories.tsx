import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockQuote } from '@shelfmark/blocks';
import { coverPath } from '../coverPaths';

const meta = {
  title: 'Blocks/BlockQuote',
  component: BlockQuote,
  args: {
    firstQuote: 'Ordering by ISBN saves our team a day every month.',
    firstAuthor: 'Head of Acquisitions, Riverside Public Library',
  },
} satisfies Meta<typeof BlockQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-05: one quote with its author. */
export const OneQuote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ordering by ISBN saves our team a day every month.')).toBeVisible();
    await expect(canvas.getByText(/Head of Acquisitions, Riverside Public Library/)).toBeVisible();
  },
};

/** BLK-05: two quotes side by side. */
export const TwoQuotes: Story = {
  args: {
    secondQuote: 'The large-print standing order keeps our shelves fresh.',
    secondAuthor: 'Branch Librarian, Lakeview',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The large-print standing order keeps our shelves fresh.')).toBeVisible();
    await expect(canvas.getByText(/Branch Librarian, Lakeview/)).toBeVisible();
  },
};

/** BLK-05: a quote with a portrait image (its alt text names the speaker). */
export const WithImage: Story = {
  args: { image: { src: coverPath('9781594130014', 160), alt: 'Portrait of the head of acquisitions' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Portrait of the head of acquisitions' }),
    ).toBeVisible();
  },
};

/** BLK-05: a quote without an author shows the quote alone. */
export const WithoutAuthor: Story = {
  args: { firstAuthor: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ordering by ISBN saves our team a day every month.')).toBeVisible();
    await expect(canvas.queryByText(/Riverside/)).not.toBeInTheDocument();
  },
};
