import { useId, useState } from 'react';
import { Dialog } from 'radix-ui';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { formatOrderDate } from './formatOrderDate';
import { useReturnFocus } from '../dialogs/useReturnFocus';
import { purchaseFlagsLabels, type PurchaseFlagsLabels } from './purchaseFlags.labels';
import type { OrderedBeforeChoice, OrderedBeforeTitle } from './useOrderedBeforeGate';

export interface OrderedBeforeDialogProps {
  /** The titles ordered before; null or empty: closed. */
  titles: readonly OrderedBeforeTitle[] | null;
  /** The buyer's answer; closing the dialog (Escape) counts as Skip, the side that adds nothing twice. */
  onAnswer: (choice: OrderedBeforeChoice, dontAskAgain: boolean) => void;
  /** Titles by ISBN-13 when the screen knows them; else the ISBN is shown. */
  titleOf?: (isbn13: string) => string | undefined;
  /** Texts; English defaults in `purchaseFlagsLabels`. */
  labels?: LabelOverrides<PurchaseFlagsLabels>;
}

/** Asks before adding titles the ship-to ordered before: Add anyway / Skip, with "don't ask again this session". */
export function OrderedBeforeDialog({ titles, onAnswer, titleOf, labels }: OrderedBeforeDialogProps) {
  const text = resolveLabels(purchaseFlagsLabels, labels);
  const [dontAskAgain, setDontAskAgain] = useState(false);
  const checkboxId = useId();
  const returnFocus = useReturnFocus();
  const open = !!titles && titles.length > 0;
  const count = titles?.length ?? 0;
  const reply = (choice: OrderedBeforeChoice) => {
    onAnswer(choice, dontAskAgain);
    setDontAskAgain(false);
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) reply('skip');
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="sm-dialog__overlay" />
        <Dialog.Content className="sm-dialog sm-ordered-before" {...returnFocus}>
          <Dialog.Title className="sm-dialog__title">{text.orderedBeforeTitle}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="sm-dialog__body">
              <p>{count === 1 ? text.orderedBeforeMessageOne : formatLabel(text.orderedBeforeMessage, { count })}</p>
              <ul className="sm-ordered-before__list">
                {(titles ?? []).map((title) => (
                  <li key={title.isbn13}>
                    {formatLabel(text.orderedBeforeLine, {
                      title: titleOf?.(title.isbn13) ?? title.isbn13,
                      date: formatOrderDate(title.orderDate),
                      orderNumber: title.orderNumber,
                    })}
                  </li>
                ))}
              </ul>
              <p className="sm-field__description">{text.skipHint}</p>
            </div>
          </Dialog.Description>
          <p className="sm-checkbox">
            <input
              id={checkboxId}
              type="checkbox"
              checked={dontAskAgain}
              onChange={(event) => setDontAskAgain(event.target.checked)}
            />
            <label htmlFor={checkboxId}>{text.dontAskAgain}</label>
          </p>
          <div className="sm-dialog__actions">
            <button type="button" className="sm-button" onClick={() => reply('skip')}>
              {text.skip}
            </button>
            <button type="button" className="sm-button sm-button--primary" onClick={() => reply('add')}>
              {text.addAnyway}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
