import { useRef } from 'react';

/**
 * For a Radix dialog the page opens itself (a line's button, a page's button) rather than through a Trigger:
 * remembers what had focus when it opened and gives focus back to it on close, so a keyboard user keeps their
 * place. Spread the result onto `Dialog.Content`.
 */
export function useReturnFocus() {
  const returnFocus = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (returnFocus.current?.isConnected) {
        event.preventDefault();
        returnFocus.current.focus();
      }
    },
  };
}
