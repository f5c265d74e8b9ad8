import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import type { CartEntry } from '@shelfmark/api-client';
import {
  formatLabel,
  parseQuantity,
  QuantityInput,
  resolveLabels,
  type LabelOverrides,
  type QuantityInputLabels,
} from '@shelfmark/forms';
import { cartActionsLabels, type CartActionsLabels } from './cartActions.labels';
import { useReturnFocus } from '../../dialogs/useReturnFocus';

/** What the dialog edits: a cart line, or any line with a number, a quantity and a title (price and availability). */
export type QuantityEditTarget = Pick<CartEntry, 'entryNumber' | 'quantity'> & {
  product: Pick<CartEntry['product'], 'fullTitle'>;
};

export interface QuantityEditDialogProps<T extends QuantityEditTarget = CartEntry> {
  /** The line whose quantity is edited; null: the dialog is closed. */
  entry: T | null;
  /** maxProductQuantity. */
  max: number;
  /** True while the update is on its way: the change button is disabled. */
  isPending: boolean;
  /** Called with a valid quantity when the user submits. */
  onSubmit: (entry: T, quantity: number) => void;
  /** Called when the user closes the dialog without changing. */
  onClose: () => void;
  /** Texts; defaults from the spec. */
  labels?: LabelOverrides<CartActionsLabels>;
  /** Texts of the quantity field ('Please, provide quantity', 'Min quantity is {min}', 'Max quantity is {max}'). */
  quantityLabels?: LabelOverrides<QuantityInputLabels>;
}

/** The change-quantity modal (CART-08): a digits-only quantity field; Change stays disabled while invalid or loading. */
export function QuantityEditDialog<T extends QuantityEditTarget = CartEntry>({
  entry,
  max,
  isPending,
  onSubmit,
  onClose,
  labels,
  quantityLabels,
}: QuantityEditDialogProps<T>) {
  const text = resolveLabels(cartActionsLabels, labels);
  // Opened by the page (a line's button) rather than a Trigger: remember what had focus, and give it back on close.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="sm-dialog__overlay" />
        <Dialog.Content className="sm-dialog" {...returnFocus}>
          {entry ? (
            <QuantityForm
              key={entry.entryNumber}
              entry={entry}
              max={max}
              isPending={isPending}
              onSubmit={onSubmit}
              text={text}
              quantityLabels={quantityLabels}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface QuantityFormProps<T extends QuantityEditTarget> {
  entry: T;
  max: number;
  isPending: boolean;
  onSubmit: (entry: T, quantity: number) => void;
  text: CartActionsLabels;
  quantityLabels?: LabelOverrides<QuantityInputLabels> | undefined;
}

function QuantityForm<T extends QuantityEditTarget>({
  entry,
  max,
  isPending,
  onSubmit,
  text,
  quantityLabels,
}: QuantityFormProps<T>) {
  const [value, setValue] = useState(String(entry.quantity));
  const parsed = parseQuantity(value, { min: 1, max });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.ok && !isPending) onSubmit(entry, parsed.value);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Title className="sm-dialog__title">{text.quantityDialogTitle}</Dialog.Title>
      <Dialog.Description className="sm-dialog__body">
        {formatLabel(text.quantityDialogDescription, { title: entry.product.fullTitle })}
      </Dialog.Description>
      <QuantityInput value={value} onValueChange={(next) => setValue(next)} max={max} labels={quantityLabels} />
      <div className="sm-dialog__actions">
        <Dialog.Close className="sm-button">{text.quantityCancel}</Dialog.Close>
        <button
          type="submit"
          className="sm-button sm-button--primary"
          disabled={!parsed.ok || isPending}
          aria-busy={isPending || undefined}
        >
          {isPending ? text.quantityUpdating : text.quantitySubmit}
        </button>
      </div>
    </form>
  );
}
