import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cartActionsLabels } from '@shelfmark/commerce';
import { formatLabel } from '@shelfmark/forms';
import { CartToast, type CartToastMessage } from '../../packages/commerce/src/cart/actions/CartToast';
import { product } from './storyData';

const almanac = product("The Lighthouse Keeper's Almanac");

/** The page's state: the toast leaves when dismissed or timed out, as CartPage and WishListPage clear it. */
function Harness({ toast, onDismiss, ...props }: React.ComponentProps<typeof CartToast>) {
  const [shown, setShown] = useState<CartToastMessage | null>(toast);
  return (
    <CartToast
      {...props}
      toast={shown}
      onDismiss={() => {
        onDismiss();
        setShown(null);
      }}
    />
  );
}

/**
 * CartToast has no texts of its own: the cart page passes its message and its `dismissToast` label ('Dismiss').
 * The stories keep a toast for ten minutes (the page's 10 s, CART-16, would end before a screenshot on a busy machine).
 */
const meta = {
  title: 'Commerce/CartToast',
  component: CartToast,
  args: {
    toast: {
      kind: 'success',
      id: 1,
      message: formatLabel(cartActionsLabels.quantityUpdated, { isbn13: almanac.isbn13, quantity: 4 }),
    },
    onDismiss: fn(),
    durationMs: 600_000,
    dismissLabel: cartActionsLabels.dismissToast,
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof CartToast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CART-08, CART-16: a success is a polite status, with its Dismiss button. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const toast = await within(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent(`The quantity of ${almanac.isbn13} has been updated to 4.`);
    await expect(within(toast).getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

/** CART-11, CART-16: a failure is an alert. */
export const Failure: Story = {
  args: { toast: { kind: 'danger', id: 2, message: cartActionsLabels.clearCartFailure } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Cart deletion failed, please try once again',
    );
  },
};

/** CART-16: Dismiss, reached by the keyboard, takes the toast away. */
export const Dismissed: Story = {
  parameters: { caption: 'Empty on purpose: the toast was dismissed.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    // The polite region stays on the page, empty, ready for the next toast.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** CART-16: the toast leaves by itself once its time is up (a short time here; 10 s on the page). */
export const TimedOut: Story = {
  args: { durationMs: 200 },
  parameters: { caption: 'Empty on purpose: the toast left after its time.' },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement());
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** CART-16: focus on Dismiss pauses the toast's time (so does the pointer over it); it stays while the buyer is on it. */
export const Paused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await waitFor(() => expect(canvasElement.querySelector('[data-paused="true"]')).not.toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `The quantity of ${almanac.isbn13} has been updated to 4.`,
    );
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};
