import { useContext, useSyncExternalStore } from 'react';
import { ServerLayoutIsPhone } from './PhoneLayoutHint';

/** Below the tablet breakpoint (spec 002 §9: 800px; --sm-breakpoint-tablet in @shelfmark/forms): the phone layout. */
export const PHONE_QUERY = '(max-width: 799.98px)';

/**
 * True on a viewport narrower than the tablet breakpoint. On a server and while hydrating: the `PhoneLayoutHint`
 * (false without one, and where media queries are unknown, as in jsdom), so the first render in the browser
 * matches the server's; the measured layout follows after hydration.
 */
export function usePhoneLayout(): boolean {
  const serverGuess = useContext(ServerLayoutIsPhone);
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(PHONE_QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(PHONE_QUERY).matches : serverGuess),
    () => serverGuess,
  );
}
