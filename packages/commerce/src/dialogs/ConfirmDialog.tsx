import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';

export interface ConfirmDialogProps {
  /** The control that opens the dialog (rendered as the trigger). */
  trigger: ReactNode;
  /** The question's title. */
  title: ReactNode;
  /** What will happen. */
  description: ReactNode;
  /** The confirming button's text. */
  confirmLabel: string;
  /** The cancelling button's text. */
  cancelLabel: string;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Whether the dialog is shown, for a page that tracks which of its dialogs is open. @default uncontrolled */
  open?: boolean;
  /** Called when the trigger opens it or a button, Escape closes it. */
  onOpenChange?: (open: boolean) => void;
}

/** Asks before a destructive action (Radix AlertDialog: focus starts on Cancel, Escape cancels). */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  open,
  onOpenChange,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="sm-dialog__overlay" />
        <AlertDialog.Content className="sm-dialog">
          <AlertDialog.Title className="sm-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="sm-dialog__body">{description}</AlertDialog.Description>
          <div className="sm-dialog__actions">
            <AlertDialog.Cancel className="sm-button">{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className="sm-button sm-button--danger" onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
