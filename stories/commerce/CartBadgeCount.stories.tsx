import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartBadgeCount } from '@shelfmark/commerce';
import { cartLinkLabel } from '@shelfmark/commerce/internal';
import { DEMO_UIDS, seedWithCart } from './storyData';

const meta = {
  title: 'Commerce/CartBadgeCount',
  component: CartBadgeCount,
  render: (args) => (
    // The link is named by visually hidden text, not aria-label: above 9 the visible '9+' is not in "Cart, 12 items",
    // which axe reports as label-content-name-mismatch when the name comes from aria-label.
    <a href="/cart">
      <span className="sm-visually-hidden">{cartLinkLabel(args.count ?? 0)}</span>
      <CartBadgeCount {...args} />
    </a>
  ),
} satisfies Meta<typeof CartBadgeCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = { args: { count: 3 } };

/** HDR-02: above 9 the badge shows 9+. */
export const TwelveItems: Story = { args: { count: 12 } };

export const Empty: Story = {
  args: { count: 0 },
  parameters: { caption: 'Empty on purpose: an empty cart shows no badge; the link keeps its visually hidden name.' },
};

/** From the signed-in user's cart. */
export const FromCart: Story = {
  render: () => (
    <a href="/cart">
      <span className="sm-visually-hidden">{cartLinkLabel(2)}</span>
      <CartBadgeCount />
    </a>
  ),
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: seedWithCart([["The Lighthouse Keeper's Almanac", 2]]) } },
};
