import { type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useReturnFocus } from './useReturnFocus';

export interface MessageDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the user closes it (button, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title; names it for assistive technology. */
  title: ReactNode;
  /** The message; describes the dialog. */
  children: ReactNode;
  /** The close button's text. */
  closeLabel: string;
}

/** A modal message with one close button: focus moves in, is trapped, and returns on close (Radix Dialog). */
export function MessageDialog({ open, onOpenChange, title, children, closeLabel }: MessageDialogProps) {
  // Opened by code rather than a Trigger: remember what had focus, and give it back on close.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sm-dialog__overlay" />
        <Dialog.Content className="sm-dialog" {...returnFocus}>
          <Dialog.Title className="sm-dialog__title">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="sm-dialog__body">{children}</div>
          </Dialog.Description>
          <div className="sm-dialog__actions">
            <Dialog.Close className="sm-button sm-button--primary">{closeLabel}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
