import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentCards } from '@shelfmark/blocks';

const cards = [
  {
    title: 'Price and availability',
    eyebrowText: 'Before you order',
    html: '<p>Check prices and stock for up to ten ISBNs at once.</p>',
    buttons: [{ label: 'Check prices', url: '/price-and-availability' }],
  },
  {
    title: 'Order tracking',
    eyebrowText: 'After you order',
    html: '<p>Follow an order by number, PO or ISBN.</p>',
    buttons: [{ label: 'Track an order', url: '/order-tracking' }],
  },
  {
    title: 'Access codes',
    html: '<p>See who activated a code and whether it can be returned.</p>',
    buttons: [
      { label: 'Check codes', url: '/access-codes' },
      { label: 'Help with codes', url: 'https://example.com/help', isNewWindow: true },
    ],
  },
];

const meta = {
  title: 'Blocks/ContentCards',
  component: ContentCards,
  args: { title: 'Tools for buyers', cards },
} satisfies Meta<typeof ContentCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-04: three cards: eyebrow text, title, rich text and link buttons (one opening a new window). */
export const ThreeCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tools for buyers' })).toBeVisible();
    await expect(canvas.getByText('Before you order')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/order-tracking');
    await expect(canvas.getByRole('link', { name: 'Help with codes (opens in a new window)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** BLK-04: one card without a block title: the card's heading takes the block's level. */
export const SingleCard: Story = {
  args: { title: null, cards: [cards[1]!] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Order tracking' })).toBeVisible();
  },
};
