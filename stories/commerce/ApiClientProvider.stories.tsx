import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiClientProvider } from '@shelfmark/api-client/react';
import { createMemoryApiClient } from '@shelfmark/api-client/testing';
import { CartBadgeCount } from '@shelfmark/commerce';
import { cartLinkLabel } from '@shelfmark/commerce/internal';
import { DEMO_UIDS, seedWithCart } from './storyData';

/**
 * `@shelfmark/api-client/react`: injects the API client every Shelfmark block and widget calls — the real client
 * (`createApiClient({ baseUrl })`) in a site, the in-memory twin (`createMemoryApiClient()`) in tests and stories.
 * Here a cart badge reads the cart through the client it is given.
 */
const meta = {
  title: 'Commerce/ApiClientProvider',
  component: ApiClientProvider,
  args: {
    client: createMemoryApiClient({
      user: DEMO_UIDS.buyer,
      seed: seedWithCart([["The Lighthouse Keeper's Almanac", 2]]),
    }),
  },
  render: (args) => (
    <ApiClientProvider {...args}>
      <a href="/cart">
        <span className="sm-visually-hidden">{cartLinkLabel(2)}</span>
        <CartBadgeCount />
      </a>
    </ApiClientProvider>
  ),
} satisfies Meta<typeof ApiClientProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A memory client with the buyer signed in and two copies in the cart: the badge under it shows 2. */
export const MemoryClient: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('2')).toBeInTheDocument();
  },
};

/** Another client (the buyer's cart holds five copies): the same widget shows what that client answers. */
export const AnotherClient: Story = {
  args: {
    client: createMemoryApiClient({
      user: DEMO_UIDS.buyer,
      seed: seedWithCart([["The Lighthouse Keeper's Almanac", 5]]),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('5')).toBeInTheDocument();
  },
};
