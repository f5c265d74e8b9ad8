import { createContext, useContext, type ReactNode } from 'react';
import { PRODUCT, type ContentComponent } from '@shelfmark/api-client';
import type { ContentRegistry } from '@shelfmark/blocks';

/**
 * The editor names of the commerce widgets (spec 002 §2 "Component registry"). A page document
 * places one where the route's own page goes: the host app renders the route's element there, with
 * the document's other blocks and its page head around it — so a route added to routes.tsx works
 * unchanged, with or without a document.
 */
export const ROUTE_SLOT_TYPES = [
  'Search Result',
  `${PRODUCT}Tabs`,
  'Product Catalogue',
  'Cart',
  'Checkout',
  'Order Confirmation',
  'Wishlist',
  'Account Confirmation',
  'Orders',
  'Order Details',
  'Profile',
  'Fast Order Entry',
  'Price And Availability',
  'Order Tracking',
  'Access Code Checker',
  'Registration',
  'Internal Product Search',
] as const;

const RouteElementContext = createContext<ReactNode>(null);

/** Hands the route's element (the router's outlet) to the slot a page document places. */
export function RouteElementProvider({ element, children }: { element: ReactNode; children?: ReactNode }) {
  return <RouteElementContext.Provider value={element}>{children}</RouteElementContext.Provider>;
}

/** The block behind every commerce editor name: the route's own page. */
function RouteSlot() {
  return <>{useContext(RouteElementContext)}</>;
}

/** The commerce editor names, each rendering the route's element; they need no document. */
export const routeSlotRegistry: ContentRegistry = Object.fromEntries(
  ROUTE_SLOT_TYPES.map((type) => [type, { component: RouteSlot, needsDocument: false }]),
);

const slotTypes = new Set<string>(ROUTE_SLOT_TYPES);

/** True when a page document places the route's own page somewhere (also nested). */
export function placesRouteElement(components: readonly ContentComponent[]): boolean {
  return components.some((c) => slotTypes.has(c.type) || placesRouteElement(c.components ?? []));
}
