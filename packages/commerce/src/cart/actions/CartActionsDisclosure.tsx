import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cartActionsLabels } from './cartActions.labels';

export interface CartActionsDisclosureProps {
  /** The cart's actions (remove selected, clear cart, save as wish list, download or print). */
  children: ReactNode;
  /** Gather the actions behind one button (the phone layout), or show them in a row. @default false */
  collapsed?: boolean;
  /** The button's text. @default 'Cart actions' */
  label?: string;
}

/**
 * The cart's toolbar. On a phone its four actions would push the first line below the first screen, so they are
 * gathered behind one disclosure button (the disclosure pattern: a button with aria-expanded that shows the panel
 * right after it, in the Tab order); Escape inside the panel closes it and focus goes back to the button. A dialog
 * opened from an action is another layer: its own Escape closes it, and the panel stays open behind it so the
 * dialog's opener is still there to take focus back.
 */
export function CartActionsDisclosure({
  children,
  collapsed = false,
  label = cartActionsLabels.cartActions,
}: CartActionsDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  if (!collapsed) return <div className="sm-cart__toolbar">{children}</div>;

  const onKeyDown = (event: KeyboardEvent) => {
    // A dialog is portaled out of the panel but its key events still bubble through React's tree: only keys pressed
    // in the panel itself close it.
    if (event.key !== 'Escape' || !open || !wrapper.current?.contains(event.target as Node)) return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div className="sm-cart__actions" ref={wrapper} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="sm-button sm-cart__actions-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </button>
      <div id={panelId} className="sm-cart__toolbar sm-cart__actions-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
