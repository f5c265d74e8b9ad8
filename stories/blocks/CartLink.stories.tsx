import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartLink } from '../../packages/blocks/src/header/CartLink';
import { inTheHeader } from './blockStoryData';

/**
 * The header's cart link with its count badge (HDR-02). The site header passes the name ("Cart, 12 items") and the
 * badge (the count up to 9, then "9+", `formatCartBadge`).
 */
const meta = {
  title: 'Blocks/CartLink',
  component: CartLink,
  args: { href: '/cart', label: 'Cart, 0 items', badge: '0' },
  decorators: [inTheHeader],
} satisfies Meta<typeof CartLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HDR-02: an empty cart: the badge shows 0. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart, 0 items' });
    await expect(link).toHaveAttribute('href', '/cart');
    await expect(within(link).getByText('0')).toBeVisible();
  },
};

/** HDR-02: twelve items: the badge caps at 9+, the link's name keeps the exact count (the badge is hidden from screen readers). */
export const ManyItems: Story = {
  args: { label: 'Cart, 12 items', badge: '9+' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart, 12 items' });
    await expect(within(link).getByText('9+')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** HDR-02: the second brand draws a bag instead of a cart, in its tokens. */
export const SecondBrandBag: Story = {
  args: { label: 'Cart, 3 items', badge: '3', icon: 'bag' },
  parameters: { brand: 'thorndike' },
  play: async ({ canvasElement }) => {
    await expect(
      within(within(canvasElement).getByRole('link', { name: 'Cart, 3 items' })).getByText('3'),
    ).toBeVisible();
  },
};
