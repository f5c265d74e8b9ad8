import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import type { WishListPageLabels } from './wishListPage.labels';
import { useReturnFocus } from '../dialogs/useReturnFocus';
import { WishListNameField } from './WishListNameField';

export interface CreateWishListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  /** Called with the trimmed, non-empty name. */
  onSubmit: (name: string) => void;
  text: Pick<
    WishListPageLabels,
    'createTitle' | 'createName' | 'createNameRequired' | 'createSave' | 'createSaving' | 'cancel'
  >;
}

/** The create modal of the wish-list page (WISH-02): a name; Save disabled while it is empty or blank (spec 001 §5). */
export function CreateWishListDialog({ open, onOpenChange, isPending, onSubmit, text }: CreateWishListDialogProps) {
  // Opened by the page's button rather than a Trigger: remember what had focus, and give it back on close.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sm-dialog__overlay" />
        <Dialog.Content className="sm-dialog" aria-describedby={undefined} {...returnFocus}>
          {open ? <CreateForm isPending={isPending} onSubmit={onSubmit} text={text} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CreateForm({ isPending, onSubmit, text }: Pick<CreateWishListDialogProps, 'isPending' | 'onSubmit' | 'text'>) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = name.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missing && !isPending) onSubmit(name.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Title className="sm-dialog__title">{text.createTitle}</Dialog.Title>
      <WishListNameField
        className="sm-wishlists__create-field"
        label={text.createName}
        value={name}
        onChange={setName}
        onBlur={() => setTouched(true)}
        error={touched && missing ? text.createNameRequired : null}
      />
      <div className="sm-dialog__actions">
        <Dialog.Close className="sm-button">{text.cancel}</Dialog.Close>
        <button
          type="submit"
          className="sm-button sm-button--primary"
          disabled={missing || isPending}
          aria-busy={isPending || undefined}
        >
          {isPending ? text.createSaving : text.createSave}
        </button>
      </div>
    </form>
  );
}
