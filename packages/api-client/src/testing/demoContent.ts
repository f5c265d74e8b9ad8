import { toMoney } from '../money';
import type { AccessCodeResult, Cart, FormSettings, Menu, PageDocument, Product } from '../schemas';
import { buildCart } from './fixtures';
import type { MemoryCoupon, MemoryOrder } from './memoryState';

type OrderSpec = Partial<MemoryOrder> & { orderNumber: string; orderDate: string; items: [Product, number][]; shipped?: boolean; backordered?: number; cancelled?: boolean };

function demoOrder(spec: OrderSpec): MemoryOrder {
  const { items, shipped = false, backordered = 0, cancelled = false, ...rest } = spec;
  const lines = items.map(([p, quantity], i) => ({
    isbn3Litm: p.isbn13, title: p.fullTitle, author: p.clAuthorsNames?.split('||')[0] ?? null, edition: p.edition ?? null,
    copyRightYear: p.copyrightYear ?? null, unitPriceUprc: p.customPrice ?? toMoney(0), mediaType: p.mediaType ?? null, quantityOrdered: quantity,
    quantityShippedSoqs: shipped ? quantity - (i === 0 ? backordered : 0) : 0,
    actualShipDate: shipped ? spec.shipDate ?? spec.orderDate : null,
    quantityBackorderedSobk: i === 0 ? backordered : 0,
    quantityCancelledSocn: cancelled ? quantity : 0,
  }));
  const subtotal = lines.reduce((sum, l) => sum + l.unitPriceUprc.value * (l.quantityOrdered ?? 0), 0);
  const shipping = subtotal > 250 ? 0 : 9.95;
  return {
    shipDateRequested: spec.orderDate, shipDate: null, invoiceNumber: null, invoiceType: null, poNumber: null,
    internetReference: `WEB${spec.orderNumber}`, shipStatus: null, backorderQuantity: backordered, isArchived: false,
    orderType: 'SO', customType: 'PURCHASES', activeFlag: false, titileDescription: null, documentCompany: '00001',
    shipToAccountNumber: '100101', billToAccountNumber: '100100',
    lines,
    customSubtotal: toMoney(subtotal), customTaxes: toMoney(0), customShipping: toMoney(shipping), customTotal: toMoney(subtotal + shipping),
    shippingDetail: shipped ? lines.map((l, i) => ({ isbn: l.isbn3Litm, quantityShipped: l.quantityShippedSoqs, trackingNumber: `1Z999AA1012345678${i % 2}`, shipViaCode: 'UPS' })) : [],
    ...rest,
  };
}

/** Order history of the first-brand buyer: every status of ORD-02, a standing order, archived orders. */
export function demoOrders(products: Product[]): MemoryOrder[] {
  const books = products.filter((p) => p.brand === 'shelfmark' && p.mediaType === 'print');
  const b = (i: number) => books[i % books.length] as Product;
  return [
    demoOrder({ orderNumber: '4100001', orderDate: '2026-09-02', shipDate: '2026-09-05', shipStatus: '1', poNumber: 'PO-2026-0091', invoiceNumber: '7000001', invoiceType: 'RI', shipped: true, items: [[b(0), 4], [b(9), 2], [b(10), 1]] }),
    demoOrder({ orderNumber: '4100002', orderDate: '2026-10-14', poNumber: 'PO-2026-0117', items: [[b(1), 10]] }),
    demoOrder({ orderNumber: '4100003', orderDate: '2026-10-20', shipStatus: '0', poNumber: 'PO-2026-0120', backordered: 5, items: [[b(6), 5], [b(3), 3]] }),
    demoOrder({ orderNumber: '4100004', orderDate: '2026-08-11', shipStatus: '2', poNumber: 'PO-2026-0077', cancelled: true, items: [[b(11), 1]] }),
    demoOrder({ orderNumber: '4100005', orderDate: '2026-11-01', shipDateRequested: '2026-12-01', shipStatus: '0', poNumber: 'PO-2026-0133', items: [[b(12), 6]] }),
    demoOrder({ orderNumber: '4100006', orderDate: '2026-07-01', shipStatus: '0', poNumber: 'STANDING-LP', activeFlag: true, orderType: 'S4', titileDescription: 'Large print standing order plan', items: [[b(13), 1]] }),
    demoOrder({ orderNumber: '4100007', orderDate: '2026-06-18', shipStatus: '1', customType: 'RETURNS', poNumber: 'RMA-0042', shipDate: '2026-06-25', shipped: true, items: [[b(2), 1]] }),
    demoOrder({ orderNumber: '3900001', orderDate: '2023-03-09', shipDate: '2023-03-14', shipStatus: '1', isArchived: true, shipToAccountNumber: '100102', poNumber: 'PO-2023-0011', invoiceNumber: '6900001', invoiceType: 'RI', shipped: true, items: [[b(4), 2]] }),
    demoOrder({ orderNumber: '3900002', orderDate: '2022-11-21', shipDate: '2022-11-30', shipStatus: '1', isArchived: true, shipToAccountNumber: '100102', poNumber: 'PO-2022-0302', invoiceNumber: '6900002', invoiceType: 'RM', shipped: true, items: [[b(5), 1], [b(7), 3]] }),
  ];
}

/** Two wish lists of the buyer: an active one and an expired one (WISH-03). */
export function demoWishLists(products: Product[], userId: string): Cart[] {
  const books = products.filter((p) => p.brand === 'shelfmark' && p.customIsPurchasable !== false);
  const at = (i: number) => books[i % books.length] as Product;
  return [
    buildCart({ code: 'WL-0001', userId, name: 'Spring Reading List', saved: true, modifiedTime: '2026-10-02T09:30:00.000Z', expirationTime: '2027-04-01T00:00:00.000Z', lines: [{ product: at(0), quantity: 2 }, { product: at(4), quantity: 1 }, { product: at(8), quantity: 5 }] }),
    buildCart({ code: 'WL-0002', userId, name: 'Archive 2023', saved: true, modifiedTime: '2023-01-15T12:00:00.000Z', expirationTime: '2023-07-14T00:00:00.000Z', lines: [{ product: at(2), quantity: 1 }] }),
  ];
}

export const demoCoupons: MemoryCoupon[] = [
  { code: 'FREESHIP', freeShipping: true },
  { code: 'SAVE10', percentOff: 10 },
];

export const demoAccessCodes: AccessCodeResult[] = [
  { accessCode: 'SMK-7F3Q-92LA', returnable: true, status: 'Active', productName: 'World History in Context', registeredTo: 'Riverside Public Library System', email: 'buyer@shelfmark.test', activationDate: '2026-02-01', refundEligibility: 'Eligible until 2026-03-03', error: null },
  { accessCode: 'SMK-1B8D-44XE', returnable: false, status: 'Unused', productName: 'Digital Scholar Lab', registeredTo: null, email: null, activationDate: null, refundEligibility: 'Not eligible', error: null },
];

export const demoForms: FormSettings[] = [{
  formId: 'contact-us', formTarget: 'customer-service', confirmationUrl: '/contact/thank-you', submitLabel: 'Submit', clearLabel: 'Clear',
  showClearButton: true, heading: { text: 'Contact us', level: 3 }, formWidth: 'auto', reCaptchaEnabled: false,
  pageBeans: [{ fieldBeans: [
    { type: 'TEXT_FIELD', fieldName: 'fullName', label: 'Full name', mandatory: true, dateformat: 'dd/MM/yyyy' },
    { type: 'TEXT_FIELD', fieldName: 'email', label: 'Email', mandatory: true, regExp: '^[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,20}$', dateformat: 'dd/MM/yyyy' },
    { type: 'DROPDOWN', fieldName: 'topic', label: 'Topic', mandatory: true, values: ['orders', 'trial', 'other'], displayValues: ['Orders', 'Request a trial', 'Other'], dateformat: 'dd/MM/yyyy' },
    { type: 'TEXTAREA', fieldName: 'details', label: 'Details', mandatory: true, conditional: true, conditionFieldName: 'topic', conditionFieldValue: 'other', dateformat: 'dd/MM/yyyy' },
    { type: 'DATE_FIELD', fieldName: 'callBackOn', label: 'Call back on', mandatory: false, dateformat: 'dd/MM/yyyy' },
    { type: 'CHECKBOXGROUP', fieldName: 'consent', label: 'I agree to be contacted', mandatory: true, values: ['yes'], displayValues: ['Yes'], dateformat: 'dd/MM/yyyy' },
    { type: 'TEXT_FIELD', fieldName: 'source', label: 'Source', mandatory: false, initialValue: 'storefront', extraCssClass: 'hidden', dateformat: 'dd/MM/yyyy' },
  ] }],
}];

const item = (displayText: string, href: string, childMenuItems?: Menu['items']) => ({ displayText, href, ...(childMenuItems ? { childMenuItems } : {}) });

export const demoMenus: Menu[] = [
  {
    name: 'main-menu',
    items: [
      item('Books', '/search', [item('New releases', '/search?sort=date-desc'), item('Large print', '/search?q=large%20print')]),
      item('Research', '/search?q=%3Arelevance%3AproductType%3ADatabase'),
      item('Tools', '/fast-order', [item('Fast order entry', '/fast-order'), item('Price and availability', '/price-and-availability'), item('Order tracking', '/order-tracking'), item('Access code checker', '/access-codes')]),
    ],
    configuration: {
      signIn: { link: '/api/auth/login', text: 'Sign in' }, signOut: { link: '/api/auth/federated-logout', text: 'Sign out' },
      registration: { link: '/register', text: 'Register' }, logo: { alt: 'Shelfmark', src: '/logo.svg', link: '/' },
      searchPlaceholder: 'Search by title, author or ISBN', regionSelectorAriaLabel: 'Region: {selectedRegion}',
    },
  },
  { name: 'footer-menu', items: [item('About', '/about', [item('Our story', '/about'), item('Careers', '/careers')]), item('Help', '/help', [item('Contact us', '/contact'), item('Order tracking', '/order-tracking')]), item('Catalogue', '/search', [item('Books', '/search'), item('Research', '/search?q=database')])] },
  { name: 'footer-legal-menu', items: [item('Privacy', '/privacy'), item('Terms of use', '/terms'), item('Accessibility', '/accessibility')] },
  { name: 'footer-social-menu', items: [{ displayText: 'Mastodon', href: 'https://example.social/@shelfmark', socialIcon: 'mastodon', openInNewWindow: true }] },
];

const page = (path: string, title: string, components: PageDocument['components'], reducedHeaderFooter = false): PageDocument =>
  ({ path, meta: { title, description: `${title} — Shelfmark` }, reducedHeaderFooter, preview: false, components });

export const demoPages: PageDocument[] = [
  page('/', 'Shelfmark', [
    { id: 'home-hero', type: 'Hero Banner', document: { heading: 'Books for every library', subheading: 'Order by ISBN, pay by PO', buttons: [{ label: 'Browse the catalogue', url: '/search' }] } },
    { id: 'home-alert', type: 'Alert Banner', document: { text: 'Holiday shipping cut-off: December 15.' } },
    { id: 'home-missing', type: 'Promo Grid', document: null },
  ]),
  page('/cart', 'Cart', [{ id: 'cart', type: 'Cart' }]),
  page('/checkout', 'Checkout', [{ id: 'checkout', type: 'Checkout' }], true),
  page('/search', 'Search results', [{ id: 'search', type: 'Search Result' }]),
  page('/wishlist', 'Wish lists', [{ id: 'wishlist', type: 'Wishlist' }]),
  page('/order-confirmation', 'Order confirmation', [
    { id: 'confirmation', type: 'Order Confirmation' },
    { id: 'confirmation-text', type: 'Rich Text', document: { html: '<p>Your order <strong>ordernumber</strong> is on its way to our warehouse.</p>' } },
  ]),
  page('/contact', 'Contact us', [{ id: 'contact-form', type: 'Form', document: demoForms[0] as unknown as Record<string, unknown> }]),
];
