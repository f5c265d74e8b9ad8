import { useEffect, useRef, type RefObject } from 'react';

/**
 * The storefront's one focus policy: when an action removes or disables the control that has focus, focus goes to
 * that control's logical successor instead of falling to the page's `<body>` (where a keyboard or screen-reader user
 * loses their place and starts again from the top).
 *
 * A page marks its parts with data attributes, and `useFocusSuccessor` does the rest:
 * - `data-focus-item` on each line of a list: a control removed with its line is followed by the same control
 *   (`data-focus-key`) of the line now in its place, else of the line before it, else that line's first control;
 * - `data-focus-scope` on a group whose control may be disabled in place (a pager, a form while it sends), and
 *   `data-focus-fallback` on the control that takes focus then (the current page, the form's field);
 * - `data-focus-heading` on the heading that takes focus when nothing nearer is left (else the container's `<h1>`).
 * A dialog's opener gets focus back when it closes (`useFocusOpener`), and a route's `<h1>` when the page changes.
 */

export const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Whether an element can hold focus now: in the page, not disabled, not hidden, not inert. */
export function canTakeFocus(element: Element | null | undefined): element is HTMLElement {
  if (!element || !(element instanceof HTMLElement) || !element.isConnected) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[hidden], [inert], fieldset:disabled')) return false;
  return true;
}

/**
 * Focuses the first candidate that can take focus. A heading, `<main>` or other element that is not focusable by
 * itself gets `tabindex="-1"` first (focusable by script, not a stop in the Tab order). Returns the focused element.
 */
export function focusFirst(
  candidates: Iterable<Element | null | undefined>,
  options?: FocusOptions,
): HTMLElement | null {
  for (const candidate of candidates) {
    if (!canTakeFocus(candidate)) continue;
    if (!candidate.matches(FOCUSABLE) && !candidate.hasAttribute('tabindex')) candidate.setAttribute('tabindex', '-1');
    candidate.focus(options);
    if (candidate.ownerDocument.activeElement === candidate) return candidate;
  }
  return null;
}

/** The first control of an element that can take focus. */
export function firstFocusable(root: Element | null | undefined): HTMLElement | null {
  if (!root) return null;
  for (const element of root.querySelectorAll(FOCUSABLE)) if (canTakeFocus(element)) return element as HTMLElement;
  return null;
}

/** The first control after `element` in the document's order (inside `root`) that can take focus. */
export function focusableAfter(element: Element, root: Element = element.ownerDocument.body): HTMLElement | null {
  for (const candidate of root.querySelectorAll(FOCUSABLE)) {
    if (element.contains(candidate)) continue;
    if (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING && canTakeFocus(candidate))
      return candidate as HTMLElement;
  }
  return null;
}

/** The heading a container names as its fallback (`data-focus-heading`), else its `<h1>`. */
export function headingOf(container: Element): HTMLElement | null {
  return container.querySelector<HTMLElement>('[data-focus-heading]') ?? container.querySelector<HTMLElement>('h1');
}

/** What is known of a control while it has focus, to find its successor once it is gone. */
export interface FocusedPlace {
  element: HTMLElement;
  /** Its `data-focus-key`, else a key made of its tag, type and classes. */
  key: string;
  /** The index of its line among the container's `data-focus-item`s, or -1. */
  itemIndex: number;
}

const keyOf = (element: HTMLElement) =>
  element.dataset.focusKey ??
  `${element.tagName}:${element.getAttribute('type') ?? ''}:${element.getAttribute('class') ?? ''}`;

const sameKey = (root: Element | null | undefined, key: string) =>
  root
    ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
        (element) => keyOf(element) === key && canTakeFocus(element),
      )
    : undefined;

/** Records where a control inside `container` is. */
export function placeOf(element: HTMLElement, container: Element): FocusedPlace {
  const item = element.closest('[data-focus-item]');
  const items = [...container.querySelectorAll('[data-focus-item]')];
  return { element, key: keyOf(element), itemIndex: item ? items.indexOf(item) : -1 };
}

/** Whether the control at `place` has lost focus to an action: focus is on nothing (the body) or on it while it is disabled. */
export function focusWasLost(place: FocusedPlace): boolean {
  const active = place.element.ownerDocument.activeElement;
  const onNothing = active === null || active === place.element.ownerDocument.body;
  if (canTakeFocus(place.element)) return false;
  return onNothing || active === place.element;
}

/** The successors of a control that was removed or disabled, nearest first (see the module's description). */
export function successorsOf(place: FocusedPlace, container: Element): (Element | null | undefined)[] {
  const { element, key, itemIndex } = place;
  const candidates: (Element | null | undefined)[] = [];
  if (itemIndex >= 0) {
    const items = [...container.querySelectorAll('[data-focus-item]')];
    const own = element.isConnected ? element.closest('[data-focus-item]') : null;
    // A line still there (its control disabled while it goes) is passed over: the next line, else the one before.
    const next = own ? items[items.indexOf(own) + 1] : items[itemIndex];
    const before = own ? items[items.indexOf(own) - 1] : items[itemIndex - 1];
    for (const item of [next, before]) candidates.push(sameKey(item, key), firstFocusable(item));
  } else if (element.isConnected) {
    const scope = element.closest('[data-focus-scope]');
    candidates.push(scope?.querySelector('[data-focus-fallback]'));
  } else if (element.dataset.focusKey) {
    // The same control drawn again elsewhere (a form that moved when the page's state changed).
    candidates.push(sameKey(container, key));
  }
  candidates.push(headingOf(container));
  // The container itself last (a page's wrapper, <main>); never the body, which is where focus is lost to.
  if (container !== container.ownerDocument.body) candidates.push(container);
  return candidates;
}

/**
 * Applies the policy inside `container` (a page, a list with its pager), while `active` and mounted: remembers the control that has focus,
 * and when a change of the page removes or disables it while focus is on nothing else, focuses its successor.
 * Focus that moved into a dialog is left alone (the dialog gives it back to its opener when it closes).
 */
export function useFocusSuccessor(container: RefObject<HTMLElement | null>, active = true): void {
  useEffect(() => {
    const root = container.current;
    if (!root || !active) return undefined;
    const doc = root.ownerDocument;
    let place: FocusedPlace | null = null;
    const check = () => {
      if (!place || !focusWasLost(place)) return;
      const lost = place;
      place = null;
      focusFirst(successorsOf(lost, root));
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && root.contains(target)) place = placeOf(target, root);
      // Elsewhere than in a dialog the page opened: the visitor moved on, and nothing is to be given back.
      else if (!(target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]'))) place = null;
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus put on nothing by the visitor (a click on plain text) is theirs to keep; a removal is checked at once.
      if (event.relatedTarget === null && event.target === place?.element)
        queueMicrotask(() => {
          if (place && canTakeFocus(place.element)) place = null;
          else check();
        });
    };
    const observer = new MutationObserver(check);
    observer.observe(doc.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'inert'],
    });
    doc.addEventListener('focusin', onFocusIn);
    doc.addEventListener('focusout', onFocusOut);
    if (doc.activeElement instanceof HTMLElement && root.contains(doc.activeElement))
      place = placeOf(doc.activeElement, root);
    return () => {
      observer.disconnect();
      doc.removeEventListener('focusin', onFocusIn);
      doc.removeEventListener('focusout', onFocusOut);
    };
  }, [container, active]);
}

/**
 * For a dialog the page opens itself rather than through a Radix Trigger: remembers what had focus when it opened
 * and gives focus back to it when it closes (by Escape, Cancel or its own action) — or, if that control is gone or
 * disabled, to its successor. Spread the result onto Radix's `Dialog.Content`.
 */
export function useFocusOpener() {
  const opener = useRef<{ place: FocusedPlace; container: Element } | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      if (!(active instanceof HTMLElement) || active === document.body) opener.current = null;
      else {
        const container = active.closest('main') ?? document.body;
        opener.current = { place: placeOf(active, container), container };
      }
    },
    onCloseAutoFocus: (event: Event) => {
      const remembered = opener.current;
      if (!remembered) return;
      event.preventDefault();
      focusFirst([remembered.place.element, ...successorsOf(remembered.place, remembered.container)]);
    },
  };
}
