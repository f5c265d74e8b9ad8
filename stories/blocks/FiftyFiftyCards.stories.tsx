import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FiftyFiftyCards } from '@shelfmark/blocks';
import { coverPath } from '../coverPaths';

const cards = [
  {
    title: 'Standing orders',
    html: '<p>Every new title of a series, shipped as it is published.</p>',
    image: { src: coverPath('9781432850012', 346), alt: '' },
    button: { label: 'See plans', url: '/standing-orders' },
  },
  {
    title: 'Processing',
    html: '<p>Spine labels, barcodes and jackets: ready for the shelf.</p>',
    image: { src: coverPath('9780061120015', 346), alt: '' },
  },
];

const meta = {
  title: 'Blocks/FiftyFiftyCards',
  component: FiftyFiftyCards,
  args: { cards },
} satisfies Meta<typeof FiftyFiftyCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-04: image and text half and half; the second card mirrors the first. */
export const TwoCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getAllByRole('article')[1]).toHaveAttribute('data-reverse', 'true');
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/standing-orders');
  },
};

/** BLK-04: a card with text only (no image, no button). */
export const TextOnly: Story = {
  args: {
    cards: [{ title: 'Invoices', html: '<p>Download every invoice as a PDF from My Orders.</p>' }],
    headingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Invoices' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
