const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of a container that Tab reaches, in document order. */
export function focusablesIn(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

/** Moves focus among `items` from the focused one by an arrow key (wrapping), Home or End; true when handled. */
export function moveFocus(items: HTMLElement[], key: string): boolean {
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (key === 'ArrowDown' || key === 'ArrowRight') next = index < 0 ? 0 : (index + 1) % items.length;
  else if (key === 'ArrowUp' || key === 'ArrowLeft')
    next = index < 0 ? items.length - 1 : (index - 1 + items.length) % items.length;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = items.length - 1;
  else return false;
  items[next]?.focus();
  return true;
}
