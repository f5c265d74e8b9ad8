import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { cartTableLabels, ConfirmDialog } from '@shelfmark/commerce';
import { formatLabel } from '@shelfmark/forms';
import { product } from './storyData';

const almanac = product("The Lighthouse Keeper's Almanac");

/**
 * ConfirmDialog has no texts of its own: the cart table passes its removal labels (CART-09), which are
 * the defaults shown here. It has no pending state: it closes as soon as the user confirms and the
 * caller shows the progress (CartTable disables the line's Remove button).
 */
const meta = {
  title: 'Commerce/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    trigger: (
      <button
        type="button"
        className="sm-button sm-button--link"
        aria-label={formatLabel(cartTableLabels.removeItem, { title: almanac.fullTitle })}
      >
        {cartTableLabels.remove}
      </button>
    ),
    title: cartTableLabels.removeTitle,
    description: formatLabel(cartTableLabels.removeDescription, { title: almanac.fullTitle }),
    confirmLabel: cartTableLabels.removeConfirm,
    cancelLabel: cartTableLabels.removeCancel,
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const triggerName = `Remove ${almanac.fullTitle}`;

/** Closed: only the trigger shows. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: triggerName })).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** CART-09: open with the cart's default texts; focus starts on Cancel. */
export const Open: Story = {
  tags: ['forced-colors'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: triggerName }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove item' });
    await expect(dialog).toHaveAccessibleDescription(`Remove “${almanac.fullTitle}” from your cart?`);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeVisible();
  },
};

/** Confirming calls onConfirm once, closes the dialog and gives focus back to the trigger. */
export const Confirmed: Story = {
  play: async ({ args, canvasElement }) => {
    const onConfirm = args.onConfirm as ReturnType<typeof fn>;
    onConfirm.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: triggerName });
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Escape cancels: the dialog closes and nothing is removed. */
export const Cancelled: Story = {
  play: async ({ args, canvasElement }) => {
    const onConfirm = args.onConfirm as ReturnType<typeof fn>;
    onConfirm.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: triggerName });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** Editor texts replace the defaults (any question, e.g. emptying a saved list). */
export const CustomLabels: Story = {
  args: {
    trigger: (
      <button type="button" className="sm-button">
        Clear list
      </button>
    ),
    title: 'Clear this list?',
    description: 'All 12 titles will be taken off “Spring standing orders”. This cannot be undone.',
    confirmLabel: 'Clear list',
    cancelLabel: 'Keep titles',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear list' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear this list?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep titles' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Clear list' })).toBeVisible();
  },
};
