import { useSyncExternalStore } from 'react';

/** Below the tablet breakpoint (spec 002 §9: 800px; --sm-breakpoint-tablet in @shelfmark/forms): the phone layout. */
export const PHONE_QUERY = '(max-width: 799.98px)';

/**
 * True on a viewport narrower than the tablet breakpoint; false where media queries are unknown (server rendering,
 * jsdom), so the first render in the browser matches the server's and the phone layout follows after hydration.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(PHONE_QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(PHONE_QUERY).matches : false),
    () => false,
  );
}
