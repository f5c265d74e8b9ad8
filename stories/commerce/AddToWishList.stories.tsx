import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoSeed } from '@shelfmark/api-client/testing';
import { AddToWishList } from '../../packages/commerce/src/product/AddToWishList';
import { DEMO_UIDS, failingClient, product } from './storyData';

const almanac = product("The Lighthouse Keeper's Almanac");

/** The product page's wish-list block (PDP-02), below the add-to-cart form whose quantity it adds; lists come from the injected client. */
const meta = {
  title: 'Commerce/AddToWishList',
  component: AddToWishList,
  args: { product: almanac, quantity: 2 },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: `/products/${almanac.isbn13}` } },
} satisfies Meta<typeof AddToWishList>;

export default meta;
type Story = StoryObj<typeof meta>;

const block = (canvasElement: HTMLElement) => within(canvasElement).findByRole('group', { name: 'Wish lists' });
/** The block once the session and the buyer's lists are known (it renders nothing before). */

/** PDP-02: the buyer's current wish lists (the expired one left out), the first chosen, and the link to make a new one. */
export const WithWishLists: Story = {
  play: async ({ canvasElement }) => {
    const group = within(await block(canvasElement));
    await expect(group.getByRole('combobox', { name: 'Wish list' })).toHaveValue('WL-0001');
    await expect(group.getByRole('button', { name: 'Add to wish list' })).toBeEnabled();
    await expect(group.getByRole('link', { name: 'New wish list' })).toHaveAttribute('href', '/wishlist');
  },
};

/** PDP-02: the form's quantity is not valid: Add to wish list waits for it. */
export const QuantityInvalid: Story = {
  args: { quantity: null },
  play: async ({ canvasElement }) => {
    await expect(within(await block(canvasElement)).getByRole('button', { name: 'Add to wish list' })).toBeDisabled();
  },
};

/** PDP-02: a customer without wish lists is offered only the new-wish-list page. */
export const NoWishLists: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: { ...demoSeed(), carts: [] } } },
  play: async ({ canvasElement }) => {
    const group = within(await block(canvasElement));
    await expect(group.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(group.getByRole('link', { name: 'New wish list' })).toBeVisible();
  },
};

/** PDP-02: added with the keyboard; the block says what went where. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const group = within(await block(canvasElement));
    group.getByRole('button', { name: 'Add to wish list' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(group.getByRole('status')).toHaveTextContent(
        `2 × “${almanac.fullTitle}” added to the wish list “Spring Reading List”.`,
      ),
    );
  },
};

/** PDP-02: the cart's server failed: an alert says the title was not added, in the labels' words (never the answer's own). */
export const Failed: Story = {
  parameters: { shelfmark: { client: failingClient('carts', 'addEntries', 'The cart service is not answering.') } },
  play: async ({ canvasElement }) => {
    const group = within(await block(canvasElement));
    await userEvent.click(group.getByRole('button', { name: 'Add to wish list' }));
    await expect(await group.findByRole('alert')).toHaveTextContent(
      'This title could not be added to the wish list. Something went wrong. Please try again.',
    );
  },
};
