import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CartPage } from '@shelfmark/commerce';
import { demoSeed } from '@shelfmark/api-client/testing';
import { DEMO_UIDS, failingClient, seedWithCart, stalledClient } from './storyData';

const threeLines = seedWithCart([
  ["The Lighthouse Keeper's Almanac", 2],
  ['An Atlas of Ancient Trade Routes', 1],
  ['Canadian Business Law', 12],
]);

const meta = {
  title: 'Commerce/CartPage',
  component: CartPage,
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: threeLines, route: '/cart' } },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CART-05, CART-06: a cart with three lines, the order table and the summary. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Items in your cart' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toHaveTextContent('Shipping-');
  },
};

export const Empty: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: demoSeed() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your cart is empty.')).toBeInTheDocument();
    // CART-07: the checkout button is there, disabled.
    await expect(within(canvasElement).getAllByRole('button', { name: 'Checkout' })[0]).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { shelfmark: { client: stalledClient('carts', 'get') } },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { shelfmark: { client: failingClient('carts', 'get', 'The cart service is not answering.') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('We could not load your cart.');
  },
};

export const SignedOut: Story = {
  parameters: { shelfmark: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/api/auth/login?return=%2Fcart',
    );
  },
};

/** CART-05 pager: more lines than rows per page. */
export const ManyLines: Story = {
  parameters: {
    shelfmark: {
      seed: seedWithCart([
        ["The Lighthouse Keeper's Almanac", 1],
        ['An Atlas of Ancient Trade Routes', 2],
        ['The Quiet Archive', 3],
        ['Chemistry: Atoms First', 1],
        ['Writing Across the Curriculum', 4],
        ['Harbour Lights and Other Stories', 1],
        ['Statistics for the Social Sciences', 2],
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Page 2' }));
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  },
};

/** CART-04 and CART-05: a backordered line and a NEW EDITION AVAILABLE badge. */
export const BackorderAndNewEdition: Story = {
  parameters: {
    shelfmark: {
      seed: seedWithCart([
        ['Rare Maps of the Northern Coast', 5],
        ['Foundations of Library Cataloguing', 1],
      ]),
    },
  },
};

/** CART-07: a pending user's checkout button stays disabled. */
export const NoPurchaserRights: Story = {
  parameters: {
    shelfmark: {
      user: DEMO_UIDS.pending,
      seed: seedWithCart([["The Lighthouse Keeper's Almanac", 1]], DEMO_UIDS.pending),
    },
  },
};

/** CART-09: confirming a removal takes the line out at once and says it has been removed. */
export const RemoveItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "Remove The Lighthouse Keeper's Almanac" }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        canvas.getByText("“The Lighthouse Keeper's Almanac” has been removed from your cart."),
      ).toBeInTheDocument(),
    );
    await expect(canvas.queryByRole('link', { name: /Lighthouse Keeper/ })).not.toBeInTheDocument();
  },
};

/** CART-09: the confirmation dialog, open. */
export const RemoveConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Remove An Atlas of Ancient Trade Routes' }),
    );
    await expect(await screen.findByRole('alertdialog', { name: 'Remove item' })).toBeVisible();
  },
};
