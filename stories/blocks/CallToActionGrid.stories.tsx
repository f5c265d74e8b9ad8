import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CallToActionGrid } from '@shelfmark/blocks';

const items = [
  {
    title: 'Open an account',
    description: 'For libraries and schools.',
    button: { label: 'Register', url: '/register' },
  },
  {
    title: 'Find your rep',
    description: 'A person who knows your collection.',
    button: { label: 'Find Your Rep', url: '/find-your-rep' },
  },
  {
    title: 'Request a trial',
    description: 'Any database, free for 30 days.',
    button: { label: 'Request a Trial', url: '/request-a-trial' },
  },
];

const meta = {
  title: 'Blocks/CallToActionGrid',
  component: CallToActionGrid,
  args: { title: 'Get started', items },
} satisfies Meta<typeof CallToActionGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-04: a titled grid of three calls to action; each item's heading sits one level under the title. */
export const ThreeItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get started' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Find Your Rep' })).toHaveAttribute('href', '/find-your-rep');
  },
};

/** BLK-04: no title; the items' headings take the block's level, and an item may have no description. */
export const Untitled: Story = {
  args: {
    title: null,
    items: [
      items[0]!,
      {
        title: 'Catalogues',
        button: { label: 'Download the spring catalogue', url: 'https://example.com/spring.pdf', isNewWindow: true },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const link = canvas.getByRole('link', { name: /Download the spring catalogue/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName('Download the spring catalogue (opens in a new window)');
  },
};
