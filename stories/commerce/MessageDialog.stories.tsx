import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { addToCartFormLabels, MessageDialog, type MessageDialogProps } from '@shelfmark/commerce';
import { formatLabel } from '@shelfmark/forms';

/** The caller's part: MessageDialog is controlled, so the story keeps `open` in state and offers a way to open it. */
function MessageDialogHost({ open: initiallyOpen, onOpenChange, ...props }: MessageDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const change = (next: boolean) => {
    onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <button type="button" className="sm-button" onClick={() => change(true)}>
        Show message
      </button>
      <MessageDialog {...props} open={open} onOpenChange={change} />
    </>
  );
}

/**
 * MessageDialog has no texts of its own: the add-to-cart form passes its quantity-limit labels (PDP-02),
 * the defaults shown here. It has no pending state: it only shows a message.
 */
const meta = {
  title: 'Commerce/MessageDialog',
  component: MessageDialog,
  render: (args) => <MessageDialogHost {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    title: addToCartFormLabels.exceededTitle,
    closeLabel: addToCartFormLabels.close,
    children: <p>{formatLabel(addToCartFormLabels.exceededMessage, { remaining: 1, max: 999, inCart: 998 })}</p>,
  },
} satisfies Meta<typeof MessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PDP-02: open with the add-to-cart form's default texts; focus moves into the dialog. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Quantity limit reached' });
    await expect(dialog).toHaveAccessibleDescription(
      'You can add 1 more. The maximum is 999 per title and you already have 998 in your cart.',
    );
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

/** Closed: nothing but the caller's own button. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show message' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Opened from a button and closed with OK: onOpenChange(false) is called and focus returns to the button. */
export const OpenAndClose: Story = {
  args: { open: false },
  play: async ({ args, canvasElement }) => {
    const onOpenChange = args.onOpenChange as ReturnType<typeof fn>;
    onOpenChange.mockClear();
    const opener = within(canvasElement).getByRole('button', { name: 'Show message' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Quantity limit reached' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** Escape closes it too. */
export const CloseWithEscape: Story = {
  play: async ({ args }) => {
    const onOpenChange = args.onOpenChange as ReturnType<typeof fn>;
    onOpenChange.mockClear();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Editor texts replace the defaults; the cart already holds the maximum. */
export const CustomLabels: Story = {
  args: {
    title: 'No more copies',
    closeLabel: 'Understood',
    children: <p>{formatLabel(addToCartFormLabels.noQuantityLeft, { inCart: 999, max: 999 })}</p>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'No more copies' });
    await expect(dialog).toHaveTextContent(
      'You already have 999 in your cart, the maximum of 999 per title. No more can be added.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Understood' })).toHaveFocus();
  },
};
