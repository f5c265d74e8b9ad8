/**
 * What the server-rendering tests render: every registry block from its catalogue document
 * (`demoBlockDocuments`, the documents the Storybook catalogue stories place) and every exported commerce widget,
 * each with the prefetch a host calls before rendering it and the text its content shows. Shared by the Node test
 * (test/server-rendering.test.ts) and the page it hydrates in Chromium, so both sides render the same elements.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import {
  toMoney,
  type ApiClient,
  type Cart,
  type Facet,
  type Product,
  type ShipToAccount,
  type WishList,
} from '@shelfmark/api-client';
import { ApiClientProvider } from '@shelfmark/api-client/react';
import {
  buildCart,
  createMemoryApiClient,
  demoBlockDocuments,
  demoMenus,
  demoSeed,
  DEMO_UIDS,
  type MemoryApiClient,
  type MemorySeed,
} from '@shelfmark/api-client/testing';
import { cartQueries, sessionQueries } from '@shelfmark/api-client/queries';
import {
  contentRegistry,
  MegaMenu,
  NotBuiltYet,
  PageHead,
  PageRenderer,
  RichText,
  SiteFooter,
  SiteHeader,
  VideoPlayer,
  type MenuItem,
  type RenderablePage,
} from '@shelfmark/blocks';
import {
  AccessCodeChecker,
  AccountCard,
  AddToCartForm,
  AlreadyExceededDialog,
  CartBadgeCount,
  CartExportDialog,
  CartPage,
  CartPrintView,
  CartTable,
  CatalogProductPage,
  ChangeAccountDialog,
  CheckoutPage,
  checkoutLabels,
  ConfirmDialog,
  Drawer,
  FacetList,
  FailedIsbnList,
  FastOrderForm,
  SpreadsheetUpload,
  InternalProductSearch,
  InvoiceButton,
  MessageDialog,
  MyOrders,
  OrderConfirmation,
  MyQuotes,
  QuoteList,
  RequestQuote,
  RequestQuoteDialog,
  OrderDetails,
  OrderSummary,
  OrderTracking,
  Pagination,
  PaymentForm,
  PhoneLayoutHint,
  PriceAvailability,
  ProductDetail,
  ProductOffer,
  ProfilePage,
  QuickAddForm,
  FundCodeField,
  SelectedFundCode,
  RegistrationForm,
  Reorder,
  SaveAsWishListDialog,
  SearchExportButton,
  SearchResultCard,
  SearchResults,
  searchResultsLabels,
  usePaymentForm,
  WishListPage,
  OrderedBeforeDialog,
  PurchaseFlags,
} from '@shelfmark/commerce';
import { CHECKOUT_STORAGE_KEYS, INVALID_ISBNS_KEY } from '@shelfmark/commerce/internal';
import {
  prefetchAccountCard,
  prefetchCartBadgeCount,
  prefetchCartPage,
  prefetchCheckoutPage,
  prefetchMyOrders,
  prefetchMyQuotes,
  prefetchOrderDetails,
  prefetchProductDetail,
  prefetchOrderConfirmation,
  prefetchProfilePage,
  prefetchRegistrationForm,
  prefetchSearchResults,
  prefetchSession,
  prefetchWishListPage,
} from '@shelfmark/commerce/prefetch';
import { createSiteConfig, ShelfmarkSiteProvider, type ShelfmarkSiteConfig } from '@shelfmark/forms/site';

export const site: ShelfmarkSiteConfig = createSiteConfig('shelfmark');

/** A test's QueryClient: no retries (a failure shows at once), nothing collected while the test runs. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** The providers a host app puts around the widgets and blocks. */
export function Providers({
  api,
  queryClient,
  children,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  children?: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <ShelfmarkSiteProvider config={site}>{children}</ShelfmarkSiteProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/**
 * The demo seed with two lines in the buyer's cart and a Look Inside sample on the almanac (its menu is a
 * client-only part: a placeholder button on the server).
 */
export function serverSeed(): MemorySeed {
  const seed = demoSeed();
  const almanac = seed.products.find((p) => p.fullTitle === "The Lighthouse Keeper's Almanac")!;
  almanac.lookInside = [{ title: 'Chapter 1', url: '/samples/almanac-chapter-1.pdf' }];
  const cataloguing = seed.products.find(
    (p) => p.fullTitle === 'Foundations of Library Cataloguing' && p.edition === '4',
  )!;
  seed.carts = [
    ...(seed.carts ?? []),
    buildCart({
      userId: DEMO_UIDS.buyer,
      lines: [
        { product: almanac, quantity: 2 },
        { product: cataloguing, quantity: 1 },
      ],
    }),
  ];
  return seed;
}

/** The memory twin a case renders with, signed in as its user. */
export const createApi = (user: string | null): MemoryApiClient => createMemoryApiClient({ user, seed: serverSeed() });

/** A case's data props: read from the API before rendering, passed as JSON to the page that hydrates. */
export type CaseData = Record<string, unknown>;

export interface ServerCase {
  /** The block's editor name, or the widget's export name. */
  name: string;
  kind: 'block' | 'part' | 'widget';
  /** The signed-in user of the memory twin (null: a visitor). */
  user: string | null;
  /** What a host calls before rendering (the widget's prefetch); the block pages call `preloadBlocks`. */
  prefetch?: (queryClient: QueryClient, api: ApiClient) => Promise<void>;
  /** Props read from the API for widgets that take their data as props. */
  data?: (api: ApiClient) => Promise<CaseData>;
  render: (data: CaseData) => ReactElement;
  /** Text the server's HTML holds. */
  serverText: string[];
  /**
   * Text the browser shows once hydrated (in the case or in the dialogs it opened) that the server could not know:
   * a dialog's (its portal needs the page), the page address's, session storage's.
   */
  browserText?: string[];
  /** Session storage the browser holds before it hydrates (what an earlier page of the visit kept). */
  sessionStorage?: (data: CaseData) => Record<string, string>;
}

/** The address of the page the browser hydrates on: not the site's root, with an order number in its query. */
export const PAGE_ADDRESS = { path: '/shop/order-confirmation', search: '?ordernumber=W02000001' };

// ---- blocks: the catalogue stories' documents (stories/blocks/catalogue, generated from demoBlockDocuments) ----

/** The page a catalogue story renders for a block: the block with its demo document and nested components. */
export function catalogueDocument(type: string): RenderablePage {
  const demo = demoBlockDocuments[type];
  if (!demo) throw new Error(`no demo document for ${type}`);
  return {
    components: [
      { id: 'catalogue', type, document: demo.document, ...(demo.components ? { components: demo.components } : {}) },
    ],
  };
}

/** Each block's distinctive text in its catalogue document (nested blocks' text too, where they show at first). */
export const blockText: Record<string, string[]> = {
  'Rich Text': ['Ordering for your library', 'Standing orders for series'],
  'Page Heading': ['About our large-print collection', 'Books set in 16-point type'],
  'Hero Banner': ['Books for every library', 'Browse the catalogue'],
  'Banner With Video': ['See the storefront in two minutes', 'Play video: Storefront tour'],
  'Banner Search': ['Search the research archive', 'Search the archive'],
  'Alert Banner': ['Holiday shipping cut-off: orders placed by December 15'],
  'Alert Promo': ['Free shipping this month', 'FREESHIP'],
  'Single Button': ['Request a trial'],
  'Accordion List': [
    'Ordering questions',
    'How do I pay by purchase order?',
    'enter your PO number',
    'Where is my order?',
  ],
  Tabs: ['Formats', 'Large print', 'Hardcover and paperback, shipped from our warehouse'],
  'Column Section': [
    'Why buy from us',
    'Standing orders',
    'Books arrive labelled and ready for the shelf.',
    'Download every invoice as a PDF.',
  ],
  'Column List': ['Subjects', 'Biography', 'Travel'],
  'Media Gallery': ['From the new catalogue', 'Open image 1 of 5: Cover 1 of the new catalogue'],
  'Video Gallery': ['Videos', 'Play video: Storefront tour', 'Play video: How large print is made'],
  'Two Column Video': ['How large print is made', 'From manuscript to 16-point type', 'Browse large print'],
  'Promo Grid': ['For every reader', 'Picture books to young adult.', 'Universities'],
  'Covers List': ['New in the catalogue', 'Featured title 4'],
  'Image Row': ['Bestsellers'],
  'Fifty Fifty Cards': ['Standing orders', 'Spine labels, barcodes and jackets', 'See plans'],
  'Call To Action Grid': ['Get started', 'Find your rep', 'Any database, free for 30 days.'],
  'Content Cards': ['Tools for buyers', 'Check prices and stock for up to ten ISBNs at once.', 'Track an order'],
  'Product Cards': ['Research databases', 'World History in Context', 'Primary sources and reference articles.'],
  'Promo Catalogue Cards': ['Collections', 'Large print', 'Mysteries'],
  'Product Files': ['Downloads', 'Title list (spring)', 'Price list'],
  'Block Quote': ['Ordering by ISBN saves our team a day every month.', 'Branch Librarian, Lakeview'],
  EventList: ['Events', 'Collection development webinar', 'Library association conference'],
  'Standing Order Plans': ['Standing-order plans', 'Never miss a title', 'Every new title'],
  Form: ['Contact us'],
};

export const blockCases: ServerCase[] = Object.keys(contentRegistry).map((type) => ({
  name: type,
  kind: 'block',
  user: null,
  render: () => <PageRenderer page={catalogueDocument(type)} />,
  serverText: blockText[type] ?? [],
}));

// ---- the blocks package's other parts: header, footer, head, rich text, video, menus ----

const menu = (name: string): MenuItem[] => demoMenus.find((m) => m.name === name)?.items ?? [];

/** What a host prefetches for the header when it does not pass `user` and `cartCount`: the session and the cart. */
async function prefetchHeader(queryClient: QueryClient, api: ApiClient): Promise<void> {
  const session = await queryClient.fetchQuery(sessionQueries.current(api));
  if (session.user) await queryClient.prefetchQuery(cartQueries.current(api, session.user.uid));
}

export const partCases: ServerCase[] = [
  {
    name: 'SiteHeader (signed in)',
    kind: 'part',
    user: DEMO_UIDS.buyer,
    prefetch: prefetchHeader,
    render: () => <SiteHeader menu={menu('main-menu')} />,
    serverText: ['Hi, Morgan', 'Cart, 3 items'],
  },
  {
    name: 'SiteHeader (visitor)',
    kind: 'part',
    user: null,
    prefetch: prefetchHeader,
    render: () => <SiteHeader menu={menu('main-menu')} />,
    serverText: ['Sign in', 'Register'],
  },
  {
    name: 'SiteFooter',
    kind: 'part',
    user: null,
    render: () => (
      <SiteFooter
        mainMenu={menu('footer-menu')}
        legalMenu={menu('footer-legal-menu')}
        socialMenu={menu('footer-social-menu')}
      />
    ),
    serverText: ['Privacy', 'Terms of use'],
  },
  {
    name: 'MegaMenu',
    kind: 'part',
    user: null,
    render: () => <MegaMenu items={menu('main-menu')} label="Main" />,
    serverText: [menu('main-menu')[0]?.displayText ?? ''],
  },
  {
    name: 'PageHead',
    kind: 'part',
    user: null,
    render: () => (
      <>
        <PageHead
          meta={{ title: 'Large print', description: 'Books in 16-point type', canonical: '/large-print' }}
          siteName="Shelfmark"
        />
        <p>Large print page</p>
      </>
    ),
    serverText: ['Large print | Shelfmark', 'Large print page'],
  },
  {
    name: 'NotBuiltYet',
    kind: 'part',
    user: null,
    render: () => <NotBuiltYet page="Standing orders" />,
    serverText: ['Standing orders'],
  },
  {
    name: 'RichText',
    kind: 'part',
    user: null,
    render: () => (
      <RichText html={'<h2 id="delivery">Delivery</h2><p onclick="x()">Within <strong>5 days</strong>.</p>'} />
    ),
    serverText: ['Delivery', 'Within', '5 days'],
  },
  {
    name: 'VideoPlayer',
    kind: 'part',
    user: null,
    render: () => (
      <VideoPlayer
        video={{
          videoId: 'storefront-tour',
          title: 'Storefront tour',
          previewImage: { src: '/images/covers/9780000000002.svg?w=480', alt: '' },
        }}
      />
    ),
    serverText: [],
  },
];

// ---- commerce widgets ----

const buyer = DEMO_UIDS.buyer;
const noop = () => undefined;

async function cartOf(api: ApiClient, userId = buyer): Promise<Cart> {
  return api.carts.get({ userId });
}
const byCode = (api: ApiClient, productCode: string): Promise<Product> => api.products.byCode({ productCode });

/** The buyer's cart (two lines, `serverSeed`). */
const cartData = async (api: ApiClient) => ({ cart: await cartOf(api) });

const ALMANAC = '9780000000002';
/** A non-ecommerce title (a research database): the catalogue page's product. */
const WORLD_HISTORY = demoSeed().products.find((p) => p.fullTitle === 'World History in Context')!.isbn13;

function PaymentFormCase() {
  const form = usePaymentForm(checkoutLabels);
  return (
    <form aria-label="Payment">
      <PaymentForm form={form} text={checkoutLabels} />
    </form>
  );
}

export const widgetCases: ServerCase[] = [
  {
    name: 'CartPage',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchCartPage,
    data: cartData,
    render: () => <CartPage />,
    serverText: [
      'Cart',
      'Change account',
      "The Lighthouse Keeper's Almanac",
      'Foundations of Library Cataloguing',
      'Subtotal',
      'Checkout',
    ],
  },
  {
    name: 'CartTable',
    kind: 'widget',
    user: buyer,
    data: cartData,
    render: (d) => <CartTable entries={(d.cart as Cart).entries} />,
    serverText: ['Products', "The Lighthouse Keeper's Almanac", 'Foundations of Library Cataloguing'],
  },
  {
    name: 'OrderSummary',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchSession,
    data: cartData,
    render: (d) => <OrderSummary cart={d.cart as Cart} />,
    serverText: ['Subtotal', '$'],
  },
  // The phone's layout on the server (the accordion: its title and the total); a wide browser renders the panel once hydrated.
  {
    name: 'PhoneLayoutHint',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchSession,
    data: cartData,
    render: (d) => (
      <PhoneLayoutHint phone>
        <OrderSummary cart={d.cart as Cart} />
      </PhoneLayoutHint>
    ),
    serverText: ['Order summary', '$'],
  },
  {
    name: 'CartBadgeCount',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchCartBadgeCount,
    render: () => (
      <a href="/cart">
        <CartBadgeCount />
      </a>
    ),
    serverText: ['3'],
  },
  {
    name: 'CartPrintView',
    kind: 'widget',
    user: buyer,
    data: cartData,
    render: (d) => <CartPrintView cart={d.cart as Cart} visible />,
    serverText: ['Product List', "The Lighthouse Keeper's Almanac"],
  },
  {
    name: 'ProductDetail',
    kind: 'widget',
    user: buyer,
    prefetch: (qc, api) => prefetchProductDetail(qc, api, { code: ALMANAC }),
    render: () => <ProductDetail code={ALMANAC} />,
    serverText: [
      "The Lighthouse Keeper's Almanac",
      'Marguerite Hale',
      'Look Inside',
      'Add to cart',
      'Spring Reading List',
      'Overview',
    ],
  },
  {
    name: 'ProductDetail (visitor: the limited form returns to the page after sign-in)',
    kind: 'widget',
    user: null,
    prefetch: (qc, api) => prefetchProductDetail(qc, api, { code: ALMANAC }),
    render: () => <ProductDetail code={ALMANAC} />,
    serverText: ["The Lighthouse Keeper's Almanac", 'Add to cart'],
  },
  {
    name: 'AddToCartForm (visitor: sign-in returns to the page)',
    kind: 'widget',
    user: null,
    prefetch: prefetchSession,
    data: async (api) => ({ product: await byCode(api, ALMANAC) }),
    render: (d) => <AddToCartForm product={d.product as Product} />,
    serverText: ['Sign in'],
  },
  {
    name: 'CatalogProductPage',
    kind: 'widget',
    user: null,
    prefetch: (qc, api) => prefetchProductDetail(qc, api, { code: WORLD_HISTORY }),
    render: () => <CatalogProductPage code={WORLD_HISTORY} />,
    serverText: ['World History in Context', 'Request a Trial'],
  },
  {
    name: 'AddToCartForm',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchSession,
    data: async (api) => ({ product: await byCode(api, ALMANAC) }),
    render: (d) => <AddToCartForm product={d.product as Product} returnTo={`/products/${ALMANAC}`} />,
    serverText: ['Quantity', 'Add to cart'],
  },
  {
    name: 'ProductOffer',
    kind: 'widget',
    user: buyer,
    prefetch: (qc, api) => prefetchProductDetail(qc, api, { code: ALMANAC }),
    data: async (api) => ({ product: await byCode(api, ALMANAC) }),
    render: (d) => <ProductOffer product={d.product as Product} returnTo={`/products/${ALMANAC}`} />,
    serverText: ['Add to cart', 'Spring Reading List', 'Add to wish list'],
  },
  {
    name: 'SearchResults',
    kind: 'widget',
    user: buyer,
    prefetch: (qc, api) =>
      prefetchSearchResults(qc, api, { q: 'library', page: 1, pageSize: 10, sort: 'relevance', brand: site.brand }),
    render: () => <SearchResults q="library" page={1} pageSize={10} sort="relevance" onChange={noop} />,
    serverText: ['4 results for “library”', 'Foundations of Library Cataloguing', 'Sort by'],
  },
  {
    name: 'SearchResultCard',
    kind: 'widget',
    user: null,
    data: async (api) => ({ product: await byCode(api, ALMANAC) }),
    render: (d) => <SearchResultCard product={d.product as Product} text={searchResultsLabels} />,
    serverText: ["The Lighthouse Keeper's Almanac", 'Marguerite Hale'],
  },
  {
    name: 'FacetList',
    kind: 'widget',
    user: null,
    data: async (api) => ({
      facet: (await api.products.search({ q: 'library', page: 0, pageSize: 10, sort: 'relevance', brand: site.brand }))
        .facets[0],
    }),
    render: (d) => <FacetList facet={d.facet as Facet} onToggle={noop} text={searchResultsLabels} />,
    serverText: ['Format', 'eBook'],
  },
  {
    name: 'SearchExportButton',
    kind: 'widget',
    user: null,
    prefetch: prefetchSession,
    render: () => <SearchExportButton q="library" />,
    serverText: ['Download as Excel'],
  },
  {
    name: 'Pagination',
    kind: 'widget',
    user: null,
    render: () => <Pagination page={2} totalPages={12} onPageChange={noop} />,
    serverText: ['Previous', '12', 'Next'],
  },
  {
    name: 'InternalProductSearch',
    kind: 'widget',
    user: DEMO_UIDS.staff,
    prefetch: prefetchSession,
    render: () => <InternalProductSearch />,
    serverText: ['Internal Product Search', 'Account number'],
  },
  {
    name: 'MyOrders',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchMyOrders,
    render: () => <MyOrders />,
    serverText: ['My Orders', 'Riverside Library — North Branch', '4100001'],
  },
  {
    name: 'OrderDetails',
    kind: 'widget',
    user: buyer,
    prefetch: (qc, api) => prefetchOrderDetails(qc, api, { orderNumber: '4100001' }),
    render: () => <OrderDetails orderNumber="4100001" />,
    serverText: ['Order 4100001', 'PO-2026-0091', "The Lighthouse Keeper's Almanac"],
  },
  // Closed, as order details renders it: the button (the titles are looked up once it is opened, in the browser).
  {
    name: 'Reorder',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchSession,
    render: () => <Reorder lines={[]} />,
    serverText: ['Reorder'],
  },
  // Closed, as search and My Orders render it on the server: the toggle; the panel opens in the browser.
  {
    name: 'Drawer',
    kind: 'widget',
    user: null,
    render: () => (
      <Drawer open={false} onOpenChange={noop} title="Filters" trigger={<button type="button">Filters</button>}>
        <p>Format</p>
      </Drawer>
    ),
    serverText: ['Filters'],
  },
  {
    name: 'InvoiceButton',
    kind: 'widget',
    user: buyer,
    render: () => <InvoiceButton invoiceNumber="7000001" />,
    serverText: ['Download invoice'],
  },
  {
    name: 'OrderTracking',
    kind: 'widget',
    user: null,
    prefetch: prefetchSession,
    render: () => <OrderTracking />,
    serverText: ['Order tracking', 'Order Number'],
  },
  {
    name: 'AccessCodeChecker',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchSession,
    render: () => <AccessCodeChecker />,
    serverText: ['Access code checker', 'Check codes'],
  },
  {
    name: 'FastOrderForm',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchSession,
    render: () => <FastOrderForm />,
    serverText: ['Fast Order Entry', 'Add to cart'],
  },
  {
    name: 'PriceAvailability',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchSession,
    render: () => <PriceAvailability />,
    serverText: ['Price And Availability', 'Account: 100101', 'ADD ROW'],
  },
  {
    name: 'AccountCard',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchAccountCard,
    render: () => <AccountCard />,
    serverText: ['Riverside Library — North Branch (100101)', 'Change account'],
  },
  {
    name: 'RegistrationForm',
    kind: 'widget',
    user: null,
    prefetch: prefetchRegistrationForm,
    render: () => <RegistrationForm />,
    serverText: ['Create an account', 'First name', "I'm not a robot"],
  },
  {
    name: 'ProfilePage',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchProfilePage,
    render: () => <ProfilePage />,
    serverText: ['Contact Information', 'Morgan', buyer, 'Northampton'],
  },
  {
    name: 'CheckoutPage',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchCheckoutPage,
    data: cartData,
    render: () => <CheckoutPage isProcessedReturn={false} submitToProvider={noop} reload={noop} />,
    serverText: [
      'Checkout',
      'Riverside Library — North Branch',
      'Purchase order number',
      "The Lighthouse Keeper's Almanac",
    ],
  },
  {
    name: 'PaymentForm',
    kind: 'widget',
    user: buyer,
    render: () => <PaymentFormCase />,
    serverText: ['Pay by purchase order', 'Purchase order number'],
  },
  {
    // A number of the buyer's order history, opened where checkout kept nothing.
    name: 'OrderConfirmation',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchOrderConfirmation,
    data: async (api) => {
      const { orders } = await api.orders.list({ billToAccountNumber: '100100', shipToAccountNumber: '100101' });
      return { number: orders.find((o) => o.internetReference)!.internetReference };
    },
    render: (d) => <OrderConfirmation search={`?ordernumber=${String(d.number)}`} />,
    serverText: ['Thank you for your order', 'Your confirmation number is W'],
  },
  {
    name: 'OrderConfirmation (a made-up number)',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchOrderConfirmation,
    render: () => <OrderConfirmation search="?ordernumber=W99999999" />,
    serverText: ['Order not found', 'We could not find an order W99999999.'],
  },
  {
    name: 'OrderConfirmation (number from the address, cart from session storage)',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchSession,
    data: cartData,
    render: () => <OrderConfirmation />,
    serverText: ['Thank you for your order'],
    sessionStorage: (d) => ({
      [CHECKOUT_STORAGE_KEYS.confirmation]: JSON.stringify({ code: 'W02000001', cart: d.cart }),
    }),
    browserText: ['Your confirmation number is W02000001', "The Lighthouse Keeper's Almanac"],
  },
  {
    name: 'CartPage (failed ISBNs kept in session storage)',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchCartPage,
    render: () => <CartPage />,
    serverText: ["The Lighthouse Keeper's Almanac"],
    sessionStorage: () => ({ [INVALID_ISBNS_KEY]: '9789999999991' }),
    browserText: ['These ISBNs could not be added to your cart', '9789999999991'],
  },
  {
    name: 'WishListPage',
    kind: 'widget',
    user: buyer,
    prefetch: prefetchWishListPage,
    render: () => <WishListPage />,
    serverText: ['Wish Lists', 'Spring Reading List', 'This wish list has expired'],
  },
  {
    name: 'FailedIsbnList',
    kind: 'widget',
    user: null,
    render: () => <FailedIsbnList isbns={['9789999999991']} />,
    serverText: ['These ISBNs could not be added to your cart', '9789999999991'],
  },
  {
    name: 'SpreadsheetUpload',
    kind: 'widget',
    user: buyer,
    render: () => <SpreadsheetUpload />,
    serverText: ['Upload a spreadsheet', 'Spreadsheet (.xlsx or .csv)', 'Up to 5,000 rows'],
  },
  {
    name: 'FailedIsbnList (kept in session storage)',
    kind: 'widget',
    user: null,
    render: () => <FailedIsbnList />,
    serverText: [],
    sessionStorage: () => ({ [INVALID_ISBNS_KEY]: '9789999999991' }),
    browserText: ['These ISBNs could not be added to your cart', '9789999999991'],
  },
  {
    name: 'QuickAddForm',
    kind: 'widget',
    user: buyer,
    render: () => <QuickAddForm max={10} isPending={false} onSubmit={async () => undefined} />,
    serverText: ['Add by ISBN'],
  },
  {
    name: 'FundCodeField',
    kind: 'widget',
    user: buyer,
    render: () => (
      <FundCodeField
        title="An Atlas of Ancient Trade Routes"
        value="YA-FIC-2027"
        funds={['YA-FIC-2027']}
        onSave={async () => undefined}
      />
    ),
    serverText: ['Fund code'],
  },
  {
    name: 'SelectedFundCode',
    kind: 'widget',
    user: buyer,
    render: () => <SelectedFundCode count={0} funds={['YA-FIC-2027']} onApply={async () => undefined} />,
    serverText: ['Fund code for the selected items', 'Tick items in the cart to set their fund code.'],
  },
  // Dialogs a visitor opens by an action: nothing on the server, the dialog once hydrated.
  {
    name: 'MessageDialog',
    kind: 'widget',
    user: null,
    render: () => (
      <MessageDialog open onOpenChange={noop} title="Could not replace" closeLabel="Close">
        <p>The new edition is not available.</p>
      </MessageDialog>
    ),
    serverText: [],
    browserText: ['Could not replace', 'The new edition is not available.'],
  },
  {
    name: 'ConfirmDialog',
    kind: 'widget',
    user: null,
    render: () => (
      <ConfirmDialog
        trigger={<button type="button">Clear cart</button>}
        title="Clear the cart?"
        description="Every line goes."
        confirmLabel="Clear"
        cancelLabel="Keep"
        onConfirm={noop}
      />
    ),
    serverText: ['Clear cart'],
  },
  {
    name: 'AlreadyExceededDialog',
    kind: 'widget',
    user: buyer,
    render: () => (
      <AlreadyExceededDialog
        exceeded={[{ productCode: ALMANAC, inCart: 8, requested: 5, max: 10, remaining: 2 }]}
        onClose={noop}
      />
    ),
    serverText: [],
    browserText: [ALMANAC],
  },
  {
    name: 'PurchaseFlags',
    kind: 'widget',
    user: buyer,
    render: () => (
      <PurchaseFlags
        flag={{
          isbn13: ALMANAC,
          lastOrder: { orderNumber: '5000004', orderDate: '2025-03-14' },
          cartQuantity: 3,
          wishLists: [],
        }}
      />
    ),
    serverText: ['Ordered 03/14/2025 · order 5000004', 'In your cart (3)'],
  },
  {
    name: 'OrderedBeforeDialog',
    kind: 'widget',
    user: buyer,
    render: () => (
      <OrderedBeforeDialog
        titles={[{ isbn13: ALMANAC, orderNumber: '5000004', orderDate: '2025-03-14' }]}
        onAnswer={noop}
      />
    ),
    serverText: [],
    browserText: [ALMANAC],
  },
  {
    name: 'ChangeAccountDialog',
    kind: 'widget',
    user: buyer,
    data: async (api) => ({ accounts: (await api.users.accounts({ userId: buyer })).shipToAccounts }),
    render: (d) => (
      <ChangeAccountDialog
        open
        onOpenChange={noop}
        accounts={d.accounts as ShipToAccount[]}
        currentAccountNumber="100101"
        isUpdating={false}
        onSubmit={noop}
      />
    ),
    serverText: [],
    browserText: ['Change account'],
  },
  {
    name: 'SaveAsWishListDialog',
    kind: 'widget',
    user: buyer,
    data: async (api) => ({
      wishLists: await api.wishlists.list({ userId: buyer, savedCartsOnly: true, fieldsFullness: 'FULL' }),
    }),
    render: (d) => (
      <SaveAsWishListDialog
        open
        onOpenChange={noop}
        wishLists={(d.wishLists as { carts: WishList[] }).carts ?? (d.wishLists as WishList[])}
        isPending={false}
        onSubmit={noop}
      />
    ),
    serverText: [],
    browserText: ['wish list'],
  },
  {
    name: 'CartExportDialog',
    kind: 'widget',
    user: buyer,
    data: cartData,
    render: (d) => (
      <CartExportDialog
        open
        onOpenChange={noop}
        cart={d.cart as Cart}
        onDownload={async () => undefined}
        onPrint={noop}
      />
    ),
    serverText: [],
    browserText: ['Download'],
  },
  {
    name: 'MyQuotes',
    kind: 'widget',
    user: DEMO_UIDS.international,
    prefetch: prefetchMyQuotes,
    render: () => <MyQuotes />,
    serverText: ['Quotes', 'Quote Q1000001', 'Requested', "The Lighthouse Keeper's Almanac"],
  },
  {
    name: 'RequestQuote',
    kind: 'widget',
    user: DEMO_UIDS.international,
    prefetch: prefetchSession,
    data: async (api) => ({ product: await byCode(api, ALMANAC) }),
    render: (d) => <RequestQuote product={d.product as Product} />,
    serverText: ['Request a quote'],
  },
  {
    name: 'QuoteList',
    kind: 'widget',
    user: buyer,
    render: () => (
      <QuoteList
        onAccept={noop}
        quotes={[
          {
            number: 'Q1000002',
            status: 'quoted',
            requestedAt: '2026-11-12T09:30:00Z',
            expiresOn: '2026-12-31',
            total: toMoney(462),
            lines: [
              { productCode: ALMANAC, isbn13: ALMANAC, title: 'Almanac', quantity: 12, unitPrice: toMoney(38.5) },
            ],
          },
        ]}
      />
    ),
    serverText: ['Quote Q1000002', 'Quoted', '$38.50', '$462.00', 'Valid until 12/31/2026', 'Accept quote'],
  },
  {
    name: 'RequestQuoteDialog',
    kind: 'widget',
    user: buyer,
    render: () => (
      <RequestQuoteDialog
        open
        onOpenChange={noop}
        product={{ fullTitle: 'Almanac', isbn13: ALMANAC }}
        shipTo="Riverside Library (1000100)"
        state={{ status: 'idle' }}
        onSubmit={noop}
        quotesHref="/my-orders/quotes"
      />
    ),
    serverText: [],
    browserText: ['Riverside Library (1000100)', 'Send request'],
  },
];

export const serverCases: ServerCase[] = [...blockCases, ...partCases, ...widgetCases];
