import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** Below the tablet breakpoint (spec 002 §9: 800px; --sm-breakpoint-tablet in @shelfmark/forms): the phone layout. */
export const PHONE_QUERY = '(max-width: 799.98px)';

/** The layout a server renders, and hydration starts from, before the browser can measure its viewport. */
const ServerLayoutIsPhone = createContext(false);

export interface PhoneLayoutHintProps {
  /**
   * True when the request comes from a phone (a server reads e.g. `Sec-CH-UA-Mobile: ?1` or a user agent with
   * "Mobi"). Give the browser's tree the same value the server's had (e.g. in the page's state), or hydration will
   * not match. @default false
   */
  phone: boolean;
  children?: ReactNode;
}

/**
 * Tells the widgets below which layout to render on a server and while hydrating (the order summaries of the cart
 * and checkout: a panel, or on a phone an accordion). When the guess is right, the browser keeps the server's
 * layout; when it is wrong, the widget renders again with the right one once hydrated — as without a hint.
 */
export function PhoneLayoutHint({ phone, children }: PhoneLayoutHintProps) {
  return <ServerLayoutIsPhone.Provider value={phone}>{children}</ServerLayoutIsPhone.Provider>;
}

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
