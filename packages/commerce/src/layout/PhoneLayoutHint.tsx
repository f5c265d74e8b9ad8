import { createContext, type ReactNode } from 'react';

/** The layout a server renders, and hydration starts from, before the browser can measure its viewport. */
export const ServerLayoutIsPhone = createContext(false);

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
