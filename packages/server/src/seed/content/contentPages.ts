import {
  PRODUCT,
  REGISTRATION_RECEIVED,
  SITE_ROUTES,
  type Brand,
  type ContentComponent,
  type PageMeta,
} from '@shelfmark/api-client/schemas';
import type { StoredPageDocument } from '../../db/schema/content';
import { seededForms } from './contentForms';
import { directoryPages } from './contentDirectoryPages';
import { accessibilityStatementHtml } from '../../accessibility/conformanceReport';

/** A title on the home page's covers list. */
export interface FeaturedTitle {
  isbn13: string;
  fullTitle: string;
  edition?: string | null;
  copyrightYear?: string | number | null;
}

export interface SeededPage {
  path: string;
  document: StoredPageDocument;
  /** The editor's unpublished version (preview mode). */
  draft?: StoredPageDocument;
}

/**
 * The editor names of the commerce widgets (spec 002 §2 "Component registry"): on a page they stand
 * for the route's own page (the host app renders its route element there), with the document's
 * other blocks and its page head around it.
 */
export const ROUTE_COMPONENTS = {
  searchResults: 'Search Result',
  products: `${PRODUCT}Tabs`,
  catalog: 'Product Catalogue',
  cart: 'Cart',
  checkout: 'Checkout',
  orderConfirmation: 'Order Confirmation',
  wishlist: 'Wishlist',
  accountConfirmation: 'Account Confirmation',
  myOrders: 'Orders',
  orderDetails: 'Order Details',
  internalProductSearch: 'Internal Product Search',
  profile: 'Profile',
  fastOrder: 'Fast Order Entry',
  priceAndAvailability: 'Price And Availability',
  orderTracking: 'Order Tracking',
  accessCodes: 'Access Code Checker',
  register: 'Registration',
} as const;

/** Videos served by the reference server at /media/videos/{videoId}.webm (posters at /media/previews/{videoId}.jpg). */
export const SEEDED_VIDEO_IDS = ['storefront-tour', 'large-print-story'] as const;

const names = { shelfmark: 'Shelfmark', thorndike: 'Thorndike Press' } as const;

function meta(brand: Brand, path: string, title: string, description: string, extra: Partial<PageMeta> = {}): PageMeta {
  return {
    title,
    description,
    canonical: path.includes(':') ? null : path,
    openGraph: { title: `${title} | ${names[brand]}`, description, type: 'website', imageSize: 'large' },
    ...extra,
  };
}

const text = (id: string, html: string): ContentComponent => ({
  id,
  type: 'Rich Text',
  document: { content: { value: html } },
});
const heading = (id: string, title: string, description?: string): ContentComponent => ({
  id,
  type: 'Page Heading',
  document: { title, ...(description ? { description } : {}), level: 1 },
});
const route = (id: string, type: string): ContentComponent => ({ id, type });
const video = (videoId: (typeof SEEDED_VIDEO_IDS)[number], title: string) => ({
  videoId,
  title,
  videoAlt: title,
  previewImage: { src: `/media/previews/${videoId}.jpg`, alt: '' },
});

function home(brand: Brand, featured: FeaturedTitle[]): { document: StoredPageDocument; draft: StoredPageDocument } {
  const name = names[brand];
  const isThorndike = brand === 'thorndike';
  const components: ContentComponent[] = [
    {
      id: 'home-hero',
      type: 'Hero Banner',
      document: {
        heading: `Welcome to ${name}`,
        headingLevel: 1,
        subheading: isThorndike
          ? 'Large print for every reader'
          : 'Books and research databases for libraries and schools',
        description: 'Order by ISBN, pay by purchase order, track every shipment.',
        buttons: [
          { label: 'Browse the catalogue', url: '/search?q=', variant: 'primary' },
          { label: 'Fast Order', url: '/fast-order', variant: 'secondary' },
        ],
      },
    },
    {
      id: 'home-alert',
      type: 'Alert Banner',
      document: {
        text: 'Holiday shipping cut-off: orders placed by December 15 arrive before the break.',
        variant: 'info',
        isDismissible: true,
      },
    },
    {
      id: 'home-new',
      type: 'Covers List',
      document: {
        title: 'New in the catalogue',
        covers: featured.map((p) => ({
          image: { src: `/images/covers/${p.isbn13}.svg`, alt: p.fullTitle },
          title: p.fullTitle,
          editionNumber: p.edition ?? null,
          copyright: p.copyrightYear ? String(p.copyrightYear) : null,
          url: `${SITE_ROUTES.products}/${p.isbn13}`,
        })),
      },
    },
    {
      id: 'home-tour',
      type: 'Two Column Video',
      document: {
        title: isThorndike ? 'How large print is made' : 'A two-minute tour of the storefront',
        description: {
          value: '<p>See how to search, check prices for a whole list of ISBNs and keep wish lists for next term.</p>',
        },
        video: isThorndike
          ? video('large-print-story', 'How large print is made')
          : video('storefront-tour', 'Storefront tour'),
        buttons: [{ label: 'Contact us', url: '/contact' }],
      },
    },
    {
      id: 'home-cards',
      type: 'Content Cards',
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
          {
            title: 'Wish lists',
            eyebrowText: 'Plan ahead',
            description: { value: '<p>Save carts as lists and restore them when the budget opens.</p>' },
            buttons: [{ link: { label: 'Your wish lists', url: '/wishlist' } }],
          },
        ],
      },
    },
  ];
  const draftComponents: ContentComponent[] = components.map((c) =>
    c.id === 'home-hero'
      ? { ...c, document: { ...c.document, subheading: 'Winter catalogue: new titles every week' } }
      : c,
  );
  // The editor is trying a block this version of the storefront does not know yet.
  draftComponents.splice(2, 0, {
    id: 'home-countdown',
    type: 'Countdown Timer',
    document: { until: '2026-12-15T17:00:00Z', label: 'Holiday cut-off' },
  });
  const pageMeta = meta(brand, '/', 'Home', `${name}: books and research databases for libraries and schools.`, {
    keywords: 'library books, school books, ISBN ordering, large print',
  });
  return {
    document: { meta: pageMeta, reducedHeaderFooter: false, components },
    draft: { meta: pageMeta, reducedHeaderFooter: false, components: draftComponents },
  };
}

const helpPages = (brand: Brand): SeededPage[] => {
  const name = names[brand];
  const page = (path: string, title: string, description: string, components: ContentComponent[]): SeededPage => ({
    path,
    document: { meta: meta(brand, path, title, description), reducedHeaderFooter: false, components },
  });
  return [
    page('/privacy', 'Privacy', `How ${name} handles your data.`, [
      heading('privacy-heading', 'Privacy'),
      text('privacy-intro', `<p>${name} keeps the data it needs to take and ship your orders, and nothing more.</p>`),
      {
        id: 'privacy-faq',
        type: 'Accordion List',
        document: {
          title: 'Questions',
          items: [
            {
              title: 'What we store',
              anchorName: 'what-we-store',
              expand: true,
              content: {
                value:
                  '<p>Your name, work email, the accounts you order for, your orders and the forms you send us.</p>',
              },
            },
            {
              title: 'How long we keep it',
              anchorName: 'how-long',
              content: { value: '<p>Orders for seven years, as tax law requires; form messages for one year.</p>' },
            },
            {
              title: 'Cookies',
              anchorName: 'cookies',
              content: { value: '<p>One session cookie while you are signed in. No tracking cookies.</p>' },
            },
          ],
        },
      },
    ]),
    page('/terms', 'Terms of Use', `The terms of buying from ${name}.`, [
      heading('terms-heading', 'Terms of Use'),
      text(
        'terms-body',
        '<h2>Orders</h2><p>Prices are those of your account on the day you order. Purchase orders are binding once confirmed.</p><h2>Returns</h2><p>Unopened print titles may be returned within 30 days.</p>',
      ),
    ]),
    // The target, the report's date and its known gaps come from the committed conformance report.
    page('/accessibility', 'Accessibility', `${name}, WCAG 2.2 level AA and Section 508.`, [
      heading('a11y-heading', 'Accessibility'),
      text('a11y-body', accessibilityStatementHtml()),
    ]),
    page('/contact', 'Contact us', `Questions about orders, trials or your account at ${name}.`, [
      heading('contact-heading', 'Contact us', 'Questions about an order, a trial or your account? Send us a message.'),
      { id: 'contact-form', type: 'Form', document: seededForms[0] as unknown as Record<string, unknown> },
    ]),
    page('/contact/thank-you', 'Thank you', 'Your message has reached us.', [
      heading('thanks-heading', 'Thank you', 'Your message has reached us. We answer within two working days.'),
      {
        id: 'thanks-button',
        type: 'Single Button',
        document: { button: { label: 'Back to the home page', url: '/' } },
      },
    ]),
    page('/request-a-trial', 'Request a trial', 'Try a research database free for 30 days.', [
      heading('trial-heading', 'Request a trial'),
      { id: 'trial-form', type: 'Form', document: seededForms[1] as unknown as Record<string, unknown> },
    ]),
  ];
};

/** The commerce pages: the route's widget in the middle of its document (a heading or note around it where useful). */
function commercePages(brand: Brand): SeededPage[] {
  const page = (
    path: string,
    title: string,
    description: string,
    type: string,
    options: { reduced?: boolean; noindex?: boolean; before?: ContentComponent[]; after?: ContentComponent[] } = {},
  ): SeededPage => ({
    path,
    document: {
      meta: meta(brand, path, title, description, options.noindex ? { robots: { noindex: true, nofollow: true } } : {}),
      reducedHeaderFooter: options.reduced ?? false,
      components: [
        ...(options.before ?? []),
        route(`${type.toLowerCase().replace(/\W+/g, '-')}-widget`, type),
        ...(options.after ?? []),
      ],
    },
  });
  const r = SITE_ROUTES;
  const c = ROUTE_COMPONENTS;
  return [
    page(r.searchResults, 'Search results', 'Search the catalogue by title, author or ISBN.', c.searchResults),
    page(`${r.products}/:code`, 'Product', 'Product details, formats and prices.', c.products),
    page(`${r.catalog}/:code`, 'Product Catalogue', 'Research databases and collections.', c.catalog),
    page(r.cart, 'Cart', 'Your cart.', c.cart, { noindex: true }),
    page(r.checkout, 'Checkout', 'Checkout.', c.checkout, { reduced: true, noindex: true }),
    page(r.orderConfirmation, 'Order Confirmation', 'Your order confirmation.', c.orderConfirmation, {
      reduced: true,
      noindex: true,
      // CONF-01: the storefront puts the ordernumber query parameter in place of the placeholder.
      after: [
        text(
          'confirmation-contact',
          '<p>Quote order <strong>ordernumber</strong> when you contact customer service about it.</p>',
        ),
      ],
    }),
    page(r.wishlist, 'Wish Lists', 'Your saved wish lists.', c.wishlist, { noindex: true }),
    // Registration answers the same for everyone, so this page cannot say more than that.
    page(r.accountConfirmation, 'Account Confirmation', REGISTRATION_RECEIVED, c.accountConfirmation, {
      noindex: true,
    }),
    page(r.myOrders, 'My Orders', 'Your orders and standing orders.', c.myOrders, { noindex: true }),
    page(
      `${r.myOrders}/:orderNumber`,
      'Order Details',
      'The lines, totals and shipments of an order.',
      c.orderDetails,
      { noindex: true },
    ),
    page(
      '/internal-product-search',
      'Internal Product Search',
      'Look a product up for an account.',
      c.internalProductSearch,
      { noindex: true },
    ),
    page(r.profile, 'Profile', 'Your contact details and default addresses.', c.profile, { noindex: true }),
    page(r.fastOrder, 'Fast Order', 'Paste ISBNs and quantities to fill your cart.', c.fastOrder),
    page(r.priceAndAvailability, 'Price And Availability', 'Check prices and stock by ISBN.', c.priceAndAvailability),
    page(r.orderTracking, 'Order Tracking', 'Track an order by number, PO or ISBN.', c.orderTracking),
    page(r.accessCodes, 'Access Code Checker', 'Check the status of access codes.', c.accessCodes, { noindex: true }),
    page(r.register, 'Registration', 'Open an account.', c.register),
  ];
}

/**
 * Every page document of a site: home, catalogue and commerce pages, help pages, the contact form, and the
 * pages the storefront's rep, account help, trial and section links point at.
 */
export function seededPages(brand: Brand, featured: FeaturedTitle[]): SeededPage[] {
  return [
    { path: SITE_ROUTES.home, ...home(brand, featured) },
    ...commercePages(brand),
    ...helpPages(brand),
    ...directoryPages(brand),
  ];
}
