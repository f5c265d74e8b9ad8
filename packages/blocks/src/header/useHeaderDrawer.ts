import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { focusablesIn, moveFocus } from './focusables';

/** The mobile drawer (spec 002 §4 "Header drawer"): closed, search or menu. */
export type HeaderDrawerState = 'closed' | 'search' | 'menu';

export interface UseHeaderDrawerResult {
  state: HeaderDrawerState;
  /** Opens the drawer on `kind`; pressing the active button again closes it. */
  toggle: (kind: 'search' | 'menu') => void;
  close: () => void;
  /** The drawer's buttons and the drawer: the region whose keys the drawer answers. */
  regionRef: RefObject<HTMLDivElement | null>;
  /** The open drawer's panel (focus moves into it on open). */
  panelRef: RefObject<HTMLDivElement | null>;
  /** Keyboard of the region: Escape closes and returns focus, arrows move through the menu; Tab is not trapped. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Ref callbacks for the two buttons, so focus can return to the one that opened the drawer. */
  buttonRefs: { search: RefObject<HTMLButtonElement | null>; menu: RefObject<HTMLButtonElement | null> };
}

/** State and keyboard of the mobile header drawer (HDR-01). */
export function useHeaderDrawer(initial: HeaderDrawerState = 'closed'): UseHeaderDrawerResult {
  const [state, setState] = useState<HeaderDrawerState>(initial);
  const regionRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  const toggle = useCallback((kind: 'search' | 'menu') => {
    opened.current = true;
    setState((current) => (current === kind ? 'closed' : kind));
  }, []);
  const close = useCallback(() => setState('closed'), []);

  // On open (not on first render), focus moves into the drawer: the search box, or the first menu link.
  useEffect(() => {
    if (state === 'closed' || !opened.current) return;
    focusablesIn(panelRef.current)[0]?.focus();
  }, [state]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (state === 'closed') return;
      if (event.key === 'Escape') {
        event.preventDefault();
        const button = state === 'search' ? search.current : menu.current;
        setState('closed');
        button?.focus();
        return;
      }
      // Tab is left alone: the drawer is a disclosure in the header, not a modal dialog (the page behind it stays
      // there to reach), so Tab goes on from its last item to the page instead of cycling inside it.
      if (state === 'menu' && panelRef.current?.contains(document.activeElement)) {
        const links = [...panelRef.current.querySelectorAll<HTMLElement>('a[href], button')];
        if (moveFocus(links, event.key === 'ArrowRight' || event.key === 'ArrowLeft' ? '' : event.key))
          event.preventDefault();
      }
    },
    [state],
  );

  return { state, toggle, close, regionRef, panelRef, onKeyDown, buttonRefs: { search, menu } };
}
