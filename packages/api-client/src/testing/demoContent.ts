import { toMoney } from '../money';
import type { AccessCodeResult, Cart, FormSettings, Menu, PageDocument, Product } from '../schemas';
import { buildCart } from './fixtures';
import type { MemoryCoupon, MemoryOrder } from './memoryState';

type OrderSpec = Partial<MemoryOrder> & {
  orderNumber: string;
  orderDate: string;
  items: [Product, number][];
  shipped?: boolean;
  backordered?: number;
  cancelled?: boolean;
};

export function demoOrder(spec: OrderSpec): MemoryOrder {
  const { items, shipped = false, backordered = 0, cancelled = false, ...rest } = spec;
  const lines = items.map(([p, quantity], i) => ({
    isbn3Litm: p.isbn13,
    title: p.fullTitle,
    author: p.clAuthorsNames?.split('||')[0] ?? null,
    edition: p.edition ?? null,
    copyRightYear: p.copyrightYear ?? null,
    unitPriceUprc: p.customPrice ?? toMoney(0),
    mediaType: p.mediaType ?? null,
    quantityOrdered: quantity,
    quantityShippedSoqs: shipped ? quantity - (i === 0 ? backordered : 0) : 0,
    actualShipDate: shipped ? (spec.shipDate ?? spec.orderDate) : null,
    quantityBackorderedSobk: i === 0 ? backordered : 0,
    quantityCancelledSocn: cancelled ? quantity : 0,
  }));
  const subtotal = lines.reduce((sum, l) => sum + l.unitPriceUprc.value * (l.quantityOrdered ?? 0), 0);
  const shipping = subtotal > 250 ? 0 : 9.95;
  return {
    shipDateRequested: spec.orderDate,
    shipDate: null,
    invoiceNumber: null,
    invoiceType: null,
    poNumber: null,
    internetReference: `WEB${spec.orderNumber}`,
    shipStatus: null,
    backorderQuantity: backordered,
    isArchived: false,
    orderType: 'SO',
    customType: 'PURCHASES',
    activeFlag: false,
    titileDescription: null,
    documentCompany: '00001',
    shipToAccountNumber: '100101',
    billToAccountNumber: '100100',
    lines,
    customSubtotal: toMoney(subtotal),
    customTaxes: toMoney(0),
    customShipping: toMoney(shipping),
    customTotal: toMoney(subtotal + shipping),
    shippingDetail: shipped
      ? lines.map((l, i) => ({
          isbn: l.isbn3Litm,
          quantityShipped: l.quantityShippedSoqs,
          trackingNumber: `1Z999AA1012345678${i % 2}`,
          shipViaCode: 'UPS',
        }))
      : [],
    ...rest,
  };
}

/** Order history of the first-brand buyer: every status of ORD-02, a standing order, archived orders. */
export function demoOrders(products: Product[]): MemoryOrder[] {
  const books = products.filter((p) => p.brand === 'shelfmark' && p.mediaType === 'print');
  const b = (i: number) => books[i % books.length] as Product;
  return [
    demoOrder({
      orderNumber: '4100001',
      orderDate: '2026-09-02',
      shipDate: '2026-09-05',
      shipStatus: '1',
      poNumber: 'PO-2026-0091',
      invoiceNumber: '7000001',
      invoiceType: 'RI',
      shipped: true,
      items: [
        [b(0), 4],
        [b(9), 2],
        [b(10), 1],
      ],
    }),
    demoOrder({ orderNumber: '4100002', orderDate: '2026-10-14', poNumber: 'PO-2026-0117', items: [[b(1), 10]] }),
    demoOrder({
      orderNumber: '4100003',
      orderDate: '2026-10-20',
      shipStatus: '0',
      poNumber: 'PO-2026-0120',
      backordered: 5,
      items: [
        [b(6), 5],
        [b(3), 3],
      ],
    }),
    demoOrder({
      orderNumber: '4100004',
      orderDate: '2026-08-11',
      shipStatus: '2',
      poNumber: 'PO-2026-0077',
      cancelled: true,
      items: [[b(11), 1]],
    }),
    demoOrder({
      orderNumber: '4100005',
      orderDate: '2026-11-01',
      shipDateRequested: '2026-12-01',
      shipStatus: '0',
      poNumber: 'PO-2026-0133',
      items: [[b(12), 6]],
    }),
    demoOrder({
      orderNumber: '4100006',
      orderDate: '2026-07-01',
      shipStatus: '0',
      poNumber: 'STANDING-LP',
      activeFlag: true,
      orderType: 'S4',
      titileDescription: 'Large print standing order plan',
      items: [[b(13), 1]],
    }),
    demoOrder({
      orderNumber: '4100007',
      orderDate: '2026-06-18',
      shipStatus: '1',
      customType: 'RETURNS',
      poNumber: 'RMA-0042',
      shipDate: '2026-06-25',
      shipped: true,
      items: [[b(2), 1]],
    }),
    demoOrder({
      orderNumber: '3900001',
      orderDate: '2023-03-09',
      shipDate: '2023-03-14',
      shipStatus: '1',
      isArchived: true,
      shipToAccountNumber: '100102',
      poNumber: 'PO-2023-0011',
      invoiceNumber: '6900001',
      invoiceType: 'RI',
      shipped: true,
      items: [[b(4), 2]],
    }),
    demoOrder({
      orderNumber: '3900002',
      orderDate: '2022-11-21',
      shipDate: '2022-11-30',
      shipStatus: '1',
      isArchived: true,
      shipToAccountNumber: '100102',
      poNumber: 'PO-2022-0302',
      invoiceNumber: '6900002',
      invoiceType: 'RM',
      shipped: true,
      items: [
        [b(5), 1],
        [b(7), 3],
      ],
    }),
  ];
}

/** Two wish lists of the buyer: an active one and an expired one (WISH-03). */
export function demoWishLists(products: Product[], userId: string): Cart[] {
  const books = products.filter((p) => p.brand === 'shelfmark' && p.customIsPurchasable !== false);
  const at = (i: number) => books[i % books.length] as Product;
  return [
    buildCart({
      code: 'WL-0001',
      userId,
      name: 'Spring Reading List',
      saved: true,
      modifiedTime: '2026-10-02T09:30:00.000Z',
      expirationTime: '2027-04-01T00:00:00.000Z',
      lines: [
        { product: at(0), quantity: 2 },
        { product: at(4), quantity: 1 },
        { product: at(8), quantity: 5 },
      ],
    }),
    buildCart({
      code: 'WL-0002',
      userId,
      name: 'Archive 2023',
      saved: true,
      modifiedTime: '2023-01-15T12:00:00.000Z',
      expirationTime: '2023-07-14T00:00:00.000Z',
      lines: [{ product: at(2), quantity: 1 }],
    }),
  ];
}

export const demoCoupons: MemoryCoupon[] = [
  { code: 'FREESHIP', freeShipping: true },
  { code: 'SAVE10', percentOff: 10 },
];

export const demoAccessCodes: AccessCodeResult[] = [
  {
    accessCode: 'SMK-7F3Q-92LA',
    returnable: true,
    status: 'Active',
    productName: 'World History in Context',
    registeredTo: 'Riverside Public Library System',
    email: 'buyer@shelfmark.test',
    activationDate: '2026-02-01',
    refundEligibility: 'Eligible until 2026-03-03',
    error: null,
  },
  {
    accessCode: 'SMK-1B8D-44XE',
    returnable: false,
    status: 'Unused',
    productName: 'Digital Scholar Lab',
    registeredTo: null,
    email: null,
    activationDate: null,
    refundEligibility: 'Not eligible',
    error: null,
  },
];

export const demoForms: FormSettings[] = [
  {
    formId: 'contact-us',
    formTarget: 'customer-service',
    confirmationUrl: '/contact/thank-you',
    submitLabel: 'Submit',
    clearLabel: 'Clear',
    showClearButton: true,
    heading: { text: 'Contact us', level: 3 },
    formWidth: 'auto',
    reCaptchaEnabled: false,
    pageBeans: [
      {
        fieldBeans: [
          { type: 'TEXT_FIELD', fieldName: 'fullName', label: 'Full name', mandatory: true, dateformat: 'dd/MM/yyyy' },
          {
            type: 'TEXT_FIELD',
            fieldName: 'email',
            label: 'Email',
            mandatory: true,
            regExp: '^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,20}$',
            dateformat: 'dd/MM/yyyy',
          },
          {
            type: 'DROPDOWN',
            fieldName: 'topic',
            label: 'Topic',
            mandatory: true,
            values: ['orders', 'trial', 'other'],
            displayValues: ['Orders', 'Request a trial', 'Other'],
            dateformat: 'dd/MM/yyyy',
          },
          {
            type: 'TEXTAREA',
            fieldName: 'details',
            label: 'Details',
            mandatory: true,
            conditional: true,
            conditionFieldName: 'topic',
            conditionFieldValue: 'other',
            dateformat: 'dd/MM/yyyy',
          },
          {
            type: 'DATE_FIELD',
            fieldName: 'callBackOn',
            label: 'Call back on',
            mandatory: false,
            dateformat: 'dd/MM/yyyy',
          },
          {
            type: 'CHECKBOXGROUP',
            fieldName: 'consent',
            label: 'I agree to be contacted',
            mandatory: true,
            values: ['yes'],
            displayValues: ['Yes'],
            dateformat: 'dd/MM/yyyy',
          },
          {
            type: 'TEXT_FIELD',
            fieldName: 'source',
            label: 'Source',
            mandatory: false,
            initialValue: 'storefront',
            extraCssClass: 'hidden',
            dateformat: 'dd/MM/yyyy',
          },
        ],
      },
    ],
  },
];

const item = (displayText: string, href: string, childMenuItems?: Menu['items']) => ({
  displayText,
  href,
  ...(childMenuItems ? { childMenuItems } : {}),
});

export const demoMenus: Menu[] = [
  {
    name: 'main-menu',
    items: [
      item('Books', '/search', [
        item('New releases', '/search?sort=date-desc'),
        item('Large print', '/search?q=large%20print'),
      ]),
      item('Research', '/search?q=%3Arelevance%3AproductType%3ADatabase'),
      item('Tools', '/fast-order', [
        item('Fast order entry', '/fast-order'),
        item('Price and availability', '/price-and-availability'),
        item('Order tracking', '/order-tracking'),
        item('Access code checker', '/access-codes'),
      ]),
    ],
    cards: [
      {
        title: 'Order by ISBN',
        description: 'Paste a list of ISBNs and add them all to your cart.',
        url: '/fast-order',
        label: 'Open Fast Order',
        linkType: 'internal',
        columnWidth: 6,
      },
      {
        title: 'Check prices for your account',
        description: 'Up to ten ISBNs at once, with stock.',
        url: '/price-and-availability',
        label: 'Price & Availability',
        linkType: 'internal',
        columnWidth: 6,
      },
    ],
    configuration: {
      signIn: { link: '/api/auth/login', text: 'Sign in' },
      signOut: { link: '/api/auth/federated-logout', text: 'Sign out' },
      registration: { link: '/register', text: 'Register' },
      logo: { alt: '{brandName} home', src: '/logo.png', link: '/' },
      searchPlaceholder: 'Search by title, author or ISBN',
      regionSelectorAriaLabel: 'Region: {selectedRegion}',
    },
  },
  {
    name: 'footer-menu',
    items: [
      item('About', '/about', [item('Our story', '/about'), item('Careers', '/careers')]),
      item('Help', '/help', [item('Contact us', '/contact'), item('Order tracking', '/order-tracking')]),
      item('Catalogue', '/search', [item('Books', '/search'), item('Research', '/search?q=database')]),
    ],
  },
  {
    name: 'footer-legal-menu',
    items: [item('Privacy', '/privacy'), item('Terms of use', '/terms'), item('Accessibility', '/accessibility')],
  },
  {
    name: 'footer-social-menu',
    items: [
      {
        displayText: 'Mastodon',
        href: 'https://example.social/@shelfmark',
        socialIcon: 'mastodon',
        openInNewWindow: true,
      },
    ],
  },
];

const page = (
  path: string,
  title: string,
  components: PageDocument['components'],
  reducedHeaderFooter = false,
): PageDocument => ({
  path,
  meta: { title, description: `${title} — Shelfmark` },
  reducedHeaderFooter,
  preview: false,
  components,
});

export const demoPages: PageDocument[] = [
  page('/', 'Shelfmark', [
    {
      id: 'home-hero',
      type: 'Hero Banner',
      document: {
        heading: 'Books for every library',
        subheading: 'Order by ISBN, pay by PO',
        buttons: [{ label: 'Browse the catalogue', url: '/search' }],
      },
    },
    { id: 'home-alert', type: 'Alert Banner', document: { text: 'Holiday shipping cut-off: December 15.' } },
    { id: 'home-missing', type: 'Promo Grid', document: null },
  ]),
  page('/cart', 'Cart', [{ id: 'cart', type: 'Cart' }]),
  page('/checkout', 'Checkout', [{ id: 'checkout', type: 'Checkout' }], true),
  page('/search', 'Search results', [{ id: 'search', type: 'Search Result' }]),
  page('/wishlist', 'Wish lists', [{ id: 'wishlist', type: 'Wishlist' }]),
  page('/order-confirmation', 'Order confirmation', [
    { id: 'confirmation', type: 'Order Confirmation' },
    {
      id: 'confirmation-text',
      type: 'Rich Text',
      document: { html: '<p>Your order <strong>ordernumber</strong> is on its way to our warehouse.</p>' },
    },
  ]),
  page('/contact', 'Contact us', [
    { id: 'contact-form', type: 'Form', document: demoForms[0] as unknown as Record<string, unknown> },
  ]),
];

// ---- block documents (BLK-01..07): one populated document per content block, under its editor name ----
const cover = (isbn13: string, alt: string, width = 216) => ({ src: `/images/covers/${isbn13}.svg?w=${width}`, alt });
const ISBNS = [
  '9780000000002',
  '9781594130014',
  '9781432850012',
  '9780061120015',
  '9780143030010',
  '9780399160011',
  '9781250070012',
] as const;
const isbn = (i: number) => ISBNS[i % ISBNS.length] as string;
const demoVideo = (videoId: string, title: string, i: number, extra: Record<string, unknown> = {}) => ({
  videoId,
  title,
  videoAlt: title,
  previewImage: cover(isbn(i), '', 480),
  ...extra,
});

/** A block's demo: its document and, for blocks that hold others, its nested components. */
export interface DemoBlockDocument {
  document: Record<string, unknown>;
  components?: PageDocument['components'];
}

/**
 * A populated document for every content block of @shelfmark/blocks, keyed by editor name. The Storybook
 * catalogue is generated from these, and a test fails when a registered block has none. Images are the
 * reference server's drawn covers, videos its /media/videos clips: nothing leaves the machine.
 */
export const demoBlockDocuments: Record<string, DemoBlockDocument> = {
  'Rich Text': {
    document: {
      content: {
        value:
          '<h2>Ordering for your library</h2><p>Order by <strong>ISBN-13</strong>, pay by purchase order, and follow every shipment.</p><ul><li>Standing orders for series</li><li>Large print on request</li></ul><p><a href="https://example.org/guide" target="_blank">Read the buyer’s guide</a></p>',
      },
    },
  },
  'Page Heading': {
    document: {
      title: 'About our large-print collection',
      description: 'Books set in 16-point type for readers of every age.',
    },
  },
  'Hero Banner': {
    document: {
      heading: 'Books for every library',
      subheading: 'Order by ISBN, pay by PO',
      description: 'Print and digital titles for public libraries, schools and universities.',
      image: cover(isbn(1), 'Cover of a featured title', 346),
      buttons: [
        { label: 'Browse the catalogue', url: '/search?q=' },
        { label: 'Fast Order', url: '/fast-order', variant: 'secondary' },
      ],
    },
  },
  'Banner With Video': {
    document: {
      heading: 'See the storefront in two minutes',
      subheading: 'A guided tour',
      description: 'Search, check prices for a list of ISBNs and keep wish lists for next term.',
      buttons: [{ label: 'Contact us', url: '/contact', variant: 'secondary' }],
      video: demoVideo('storefront-tour', 'Storefront tour', 2),
      playMode: 'modal',
    },
  },
  'Banner Search': {
    document: {
      heading: 'Search the research archive',
      description: 'Primary sources from four centuries.',
      searchUrl: 'https://archive.example.org/search',
      placeholder: 'Keyword, author or subject',
      buttonLabel: 'Search the archive',
    },
  },
  'Alert Banner': {
    document: {
      text: 'Holiday shipping cut-off: orders placed by December 15 arrive before the break.',
      variant: 'info',
      isDismissible: true,
    },
  },
  'Alert Promo': {
    document: {
      title: 'Free shipping this month',
      description: { value: '<p>Use code <strong>FREESHIP</strong> at checkout on any order.</p>' },
      button: { label: 'Start an order', url: '/fast-order' },
    },
  },
  'Single Button': { document: { button: { label: 'Request a trial', url: '/request-a-trial' }, alignment: 'center' } },
  'Accordion List': {
    document: {
      title: 'Ordering questions',
      items: [
        {
          title: 'How do I pay by purchase order?',
          subtitle: 'Accounts with purchaser rights',
          anchorName: 'purchase-orders',
          expand: true,
          content: {
            value:
              '<p>Choose <strong>Purchase order</strong> at checkout and enter your PO number (25 characters at most).</p>',
          },
        },
        {
          title: 'Can I return a title?',
          anchorName: 'returns',
          content: { value: '<p>Unopened print titles may be returned within 30 days.</p>' },
        },
        {
          title: 'Where is my order?',
          anchorName: 'tracking',
          components: [
            {
              id: 'acc-button',
              type: 'Single Button',
              document: { button: { label: 'Track an order', url: '/order-tracking' } },
            },
          ],
        },
      ],
    },
  },
  Tabs: {
    document: {
      title: 'Formats',
      tabs: [
        {
          title: 'Print',
          content: { value: '<p>Hardcover and paperback, shipped from our warehouse within two days.</p>' },
        },
        { title: 'Large print', content: { value: '<p>16-point type on acid-free paper.</p>' } },
        {
          title: 'eBooks',
          components: [
            {
              id: 'tab-alert',
              type: 'Alert Promo',
              document: { title: 'Perpetual access', description: { value: '<p>Buy once, lend forever.</p>' } },
            },
          ],
        },
      ],
    },
  },
  'Column Section': {
    document: { title: 'Why buy from us' },
    components: [
      {
        id: 'col-1',
        type: 'Rich Text',
        document: {
          content: { value: '<h5>Standing orders</h5><p>New titles of a series arrive as they are published.</p>' },
        },
      },
      {
        id: 'col-2',
        type: 'Rich Text',
        document: { content: { value: '<h5>Processing</h5><p>Books arrive labelled and ready for the shelf.</p>' } },
      },
      {
        id: 'col-3',
        type: 'Rich Text',
        document: { content: { value: '<h5>Invoices</h5><p>Download every invoice as a PDF.</p>' } },
      },
    ],
  },
  'Column List': {
    document: {
      title: 'Subjects',
      visibleItemsCount: 4,
      items: ['Art', 'Biography', 'Business', 'Fiction', 'History', 'Law', 'Medicine', 'Science', 'Travel'].map(
        (title) => ({ title, url: `/search?q=${encodeURIComponent(title)}` }),
      ),
    },
  },
  'Media Gallery': {
    document: {
      title: 'From the new catalogue',
      images: [0, 1, 2, 3, 4].map((i) => ({
        ...cover(isbn(i), `Cover ${i + 1} of the new catalogue`, 302),
        caption: `Featured title ${i + 1}`,
      })),
    },
  },
  'Video Gallery': {
    document: {
      title: 'Videos',
      videos: [
        demoVideo('storefront-tour', 'Storefront tour', 3, { width: 600 }),
        demoVideo('large-print-story', 'How large print is made', 4, { md: 4 }),
      ],
    },
  },
  'Two Column Video': {
    document: {
      title: 'How large print is made',
      description: { value: '<p>From manuscript to 16-point type: a short film from our printers.</p>' },
      video: demoVideo('large-print-story', 'How large print is made', 5),
      buttons: [{ label: 'Browse large print', url: '/search?q=large%20print' }],
    },
  },
  'Promo Grid': {
    document: {
      title: 'For every reader',
      template: 'image',
      columns: 3,
      items: [
        {
          title: 'Children',
          description: 'Picture books to young adult.',
          image: cover(isbn(1), '', 302),
          iconButton: { label: 'Children’s titles', url: '/search?q=children' },
        },
        {
          title: 'Schools',
          description: 'Class sets and teacher guides.',
          image: cover(isbn(2), '', 302),
          iconButton: { label: 'School titles', url: '/search?q=school' },
        },
        {
          title: 'Universities',
          description: 'Research databases and monographs.',
          image: cover(isbn(3), '', 302),
          iconButton: { label: 'Research titles', url: '/search?q=research' },
        },
      ],
    },
  },
  'Covers List': {
    document: {
      title: 'New in the catalogue',
      covers: [0, 1, 2, 3].map((i) => ({
        image: cover(isbn(i), `Cover of featured title ${i + 1}`, 200),
        title: `Featured title ${i + 1}`,
        editionNumber: `${i + 1}`,
        copyright: `${2022 + i}`,
        url: `/products/${isbn(i)}`,
      })),
    },
  },
  'Image Row': {
    document: {
      title: 'Bestsellers',
      template: 'covers',
      images: [0, 1, 2, 3, 4].map((i) => ({
        ...cover(isbn(i), `Bestseller ${i + 1}`, 200),
        url: `/products/${isbn(i)}`,
      })),
    },
  },
  'Fifty Fifty Cards': {
    document: {
      cards: [
        {
          title: 'Standing orders',
          copy: { value: '<p>Every new title of a series, shipped as it is published.</p>' },
          image: cover(isbn(2), '', 346),
          button: { label: 'See plans', url: '/standing-orders' },
        },
        {
          title: 'Processing',
          copy: { value: '<p>Spine labels, barcodes and jackets: ready for the shelf.</p>' },
          image: cover(isbn(3), '', 346),
        },
      ],
    },
  },
  'Call To Action Grid': {
    document: {
      title: 'Get started',
      items: [
        {
          title: 'Open an account',
          description: 'For libraries and schools.',
          button: { label: 'Register', url: '/register' },
        },
        {
          title: 'Find your rep',
          description: 'A person who knows your collection.',
          button: { label: 'Find Your Rep', url: '/find-your-rep' },
        },
        {
          title: 'Request a trial',
          description: 'Any database, free for 30 days.',
          button: { label: 'Request a Trial', url: '/request-a-trial' },
        },
      ],
    },
  },
  'Content Cards': {
    document: {
      title: 'Tools for buyers',
      cards: [
        {
          title: 'Price and availability',
          eyebrowText: 'Before you order',
          description: { value: '<p>Check prices and stock for up to ten ISBNs at once.</p>' },
          buttons: [{ link: { label: 'Check prices', url: '/price-and-availability' } }],
        },
        {
          title: 'Order tracking',
          eyebrowText: 'After you order',
          description: { value: '<p>Follow an order by number, PO or ISBN.</p>' },
          buttons: [{ link: { label: 'Track an order', url: '/order-tracking' } }],
        },
      ],
    },
  },
  'Product Cards': {
    document: {
      title: 'Research databases',
      columns: 2,
      cardsPerPage: 2,
      headingLevel: 3,
      filterTabs: { tabNames: ['History', 'Science'] },
      cards: [
        {
          title: 'World History in Context',
          filters: ['History'],
          link: { url: '/catalog/world-history', accessibilityDescription: 'research database' },
          description: { value: '<p>Primary sources and reference articles.</p>' },
          image: cover(isbn(1), '', 125),
        },
        {
          title: 'Science in Context',
          filters: ['Science'],
          link: { url: '/catalog/science' },
          description: { value: '<p>Experiments, topic overviews and journals.</p>' },
          image: cover(isbn(2), '', 125),
        },
        {
          title: 'Digital Scholar Lab',
          filters: ['History', 'Science'],
          link: { url: '/catalog/scholar-lab' },
          description: { value: '<p>Text mining for the humanities.</p>' },
          image: cover(isbn(3), '', 125),
        },
        {
          title: 'Archives Unbound',
          filters: ['History'],
          link: { url: '/catalog/archives-unbound' },
          description: { value: '<p>Topical collections of primary sources.</p>' },
          image: cover(isbn(4), '', 125),
        },
      ],
    },
  },
  'Promo Catalogue Cards': {
    document: {
      title: 'Collections',
      columns: 3,
      cards: [
        {
          title: 'Large print',
          link: '/search?q=large%20print',
          description: 'Comfortable reading for every age.',
          image: cover(isbn(1), '', 302),
        },
        {
          title: 'Biography',
          link: '/search?q=biography',
          description: 'Lives that shaped the world.',
          image: cover(isbn(2), '', 302),
        },
        {
          title: 'Mysteries',
          link: '/search?q=mystery',
          description: 'Cosy to hard-boiled.',
          image: cover(isbn(3), '', 302),
        },
      ],
    },
  },
  'Product Files': {
    document: {
      title: 'Downloads',
      files: [
        {
          title: 'Title list (spring)',
          url: '/files/spring-titles.pdf',
          type: 'PDF',
          ariaLabel: 'Title list for spring, PDF',
        },
        { title: 'Price list', url: '/files/price-list.xlsx', type: 'XLSX' },
      ],
    },
  },
  'Block Quote': {
    document: {
      firstQuote: 'Ordering by ISBN saves our team a day every month.',
      firstAuthor: 'Head of Acquisitions, Riverside Public Library',
      secondQuote: 'The large-print standing order keeps our shelves fresh.',
      secondAuthor: 'Branch Librarian, Lakeview',
    },
  },
  EventList: {
    document: {
      title: 'Events',
      timeZone: 'America/New_York',
      sortByStartDate: true,
      events: [
        {
          title: 'Collection development webinar',
          tag: 'Webinar',
          startDate: '2030-03-04T15:00:00-05:00',
          endDate: '2030-03-04T16:00:00-05:00',
          location: 'Online',
          description: 'Building a large-print collection on a budget.',
          buttonUrl: '/events/webinar',
          buttonLabel: 'Register for the webinar',
        },
        {
          title: 'Library association conference',
          tag: 'Conference',
          startDate: '2030-01-20',
          endDate: '2030-01-23',
          location: 'Chicago, IL',
          buttonUrl: '/events/conference',
          buttonLabel: 'Meet us at booth 214',
        },
        {
          title: 'Spring catalogue launch',
          tag: 'Webinar',
          startDate: '2020-04-01T15:00:00-04:00',
          location: 'Online',
        },
      ],
    },
  },
  'Standing Order Plans': {
    document: {
      heading: 'Standing-order plans',
      leftCard: {
        title: 'Never miss a title',
        description: 'Choose a plan and new large-print titles arrive every month, invoiced once.',
      },
      rightCard: {
        tiers: [
          { title: 'Essentials', description: '4 titles a month' },
          { title: 'Popular', description: '8 titles a month' },
          { title: 'Complete', description: 'Every new title' },
        ],
        buttons: [{ label: 'Talk to your rep', url: '/find-your-rep' }],
      },
    },
  },
  Form: { document: demoForms[0] as unknown as Record<string, unknown> },
};

/**
 * Cross-site scripting payloads for rich text (CMS-03): script tags, event handlers, javascript:/data:/vbscript:
 * URLs, SVG and MathML namespace tricks, nested and mutation payloads. Each one, if it ran, would call
 * `window.__xss(n)`; images use an empty src so nothing is fetched. Rendered through RichText in Chromium by
 * the story Blocks/RichText XSS corpus, and through the sanitiser in jsdom by its test.
 */
export const xssCorpus: readonly string[] = [
  '<script>__xss(1)</script>',
  '<SCRIPT SRC=data:text/javascript,__xss(2)></SCRIPT>',
  '<scr<script>ipt>__xss(3)</scr</script>ipt>',
  '<img src="" onerror="__xss(4)">',
  '<img src="" ONERROR=__xss(5)>',
  '<img src onerror=__xss(6)//',
  '<image src="" onerror=__xss(7)>',
  '<body onload="__xss(8)">',
  '<svg onload="__xss(9)"></svg>',
  '<svg><script>__xss(10)</script></svg>',
  '<svg><animate onbegin="__xss(11)" attributeName="x" dur="1s"></animate></svg>',
  '<svg><a xlink:href="javascript:__xss(12)"><text x="20" y="20">x</text></a></svg>',
  '<svg><foreignObject><img src="" onerror="__xss(13)"></foreignObject></svg>',
  '<svg><style><img src="" onerror="__xss(14)"></style></svg>',
  '<math><mtext><table><mglyph><style><img src="" onerror="__xss(15)"></style></mglyph></table></mtext></math>',
  '<math><mtext><table><mglyph><svg><mtext><style><path id="</style><img src onerror=__xss(16)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror="__xss(17)">',
  '<math href="javascript:__xss(18)">click</math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:__xss(19)">x</maction></math>',
  '<a href="javascript:__xss(20)">link</a>',
  '<a href="JaVaScRiPt:__xss(21)">link</a>',
  '<a href="  javascript:__xss(22)">link</a>',
  '<a href="java&#x09;script:__xss(23)">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(24)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5fX3hzcygyNSk8L3NjcmlwdD4=">link</a>',
  '<a href="vbscript:__xss(26)">link</a>',
  '<iframe src="javascript:__xss(27)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(28)</script>"></iframe>',
  '<object data="javascript:__xss(29)"></object>',
  '<embed src="javascript:__xss(30)">',
  '<details open ontoggle="__xss(31)">x</details>',
  '<input autofocus onfocus="__xss(32)">',
  '<select autofocus onfocus="__xss(33)"></select>',
  '<textarea autofocus onfocus="__xss(34)"></textarea>',
  '<video><source onerror="__xss(35)"></video>',
  '<audio src="" onerror="__xss(36)"></audio>',
  '<marquee onstart="__xss(37)">x</marquee>',
  '<div style="background-image: url(javascript:__xss(38))">x</div>',
  '<div style="width: expression(__xss(39))">x</div>',
  '<p style="color: red; behavior: url(#x)" onmouseover="__xss(40)">hover</p>',
  '<a href="/ok" onclick="__xss(41)" onmouseover="__xss(41)">safe link, unsafe handler</a>',
  '<p>text<img src="" onerror="__xss(42)">more</p>',
  '<noscript><p title="</noscript><img src onerror=__xss(43)>"></noscript>',
  '<template><img src="" onerror="__xss(44)"></template>',
  '<xmp><img src="" onerror="__xss(45)"></xmp>',
  '<noembed><img title="</noembed><img src onerror=__xss(46)>"></noembed>',
  '<style><img src="" onerror="__xss(47)"></style>',
  '<base href="javascript:__xss(48)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(49)">',
  '<link rel="import" href="data:text/html,<script>__xss(50)</script>">',
  '<button formaction="javascript:__xss(51)">go</button>',
  '<form action="javascript:__xss(52)"><input type="submit"></form>',
  '<isindex action="javascript:__xss(53)" type="image">',
  '<div id="x" onanimationstart="__xss(54)" style="animation-name: spin">x</div>',
  '<table background="javascript:__xss(55)"><tr><td>x</td></tr></table>',
  '<a href="#" target="_blank" rel="opener" onclick="__xss(56)">new window</a>',
  '<img src="" alt="x" onerror="eval(atob(\'X194c3MoNTcp\'))">',
  '<svg><set attributeName="onmouseover" to="__xss(58)"></set></svg>',
  '<div><![CDATA[</div><img src="" onerror="__xss(59)">]]></div>',
  '<!--<img src="--><img src="" onerror="__xss(60)">-->',
];

const DANGEROUS_ELEMENTS =
  'script, iframe, frame, object, embed, svg, math, style, form, input, button, textarea, select, base, meta, link, template, noscript, xmp, noembed, isindex, marquee, video, audio, source, details, body';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'background', 'data', 'srcdoc', 'poster'];

/**
 * What survived sanitising that should not have (CMS-03): event-handler attributes, script-capable URLs,
 * elements that run or embed code, links to a new window without noopener. Empty when the HTML is safe.
 */
export function xssSurvivors(root: Element): string[] {
  const found: string[] = [];
  for (const el of [root, ...root.querySelectorAll('*')]) {
    const tag = el.tagName.toLowerCase();
    if (el !== root && el.matches(DANGEROUS_ELEMENTS)) found.push(`<${tag}> element`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${name} on <${tag}>`);
      if (
        URL_ATTRIBUTES.includes(name) &&
        // eslint-disable-next-line no-control-regex -- browsers ignore control characters inside a URL's scheme
        /^\s*(javascript|data|vbscript):/i.test(attr.value.replace(/[\u0000-\u0020]/g, ''))
      )
        found.push(`${name}="${attr.value}" on <${tag}>`);
      if (name === 'style' && /url\(|expression\(|behavior|animation/i.test(attr.value))
        found.push(`style="${attr.value}" on <${tag}>`);
    }
    if (tag === 'a' && el.getAttribute('target') === '_blank' && !/\bnoopener\b/.test(el.getAttribute('rel') ?? ''))
      found.push('target=_blank without noopener');
  }
  return found;
}
