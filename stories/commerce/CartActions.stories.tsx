import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, type ApiClient } from '@shelfmark/api-client';
import { CartPage } from '@shelfmark/commerce';
import { createMemoryApiClient } from '@shelfmark/api-client/testing';
import { DEMO_UIDS, seedWithCart } from './storyData';

const threeLines = seedWithCart([
  ["The Lighthouse Keeper's Almanac", 2],
  ['An Atlas of Ancient Trade Routes', 1],
  ['The Quiet Archive', 3],
]);

/** A signed-in client holding the three-line cart, one of whose cart calls always fails. */
function cartClientFailing(method: 'updateEntries' | 'delete', message: string): ApiClient {
  const client = createMemoryApiClient({ user: DEMO_UIDS.buyer, seed: threeLines });
  return {
    ...client,
    carts: {
      ...client.carts,
      [method]: () => Promise.reject(new ApiError({ status: 503, code: 'INTERNAL', message })),
    },
  };
}

const meta = {
  title: 'Commerce/CartPage',
  component: CartPage,
  // Toasts leave after 10 s on the page; the stories keep them for the screenshot.
  args: { toastDurationMs: 600_000 },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: threeLines, route: '/cart' } },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openQuantityDialog(canvasElement: HTMLElement, title = "The Lighthouse Keeper's Almanac") {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Change quantity of ${title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Change quantity' });
  return { dialog, input: within(dialog).getByRole('spinbutton', { name: 'Quantity' }) };
}

/** CART-08: the change-quantity modal, open on a line. */
export const QuantityEdit: Story = {
  play: async ({ canvasElement }) => {
    const { input } = await openQuantityDialog(canvasElement);
    await expect(input).toHaveValue(2);
  },
};

/** CART-08: below the minimum, Change is disabled and says why. */
export const QuantityEditInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input } = await openQuantityDialog(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await expect(input).toHaveAccessibleDescription('Min quantity is 1');
    await expect(within(dialog).getByRole('button', { name: 'Change' })).toBeDisabled();
  },
};

/** CART-08: above maxProductQuantity (999), the max-quantity message names the maximum. */
export const QuantityEditAboveMax: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input } = await openQuantityDialog(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '1000');
    await expect(input).toHaveAccessibleDescription('Max quantity is 999');
    await expect(within(dialog).getByRole('button', { name: 'Change' })).toBeDisabled();
  },
};

/** CART-08, CART-16: a successful change refreshes the line and shows a toast. */
export const QuantityUpdated: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input } = await openQuantityDialog(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(within(canvasElement).getByText(/has been updated to 4\./)).toBeInTheDocument());
  },
};

/** CART-08: the backend refuses, so the quantity-update-failed modal opens. */
export const QuantityUpdateFailed: Story = {
  parameters: { shelfmark: { client: cartClientFailing('updateEntries', 'The cart service is not answering.') } },
  play: async ({ canvasElement }) => {
    const { dialog, input } = await openQuantityDialog(canvasElement);
    await userEvent.type(input, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    await expect(await screen.findByRole('dialog', { name: 'Quantity not updated' })).toHaveTextContent(
      'The cart service is not answering.',
    );
  },
};

/** CART-08: more than the stock, so the backorder notice shows requested, available and backordered. */
export const QuantityBackorder: Story = {
  parameters: { shelfmark: { seed: seedWithCart([['Rare Maps of the Northern Coast', 1]]) } },
  play: async ({ canvasElement }) => {
    const { dialog, input } = await openQuantityDialog(canvasElement, 'Rare Maps of the Northern Coast');
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    const notice = await screen.findByRole('dialog', { name: 'Product on backorder' });
    await expect(notice).toHaveTextContent('A portion of your order will be backordered.');
    await expect(notice).toHaveTextContent('Requested5');
  },
};

/** CART-10: two lines selected, the confirmation open. */
export const RemoveSelectedConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: "Select The Lighthouse Keeper's Almanac" }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select The Quiet Archive' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove selected (2)' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Remove selected items' })).toHaveTextContent(
      'Remove the 2 selected items from your cart?',
    );
  },
};

/** CART-10: the selected lines removed, the selection cleared. */
export const RemoveSelectedDone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: "Select The Lighthouse Keeper's Almanac" }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select The Quiet Archive' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove selected (2)' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(canvas.getByText('2 selected items have been removed from your cart.')).toBeInTheDocument(),
    );
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: 'Remove selected (0)' })).toBeDisabled();
  },
};

/** CART-11: the clear-cart confirmation. */
export const ClearCartConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Clear cart' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Clear cart' })).toBeVisible();
  },
};

/** CART-11, CART-16: the cart deleted, a new empty one in its place, and the success toast. */
export const ClearCartSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear cart' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear cart' }));
    await waitFor(() => expect(canvas.getByText('Your cart has been successfully deleted')).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('Your cart is empty.')).toBeInTheDocument());
  },
};

/** CART-11, CART-16: deletion fails; the cart stays and the failure toast says so. */
export const ClearCartFailure: Story = {
  parameters: { shelfmark: { client: cartClientFailing('delete', 'The cart service is not answering.') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear cart' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear cart' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Cart deletion failed, please try once again'),
    );
  },
};
