import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildCartEntry } from '@shelfmark/api-client/testing';
import { cartTableLabels } from '@shelfmark/commerce';
import {
  QuantityEditDialog,
  type QuantityEditDialogProps,
  type QuantityEditTarget,
} from '../../packages/commerce/src/cart/actions/QuantityEditDialog';
import { product } from './storyData';

const almanac = product("The Lighthouse Keeper's Almanac");
const line = buildCartEntry(almanac, 2, 0);
const triggerName = `Change quantity of ${almanac.fullTitle}`;

/** The cart table's quantity cell and its Change button, which opens the dialog on its line (CartPage holds `entry`). */
function Harness({ entry, onSubmit, onClose, ...props }: QuantityEditDialogProps<QuantityEditTarget>) {
  const [editing, setEditing] = useState<QuantityEditTarget | null>(null);
  return (
    <>
      {entry?.quantity}{' '}
      <button
        type="button"
        className="sm-button sm-button--link"
        aria-label={triggerName}
        onClick={() => setEditing(entry)}
      >
        {cartTableLabels.changeQuantity}
      </button>
      <QuantityEditDialog
        {...props}
        entry={editing}
        onSubmit={(target, quantity) => {
          onSubmit(target, quantity);
          setEditing(null);
        }}
        onClose={() => {
          onClose();
          setEditing(null);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Commerce/QuantityEditDialog',
  component: QuantityEditDialog,
  args: { entry: line, max: 999, isPending: false, onSubmit: fn(), onClose: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof QuantityEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog from its trigger by the keyboard; returns the dialog and its quantity field. */
async function openByKeyboard(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: triggerName });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Change quantity' });
  return { trigger, dialog, input: within(dialog).getByRole('spinbutton', { name: 'Quantity' }) };
}

/** CART-08: opened by the keyboard on a line of 2: the title in the question, the quantity to change, Change enabled. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input } = await openByKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(`How many copies of “${almanac.fullTitle}” do you want?`);
    await expect(input).toHaveValue(2);
    await expect(within(dialog).getByRole('button', { name: 'Change' })).toBeEnabled();
  },
};

/** CART-08: above maxProductQuantity the field names the maximum and Change is disabled. */
export const AboveMax: Story = {
  args: { max: 10 },
  play: async ({ args, canvasElement }) => {
    const { dialog, input } = await openByKeyboard(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '11');
    await expect(input).toHaveAccessibleDescription('Max quantity is 10');
    await expect(within(dialog).getByRole('button', { name: 'Change' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** CART-08: while the change is on its way the button says so and stays disabled. */
export const Updating: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Updating…' })).toBeDisabled();
  },
};

/** CART-08: a new quantity sent with Enter; the dialog closes and focus goes back to the line's button. */
export const Changed: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, input } = await openByKeyboard(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '4{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(line, 4);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
