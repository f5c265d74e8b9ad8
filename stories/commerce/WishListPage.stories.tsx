import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ApiError, type ApiClient } from '@shelfmark/api-client';
import { WishListPage } from '@shelfmark/commerce';
import { buildCart, createMemoryApiClient, demoSeed } from '@shelfmark/api-client/testing';
import { DEMO_UIDS } from './storyData';

/** The demo seed with `count` more wish lists for the buyer (a pager from 11). */
function manyLists(count: number) {
  const seed = demoSeed();
  const book = seed.products.find((p) => p.fullTitle === 'The Quiet Archive')!;
  const extra = Array.from({ length: count }, (_, i) =>
    buildCart({
      code: `WL-9${String(i).padStart(3, '0')}`,
      userId: DEMO_UIDS.buyer,
      name: `Branch order ${i + 1}`,
      saved: true,
      modifiedTime: `2026-09-${String(10 + i).padStart(2, '0')}T08:00:00.000Z`,
      expirationTime: '2099-01-01T00:00:00.000Z',
      lines: [{ product: book, quantity: i + 1 }],
    }),
  );
  return { ...seed, carts: [...(seed.carts ?? []), ...extra] };
}

function failing(method: 'list' | 'restore', message: string): ApiClient {
  const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
  return {
    ...client,
    wishlists: {
      ...client.wishlists,
      [method]: () => Promise.reject(new ApiError({ status: 503, code: 'INTERNAL', message })),
    },
  };
}

const meta = {
  title: 'Commerce/WishListPage',
  component: WishListPage,
  args: { toastDurationMs: 600_000 },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/wishlist' } },
} satisfies Meta<typeof WishListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** WISH-01: the lists, collapsed, with items and modified dates; the expired one marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Spring Reading List' })).toBeInTheDocument();
  },
};

/** WISH-01: a list opened: its entries, remove selected, Delete and Restore. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Spring Reading List' }));
    await expect(await within(canvasElement).findByRole('table')).toBeVisible();
  },
};

/** WISH-03: an expired list says so; Restore is disabled. */
export const Expired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Archive 2023' }));
    await expect(await canvas.findByRole('button', { name: 'Restore Archive 2023' })).toBeDisabled();
  },
};

/** WISH-01: the search found nothing. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Spring Reading List' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search wish lists' }), 'no such title');
    await expect(canvas.getByText('No results found')).toBeInTheDocument();
  },
};

/** WISH-01: more than ten lists, the pager of 10. */
export const ManyPages: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: manyLists(12) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  },
};

/** WISH-01: a user without wish lists. */
export const Empty: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.inquiry } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no wish lists yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    shelfmark: {
      client: (() => {
        const c = createMemoryApiClient({ user: DEMO_UIDS.buyer });
        return { ...c, wishlists: { ...c.wishlists, list: () => new Promise(() => {}) } };
      })(),
    },
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { shelfmark: { client: failing('list', 'The wish-list service is not answering.') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We could not load your wish lists.',
    );
  },
};

/** WISH-02: the create modal with an empty name: Save disabled, the message shown. */
export const CreateModal: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create wish list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create wish list' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Wish list name' }));
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** WISH-02: the delete confirmation. */
export const DeleteModal: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Spring Reading List' }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete Spring Reading List' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Delete wish list' })).toBeVisible();
  },
};

/** WISH-02: the restore confirmation. */
export const RestoreModal: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Spring Reading List' }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Restore Spring Reading List' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Restore wish list' })).toBeVisible();
  },
};

/** WISH-02: restored, the success notification. */
export const Restored: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Spring Reading List' }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Restore Spring Reading List' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Restore wish list' })).getByRole('button', {
        name: 'Restore',
      }),
    );
    await expect(await within(canvasElement).findByText('Wish list restored successfully')).toBeInTheDocument();
  },
};

/** WISH-02: restoring failed, the failure notification. */
export const RestoreFailed: Story = {
  parameters: { shelfmark: { client: failing('restore', 'Down.') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Spring Reading List' }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Restore Spring Reading List' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Restore wish list' })).getByRole('button', {
        name: 'Restore',
      }),
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to restore wish list');
  },
};

/** WISH-01: a visitor is asked to sign in and come back; no Create. */
export const SignedOut: Story = {
  parameters: { shelfmark: { user: null, route: '/wishlist' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Sign in to see and create your wish lists.'),
    ).toBeInTheDocument();
  },
};
