import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { buildCart } from '@shelfmark/api-client/testing';
import { SaveAsWishListDialog } from '@shelfmark/commerce';

const wishLists = [
  buildCart({ code: '00001042', name: 'Spring order', saved: true }),
  buildCart({ code: '00001043', name: 'Large print', saved: true }),
];

const meta = {
  title: 'Commerce/SaveAsWishListDialog',
  component: SaveAsWishListDialog,
  args: { open: true, onOpenChange: fn(), wishLists, isPending: false, onSubmit: fn() },
} satisfies Meta<typeof SaveAsWishListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Save cart as wish list' }));

/** CART-15: choice 1, an existing wish list ('name code'), the first preselected. */
export const ExistingList: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole('radio', { name: 'Add to an existing wish list' })).toBeChecked();
    await expect(modal.getByRole('combobox', { name: 'Wish list' })).toHaveDisplayValue('Spring order 00001042');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ choice: '1', cartId: '00001042' });
  },
};

/** CART-15: choice 2, a new list: Save stays disabled and the field says why while the name is blank. */
export const NewListNameMissing: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('radio', { name: 'Create a new wish list' }));
    const name = modal.getByRole('textbox', { name: 'Wish list name' });
    await userEvent.type(name, '   ');
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription('Please, provide a name for the wish list');
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** CART-15: a buyer without wish lists: only a new list, named and saved (trimmed). */
export const NoListsYet: Story = {
  args: { wishLists: [] },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByText('You have no wish lists yet.')).toBeVisible();
    await expect(modal.getByRole('radio', { name: 'Add to an existing wish list' })).toBeDisabled();
    await userEvent.type(modal.getByRole('textbox', { name: 'Wish list name' }), '  Autumn order ');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ choice: '2', name: 'Autumn order' });
  },
};

/** CART-15: while saving, Save is disabled and says so. */
export const Saving: Story = {
  args: { isPending: true },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
