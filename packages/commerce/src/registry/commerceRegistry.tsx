import { useSyncExternalStore, type ComponentType, type ReactElement } from 'react';
import { DEFAULT_SEARCH_SORT, PRODUCT, SEARCH_SORTS, type SearchSort } from '@shelfmark/api-client';
import { useSiteNavigation } from '@shelfmark/forms/site';
import { lazyWidget } from './lazyWidget';

/** The address a placed widget reads its parameters from (`?q=`, `?ordernumber=`, the product code in the path). */
export interface CommerceLocation {
  pathname: string;
  /** The query string with its `?`, or ''. */
  search: string;
}

export interface CommerceRegistryOptions {
  /**
   * A hook giving the current address, e.g. react-router's `useLocation`, so widgets follow client-side
   * navigation. @default the window's location (followed on popstate); `/` while rendering on a server
   */
  useLocation?: () => CommerceLocation;
}

/** What a page renderer hands a placed widget (a subset of @shelfmark/blocks' `ContentBlockProps`); the widgets need none of it. */
export interface CommerceBlockProps {
  /** The component's document: commerce widgets render without one. */
  document?: unknown;
  /** The placed component; `type` is its editor name. */
  component?: { type: string };
  isPreview?: boolean;
}

/** A placed widget: a function component (so it fits any registry of `ComponentType`s) that `preload()` loads ahead. */
export type CommerceBlock = ((props: CommerceBlockProps) => ReactElement) & {
  displayName?: string;
  preload(): Promise<void>;
};

/** One registry entry: the widget, loaded on first use, and no document needed. */
export interface CommerceBlockDefinition {
  component: CommerceBlock;
  needsDocument: false;
}

/** The editor component names of the commerce widgets (spec 002 §2 "Component registry", the host app's pages). */
export const COMMERCE_EDITOR_NAMES = [
  'Cart',
  'Checkout',
  'Order Confirmation',
  'Orders',
  'Order Details',
  'Wishlist',
  'Search Result',
  'Fast Order Entry',
  'Access Code Checker',
  'Order Tracking',
  'Profile',
  `${PRODUCT}Tabs`,
  'Product Catalogue',
  'Price And Availability',
  'Registration',
  'Internal Product Search',
] as const;

export type CommerceEditorName = (typeof COMMERCE_EDITOR_NAMES)[number];

/** Editor names mapped to commerce widgets; structurally a `ContentRegistry` of @shelfmark/blocks (merge it with `mergeRegistries`). */
export type CommerceRegistry = Readonly<Record<CommerceEditorName, CommerceBlockDefinition>>;

// One chunk per widget: a page loads only the widgets it places.
const CartPage = lazyWidget(() => import('../cart/CartPage').then((m) => m.CartPage));
const CheckoutPage = lazyWidget(() => import('../checkout/CheckoutPage').then((m) => m.CheckoutPage));
const OrderConfirmation = lazyWidget(() =>
  import('../confirmation/OrderConfirmation').then((m) => m.OrderConfirmation),
);
const MyOrders = lazyWidget(() => import('../orders/MyOrders').then((m) => m.MyOrders));
const OrderDetails = lazyWidget(() => import('../orders/OrderDetails').then((m) => m.OrderDetails));
const WishListPage = lazyWidget(() => import('../wishlist/WishListPage').then((m) => m.WishListPage));
const SearchResults = lazyWidget(() => import('../search/SearchResults').then((m) => m.SearchResults));
const FastOrderForm = lazyWidget(() => import('../fast-order/FastOrderForm').then((m) => m.FastOrderForm));
const AccessCodeChecker = lazyWidget(() =>
  import('../access-codes/AccessCodeChecker').then((m) => m.AccessCodeChecker),
);
const OrderTracking = lazyWidget(() => import('../tracking/OrderTracking').then((m) => m.OrderTracking));
const ProfilePage = lazyWidget(() => import('../profile/ProfilePage').then((m) => m.ProfilePage));
const ProductDetail = lazyWidget(() => import('../product/ProductDetail').then((m) => m.ProductDetail));
const CatalogProductPage = lazyWidget(() => import('../catalog/CatalogProductPage').then((m) => m.CatalogProductPage));
const PriceAvailability = lazyWidget(() =>
  import('../price-availability/PriceAvailability').then((m) => m.PriceAvailability),
);
const RegistrationForm = lazyWidget(() => import('../registration/RegistrationForm').then((m) => m.RegistrationForm));
const InternalProductSearch = lazyWidget(() =>
  import('../internal-search/InternalProductSearch').then((m) => m.InternalProductSearch),
);

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

function useWindowLocation(): CommerceLocation {
  const href = useSyncExternalStore(
    subscribe,
    () => `${window.location.pathname}${window.location.search}`,
    () => '/',
  );
  const query = href.indexOf('?');
  return query < 0 ? { pathname: href, search: '' } : { pathname: href.slice(0, query), search: href.slice(query) };
}

/** The path's last segment: the product code of `/products/:code`, the order number of `/my-orders/:orderNumber`. */
const lastSegment = (pathname: string) => {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const positiveInt = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

type Entry = CommerceBlock;
/** A widget that needs no parameter: the placed component's props are not passed on. */
const plain = (Widget: ComponentType<object> & { preload(): Promise<void> }): Entry =>
  Object.assign(
    function CommerceWidget() {
      return <Widget />;
    },
    { preload: Widget.preload },
  );
/** A widget whose parameters come from the address. */
const fromAddress = (
  view: (location: CommerceLocation) => ReactElement,
  preload: () => Promise<void>,
  useLocation: () => CommerceLocation,
): Entry =>
  Object.assign(
    function AddressedCommerceWidget() {
      return view(useLocation());
    },
    { preload },
  );

function SearchResultsFromAddress({ location }: { location: CommerceLocation }) {
  const { navigate } = useSiteNavigation();
  const params = new URLSearchParams(location.search);
  const sort = params.get('sort') ?? '';
  return (
    <SearchResults
      q={(params.get('q') ?? '').trim()}
      page={positiveInt(params.get('page'), 1)}
      pageSize={positiveInt(params.get('pageSize'), 10)}
      sort={(SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : DEFAULT_SEARCH_SORT}
      onChange={(next) =>
        navigate(
          `${location.pathname}?${new URLSearchParams({ q: next.q, page: String(next.page), pageSize: String(next.pageSize), sort: next.sort })}`,
        )
      }
    />
  );
}

/**
 * The commerce widgets under their editor names (spec 002 §2), for a page renderer's registry: merge it
 * with the content blocks' (`mergeRegistries(contentRegistry, createCommerceRegistry({ useLocation }))`) and
 * a CMS page that places 'Cart' or 'Search Result' renders the widget there. Widgets read their parameters
 * from the address — search terms, page and sort from `?q=&page=&pageSize=&sort=` ('Search Result' navigates
 * on the current path when they change), `?ordernumber=` (confirmation), `?processed` (checkout's card return),
 * the product code or order number from the path's last segment — and everything else from the providers
 * (`ApiClientProvider`, `ShelfmarkSiteProvider`). Each widget's code loads when a page first places it.
 */
export function createCommerceRegistry({
  useLocation = useWindowLocation,
}: CommerceRegistryOptions = {}): CommerceRegistry {
  const productCode = (Widget: typeof ProductDetail | typeof CatalogProductPage) =>
    fromAddress(({ pathname }) => <Widget code={lastSegment(pathname)} />, Widget.preload, useLocation);
  const entries: Record<CommerceEditorName, Entry> = {
    Cart: plain(CartPage),
    Checkout: fromAddress(
      ({ search }) => <CheckoutPage isProcessedReturn={new URLSearchParams(search).has('processed')} />,
      CheckoutPage.preload,
      useLocation,
    ),
    'Order Confirmation': fromAddress(
      ({ search }) => <OrderConfirmation search={search} />,
      OrderConfirmation.preload,
      useLocation,
    ),
    Orders: plain(MyOrders),
    'Order Details': fromAddress(
      ({ pathname, search }) => {
        const params = new URLSearchParams(search);
        return (
          <OrderDetails
            orderNumber={lastSegment(pathname)}
            isArchived={params.get('archived') === 'true'}
            staffShipTo={params.get('shipTo')}
          />
        );
      },
      OrderDetails.preload,
      useLocation,
    ),
    Wishlist: plain(WishListPage),
    'Search Result': fromAddress(
      (location) => <SearchResultsFromAddress location={location} />,
      SearchResults.preload,
      useLocation,
    ),
    'Fast Order Entry': plain(FastOrderForm),
    'Access Code Checker': plain(AccessCodeChecker),
    'Order Tracking': plain(OrderTracking),
    Profile: plain(ProfilePage),
    [`${PRODUCT}Tabs`]: productCode(ProductDetail),
    'Product Catalogue': productCode(CatalogProductPage),
    'Price And Availability': plain(PriceAvailability),
    Registration: plain(RegistrationForm),
    'Internal Product Search': plain(InternalProductSearch),
  };
  return Object.freeze(
    Object.fromEntries(
      COMMERCE_EDITOR_NAMES.map((name) => [
        name,
        { component: entries[name], needsDocument: false } satisfies CommerceBlockDefinition,
      ]),
    ) as Record<CommerceEditorName, CommerceBlockDefinition>,
  );
}

/** `createCommerceRegistry()` with the window's location (no router). */
export const commerceRegistry: CommerceRegistry = /* @__PURE__ */ createCommerceRegistry();
