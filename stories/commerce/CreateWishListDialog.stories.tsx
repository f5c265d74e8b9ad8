import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { wishListPageLabels } from '@shelfmark/commerce';
import {
  CreateWishListDialog,
  type CreateWishListDialogProps,
} from '../../packages/commerce/src/wishlist/CreateWishListDialog';

/** The wish-list page's Create wish list button, which opens the dialog (WishListPage holds `open`). */
function Harness({ open, onOpenChange, onSubmit, ...props }: CreateWishListDialogProps) {
  const [isOpen, setOpen] = useState(open);
  const change = (next: boolean) => {
    onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <button type="button" className="sm-button sm-button--primary" onClick={() => change(true)}>
        {wishListPageLabels.createWishList}
      </button>
      <CreateWishListDialog
        {...props}
        open={isOpen}
        onOpenChange={change}
        onSubmit={(name) => {
          onSubmit(name);
          change(false);
        }}
      />
    </>
  );
}

/** The create modal of the wish-list page. Texts: the page's `text` (`wishListPageLabels`, no defaults of its own). */
const meta = {
  title: 'Commerce/CreateWishListDialog',
  component: CreateWishListDialog,
  args: { open: false, onOpenChange: fn(), isPending: false, onSubmit: fn(), text: wishListPageLabels },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof CreateWishListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog from the page's button by the keyboard. */
async function openByKeyboard(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Create wish list' });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Create wish list' });
  return { trigger, dialog, name: within(dialog).getByRole('textbox', { name: 'Wish list name' }) };
}

/** WISH-02: opened by the keyboard: the name field takes focus; Save waits for a name. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, name } = await openByKeyboard(canvasElement);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** WISH-02: a blank name, left: the field says a name is needed; Enter sends nothing. */
export const NameMissing: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog, name } = await openByKeyboard(canvasElement);
    await userEvent.type(name, '   ');
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription('Please, provide a name for the wish list');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** WISH-02: while the list is created, Save says so and stays disabled. */
export const Saving: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const { dialog, name } = await openByKeyboard(canvasElement);
    await userEvent.type(name, 'Autumn display');
    await expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

/** WISH-02: a name sent with Enter, trimmed; the dialog closes and focus returns to Create wish list. */
export const Created: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, name } = await openByKeyboard(canvasElement);
    await userEvent.type(name, '  Autumn display {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Autumn display');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
