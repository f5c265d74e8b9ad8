import { useId, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import type { WishList } from '@shelfmark/api-client';
import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { saveAsWishListLabels, type SaveAsWishListLabels } from './saveAsWishList.labels';
import type { SaveCartTarget } from './useSaveCartAsWishList';
import { WishListNameField } from './WishListNameField';
import { useReturnFocus } from '../dialogs/useReturnFocus';

export interface SaveAsWishListDialogProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called with false when the user closes it. */
  onOpenChange: (open: boolean) => void;
  /** Existing wish lists for choice '1' (the first is preselected). */
  wishLists: readonly WishList[];
  /** True while saving: Save disabled. */
  isPending: boolean;
  /** Called with the chosen target. */
  onSubmit: (target: SaveCartTarget) => void;
  /** Texts; defaults from the spec. */
  labels?: LabelOverrides<SaveAsWishListLabels>;
}

/**
 * The save-cart-as-wish-list modal (CART-15): choice '1' an existing list from a dropdown labelled 'name code', the
 * first preselected; choice '2' a new list by name. Save stays disabled while the new name is empty.
 */
export function SaveAsWishListDialog({ open, onOpenChange, labels, ...rest }: SaveAsWishListDialogProps) {
  const text = resolveLabels(saveAsWishListLabels, labels);
  // Opened by the page's own button, not a Trigger: focus goes back to that button when it closes.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sm-dialog__overlay" />
        <Dialog.Content className="sm-dialog" {...returnFocus}>
          {open ? <SaveForm key={rest.wishLists.length > 0 ? 'lists' : 'none'} text={text} {...rest} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type SaveFormProps = Omit<SaveAsWishListDialogProps, 'open' | 'onOpenChange' | 'labels'> & {
  text: SaveAsWishListLabels;
};

function SaveForm({ wishLists, isPending, onSubmit, text }: SaveFormProps) {
  const selectId = useId();
  const hasLists = wishLists.length > 0;
  const [choice, setChoice] = useState<'1' | '2'>(hasLists ? '1' : '2');
  const [cartId, setCartId] = useState(wishLists[0]?.code ?? '');
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const nameMissing = name.trim() === '';
  const canSave = !isPending && (choice === '1' ? cartId !== '' : !nameMissing);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canSave) return;
    onSubmit(choice === '1' ? { choice: '1', cartId } : { choice: '2', name: name.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Title className="sm-dialog__title">{text.saveAsWishListTitle}</Dialog.Title>
      <Dialog.Description className="sm-dialog__body">{text.saveAsWishListDescription}</Dialog.Description>
      <fieldset className="sm-save-wishlist__choices">
        <legend className="sm-visually-hidden">{text.saveAsWishListTitle}</legend>
        <label className="sm-save-wishlist__choice">
          <input
            type="radio"
            name="wishListChoice"
            value="1"
            checked={choice === '1'}
            disabled={!hasLists}
            onChange={() => setChoice('1')}
          />{' '}
          {text.saveToExisting}
        </label>
        {choice === '1' ? (
          <div className="sm-save-wishlist__field">
            <label htmlFor={selectId}>{text.existingWishList}</label>
            <select id={selectId} className="sm-select" value={cartId} onChange={(e) => setCartId(e.target.value)}>
              {wishLists.map((w) => (
                <option key={w.code} value={w.code}>{`${w.name ?? ''} ${w.code}`}</option>
              ))}
            </select>
          </div>
        ) : null}
        {!hasLists ? <p className="sm-save-wishlist__hint">{text.noWishLists}</p> : null}
        <label className="sm-save-wishlist__choice">
          <input
            type="radio"
            name="wishListChoice"
            value="2"
            checked={choice === '2'}
            onChange={() => setChoice('2')}
          />{' '}
          {text.saveToNew}
        </label>
        {choice === '2' ? (
          <WishListNameField
            label={text.newWishListName}
            value={name}
            onChange={setName}
            onBlur={() => setTouched(true)}
            error={touched && nameMissing ? text.wishListNameRequired : null}
          />
        ) : null}
      </fieldset>
      <div className="sm-dialog__actions">
        <Dialog.Close className="sm-button">{text.saveWishListCancel}</Dialog.Close>
        <button
          type="submit"
          className="sm-button sm-button--primary"
          disabled={!canSave}
          aria-busy={isPending || undefined}
        >
          {isPending ? text.savingWishList : text.saveWishList}
        </button>
      </div>
    </form>
  );
}
