import { PRODUCT, PRODUCT_STORE_ROLE, SECOND_BRAND, SECOND_BRAND_STORE_ROLE } from '../brand';
import { completeIsbn13 } from '../isbn';
import { toMoney } from '../money';
import type { AccountsResponse, Product, SessionUser } from '../schemas';
import { buildAccounts, buildAddress, buildProduct, buildShipToAccount, buildUser } from './fixtures';
import type { MemorySeed } from './memoryState';
import {
  demoOrder,
  demoAccessCodes,
  demoCoupons,
  demoForms,
  demoMenus,
  demoOrders,
  demoPages,
  demoWishLists,
} from './demoContent';

/** The demo users of the shared decisions (password `shelfmark` on the real server). */
/** The library funds of the demo ship-tos (the fund codes a cart line is offered), as the server's seed has them. */
export const DEMO_FUNDS: readonly string[] = ['ADULT-NF-2027', 'YA-FIC-2027', 'REF-2027'];

export const DEMO_UIDS = {
  buyer: 'buyer@shelfmark.test',
  thorndikeBuyer: 'buyer@thorndike.test',
  inquiry: 'inquiry@shelfmark.test',
  staff: 'staff@shelfmark.test',
  pending: 'pending@shelfmark.test',
  international: 'intl@shelfmark.test',
  orders: 'orders@shelfmark.test',
} as const;

/**
 * The title the fast-order buyer's library ordered before ("already ordered" flags): a first-brand print book on an
 * order of the buyer's only ship-to, as on the server's seed (seed/generateOrders.ts).
 */
export const DEMO_ORDERED_TITLE = {
  title: 'Kinesiology in Practice',
  isbn13: completeIsbn13('978000000900'),
  orderNumber: '4100100',
  orderDate: '2026-03-14',
  shipTo: '1000800',
} as const;

/**
 * The international buyer's quote request, not answered yet (status requested), as on the server's seed: a first-brand
 * print title, which the selling rule offers them only through a rep (outside the North American market).
 */
export const DEMO_QUOTE = {
  number: 'Q1000001',
  shipTo: '300100',
  requestedBy: 'intl@shelfmark.test',
  note: 'Prices for the spring term, please: delivery to the main library.',
  requestedAt: '2026-11-02T10:00:00.000Z',
  lines: [{ isbn13: completeIsbn13('978000000000'), title: "The Lighthouse Keeper's Almanac", quantity: 12 }],
} as const;

type Row = [title: string, author: string, year: number, price: number, extra?: Partial<Product>];

const firstBrandBooks: Row[] = [
  ["The Lighthouse Keeper's Almanac", 'Marguerite Hale', 2023, 34.95],
  ['Foundations of Library Cataloguing', 'Ruth Okafor||Daniel Brandt', 2019, 89.0, { edition: '3' }],
  ['Foundations of Library Cataloguing', 'Ruth Okafor||Daniel Brandt', 2025, 94.0, { edition: '4' }],
  ['Canadian Business Law', 'Helene Tremblay', 2024, 112.5, { publisherName: 'CL Canada Higher Education' }],
  [
    'Principles of Microeconomics for Canada',
    'Marc Gagnon',
    2022,
    128.0,
    { publisherName: 'CL Canada Higher Education' },
  ],
  [
    'Rare Maps of the Northern Coast',
    'Tobias Lund',
    2021,
    58.0,
    { stock: { stockLevel: 3, stockLevelStatus: 'lowStock' } },
  ],
  [
    'Tidewater: A Natural History',
    'Ines Moreau',
    2020,
    42.0,
    { stock: { stockLevel: 0, stockLevelStatus: 'outOfStock' } },
  ],
  ['Regional Studies Course Pack', 'Shelfmark Custom', 2025, 19.5, { clCustom: true, clBindingFormat: 'Paperback' }],
  ['Reading Circles in the Primary Classroom', 'Alma Reyes', 2024, 27.5, { gradeLevels: ['K-2', '3-5'] }],
  ['A Field Guide to Estuary Birds', 'Owen Price', 2018, 24.95],
  ['The Quiet Archive', 'Lena Fischer', 2022, 31.0],
  ['Statistics for the Social Sciences', 'Priya Raman||Karl Weiss', 2023, 145.0],
  ['Chemistry: Atoms First', 'Julia Novak', 2021, 159.0],
  ['Writing Across the Curriculum', 'Samuel Ortiz', 2019, 49.0],
  ['Harbour Lights and Other Stories', 'Nora Quinn', 2017, 18.99],
  ['An Atlas of Ancient Trade Routes', 'Farid Haddad', 2024, 75.0],
];

const secondBrandBooks: Row[] = [
  ['Large Print Harbour Tales', 'Nora Quinn', 2024, 32.99],
  ['The Winter Orchard (Large Print)', 'Grace Whitfield', 2023, 31.99],
  ['Murder at Millbrook Station (Large Print)', 'Arthur Pell', 2025, 33.99],
  ['Letters from the Lake Country (Large Print)', 'Edith Marsh', 2022, 29.99],
  ["The Cartographer's Daughter (Large Print)", 'Sofia Laine', 2021, 30.99],
  ['Westward Bound (Large Print)', 'Jed Calloway', 2020, 28.99],
  ['A Garden in Every Season (Large Print)', 'Mae Lindqvist', 2024, 27.99],
  ['The Last Ferry Home (Large Print)', 'Colin Byrne', 2023, 31.49],
];

const nonEcommerce: [
  title: string,
  type: Product['type'],
  mediaType: Product['mediaType'],
  discipline: string,
  section: string,
][] = [
  ['World History in Context', 'Database', 'database', 'History', 'Research Databases'],
  ['Colonial America Primary Sources', 'Primary Sources', 'primary source', 'History', 'Primary Sources'],
  ['Literature Criticism Online', 'Literature Criticism', 'literature criticism', 'Literature', 'Research Databases'],
  ['Digital Scholar Lab', 'Digital Humanities Tool', 'digital humanities', 'Digital Humanities', 'Tools'],
  ['Professional Learning for Librarians', 'eLearning', 'e-learning', 'Professional Development', 'eLearning'],
];

function book(isbn13: string, brand: string, row: Row, format: 'print' | 'eBook'): Product {
  const [title, authors, year, price, extra = {}] = row;
  const firstAuthor = authors.split('||')[0] ?? authors;
  const value = format === 'eBook' ? price * 0.8 : price;
  return buildProduct({
    isbn13,
    fullTitle: format === 'eBook' ? `${title} (eBook)` : title,
    name: title,
    brand,
    clAuthorsNames: authors,
    clAuthorLastName: firstAuthor.split(' ').at(-1) ?? firstAuthor,
    publicationDate: `${year}-0${(year % 9) + 1}-15`,
    copyrightYear: String(year),
    mediaType: format,
    type: format === 'eBook' ? 'eBook' : 'Print Book',
    clBindingFormat: format === 'eBook' ? 'eBook' : brand === SECOND_BRAND ? 'Large Print Hardcover' : 'Hardcover',
    publisherName: brand === SECOND_BRAND ? 'Thorndike Press' : 'Shelfmark Press',
    weight: format === 'eBook' ? 0 : 1.4,
    description: `${title} by ${authors.replace(/\|\|/g, ' and ')}.`,
    price: toMoney(value),
    customPrice: toMoney(value * 0.9),
    customListPrice: toMoney(value),
    ...(format === 'eBook' ? { stock: { stockLevel: 100_000, stockLevelStatus: 'inStock' as const } } : {}),
    ...extra,
  });
}

/** Links a print book and its eBook through purchaseOptions (the product page's format selector). */
function pair(print: Product, ebook: Product): void {
  const options = [
    { txType: 'print', code: print.code },
    { txType: 'eBook', code: ebook.code },
  ];
  print.purchaseOptions = options;
  ebook.purchaseOptions = options;
}

function demoProducts(): Product[] {
  const products: Product[] = [];
  firstBrandBooks.forEach((row, i) => {
    const print = book(completeIsbn13(`978000000${String(i * 2).padStart(3, '0')}`), PRODUCT, row, 'print');
    products.push(print);
    if (i < 12 && !row[4]?.clCustom) {
      const ebook = book(completeIsbn13(`978000000${String(i * 2 + 1).padStart(3, '0')}`), PRODUCT, row, 'eBook');
      pair(print, ebook);
      products.push(ebook);
    }
  });
  secondBrandBooks.forEach((row, i) => {
    products.push(book(completeIsbn13(`978100000${String(i * 2).padStart(3, '0')}`), SECOND_BRAND, row, 'print'));
  });
  nonEcommerce.forEach(([title, type, mediaType, discipline, section], i) => {
    products.push(
      buildProduct({
        isbn13: completeIsbn13(`978200000${String(i).padStart(3, '0')}`),
        fullTitle: title,
        name: title,
        type,
        mediaType,
        brand: PRODUCT,
        clBindingFormat: 'Online',
        weight: 0,
        customIsPurchasable: false,
        publicationDate: `${2015 + i}-01-01`,
        copyrightYear: String(2015 + i),
        nonEcommCatDiscipline: [{ name: discipline }],
        nonEcommCatSection: [{ name: section }],
        longDescription: `${title} gives students and researchers curated content in ${discipline.toLowerCase()}.`,
        description: `Curated ${discipline.toLowerCase()} content for libraries.`,
        audiences: ['Academic', 'Public libraries'],
        readingLevel: 'Undergraduate',
        contentType: ['Articles', 'Primary documents'],
        shelfmarkLinks: [{ url: `https://go.shelfmark.test/${type?.toLowerCase().replace(/\s+/g, '-')}` }],
        includedInProducts: { entry: [{ key: 'research-complete', value: 'Research Complete Collection' }] },
        epi: completeIsbn13(`978200000${String(i).padStart(3, '0')}`),
        price: null,
        customPrice: null,
        customListPrice: null,
      }),
    );
  });
  products.push(
    book(DEMO_ORDERED_TITLE.isbn13, PRODUCT, ['Kinesiology in Practice', 'Dana Whitlock', 2024, 64.5], 'print'),
  );
  // Third edition → fourth edition (spec 000 §3 productReferences NEWER_EDITION; CART-05 badge).
  const third = products.find((p) => p.fullTitle === 'Foundations of Library Cataloguing' && p.edition === '3');
  const fourth = products.find((p) => p.fullTitle === 'Foundations of Library Cataloguing' && p.edition === '4');
  if (third && fourth) {
    third.newEditionIsbn = fourth.isbn13;
    third.productReferences = [
      {
        referenceType: 'NEWER_EDITION',
        target: { isbn13: fourth.isbn13, code: fourth.code, fullTitle: fourth.fullTitle },
      },
    ];
  }
  return products;
}

function demoUsers(): { users: SessionUser[]; accounts: Record<string, AccountsResponse> } {
  const riverside = buildShipToAccount({
    accountNumber: '100100',
    name: 'Riverside Public Library System',
    isE1Account: true,
    e1AccountNumber: 'E1-100100',
    funds: [...DEMO_FUNDS],
  });
  const branch = (accountNumber: string, name: string, town: string, extra = {}) =>
    buildShipToAccount({
      accountNumber,
      name,
      parentOrgUnit: { uid: '100100', intermediateUnit: false },
      addresses: [buildAddress({ line1: `${Number(accountNumber) % 100} Main Street`, town, postalCode: '01060' })],
      funds: [...DEMO_FUNDS],
      ...extra,
    });
  const buyerAccounts = buildAccounts({
    shipTo: [
      riverside,
      branch('100101', 'Riverside Library — North Branch', 'Northampton'),
      branch('100102', 'Riverside Library — Harbour Branch', 'Gloucester', {
        isE1Account: true,
        e1AccountNumber: 'E1-100102',
      }),
      branch('100103', 'Riverside Library — Closed Annex', 'Salem', { active: false }),
      branch('100104', 'Riverside Schools Consortium', 'Lowell', {
        parentOrgUnit: { uid: '100100', intermediateUnit: true },
      }),
    ],
    current: '100101',
    billTo: { name: riverside.name, uid: riverside.accountNumber, addresses: riverside.addresses },
  });
  const single = (accountNumber: string, name: string, address = buildAddress()) =>
    buildAccounts({ shipTo: [buildShipToAccount({ accountNumber, name, addresses: [address] })] });

  const users: SessionUser[] = [
    buildUser({
      uid: DEMO_UIDS.buyer,
      email: DEMO_UIDS.buyer,
      firstName: 'Morgan',
      lastName: 'Reed',
      orgUnit: { accountNumber: '100100', uid: '100100' },
      defaultShipToAccount: '100101',
      defaultBillToAccount: '100100',
    }),
    buildUser({
      uid: DEMO_UIDS.thorndikeBuyer,
      email: DEMO_UIDS.thorndikeBuyer,
      firstName: 'Jordan',
      lastName: 'Ellis',
      isShelfmarkUser: false,
      isThorndikeUser: true,
      roles: ['purchaser', SECOND_BRAND_STORE_ROLE],
      orgUnit: { accountNumber: '200100', uid: '200100' },
      defaultShipToAccount: '200100',
      defaultBillToAccount: '200100',
    }),
    buildUser({
      uid: DEMO_UIDS.inquiry,
      email: DEMO_UIDS.inquiry,
      firstName: 'Casey',
      lastName: 'Lane',
      hasPurchaserRights: false,
      isUserInquiryOnly: true,
      roles: ['inquiry'],
      orgUnit: { accountNumber: '100200', uid: '100200' },
      defaultShipToAccount: '100200',
      defaultBillToAccount: '100200',
    }),
    buildUser({
      uid: DEMO_UIDS.staff,
      email: DEMO_UIDS.staff,
      firstName: 'Sam',
      lastName: 'Porter',
      isCengageEmployee: true,
      roles: ['purchaser', PRODUCT_STORE_ROLE, 'staff'],
      orgUnit: { accountNumber: '100300', uid: '100300' },
      defaultShipToAccount: '100300',
      defaultBillToAccount: '100300',
    }),
    buildUser({
      uid: DEMO_UIDS.pending,
      email: DEMO_UIDS.pending,
      firstName: 'Robin',
      lastName: 'Hart',
      hasPurchaserRights: false,
      accountStatus: 'PENDING',
      orgUnit: { accountNumber: '100400', uid: '100400' },
      defaultShipToAccount: '100400',
      defaultBillToAccount: '100400',
    }),
    buildUser({
      uid: DEMO_UIDS.international,
      email: DEMO_UIDS.international,
      firstName: 'Alex',
      lastName: 'Moreau',
      isInternational: true,
      orgUnit: { accountNumber: '300100', uid: '300100' },
      defaultShipToAccount: '300100',
      defaultBillToAccount: '300100',
    }),
    buildUser({
      uid: DEMO_UIDS.orders,
      email: DEMO_UIDS.orders,
      firstName: 'Olive',
      lastName: 'Dunn',
      orgUnit: { accountNumber: DEMO_ORDERED_TITLE.shipTo, uid: DEMO_ORDERED_TITLE.shipTo },
      defaultShipToAccount: DEMO_ORDERED_TITLE.shipTo,
      defaultBillToAccount: DEMO_ORDERED_TITLE.shipTo,
    }),
  ];
  const accounts: Record<string, AccountsResponse> = {
    [DEMO_UIDS.buyer]: buyerAccounts,
    [DEMO_UIDS.thorndikeBuyer]: buildAccounts({
      shipTo: [
        buildShipToAccount({
          accountNumber: '200100',
          name: 'Lakeside County Library',
          funds: [...DEMO_FUNDS],
          addresses: [
            buildAddress({ town: 'Waterville', region: { isocode: 'US-ME', name: 'Maine' }, postalCode: '04901' }),
          ],
        }),
        buildShipToAccount({
          accountNumber: '200101',
          name: 'Lakeside County Library — Bookmobile',
          funds: [...DEMO_FUNDS],
          addresses: [
            buildAddress({
              line1: '9 Depot Road',
              town: 'Waterville',
              region: { isocode: 'US-ME', name: 'Maine' },
              postalCode: '04901',
            }),
          ],
        }),
      ],
    }),
    [DEMO_UIDS.inquiry]: single('100200', 'Hillcrest College Library'),
    [DEMO_UIDS.staff]: single('100300', 'Shelfmark Customer Service'),
    [DEMO_UIDS.pending]: single('100400', 'Maple Grove School District'),
    [DEMO_UIDS.orders]: single(DEMO_ORDERED_TITLE.shipTo, 'Cedar Falls Public Library'),
    [DEMO_UIDS.international]: single(
      '300100',
      'Thames Valley University Library',
      buildAddress({
        line1: '12 Queen Street',
        town: 'Reading',
        region: null,
        postalCode: 'RG1 4QR',
        country: { isocode: 'GB', name: 'United Kingdom' },
      }),
    ),
  };
  return { users, accounts };
}

/** The fast-order buyer's earlier order of DEMO_ORDERED_TITLE. */
function orderedTitleOrder(products: Product[]) {
  const title = products.find((p) => p.isbn13 === DEMO_ORDERED_TITLE.isbn13)!;
  return demoOrder({
    orderNumber: DEMO_ORDERED_TITLE.orderNumber,
    orderDate: DEMO_ORDERED_TITLE.orderDate,
    shipDate: '2026-03-18',
    shipStatus: '1',
    poNumber: 'PO-2026-0031',
    shipped: true,
    shipToAccountNumber: DEMO_ORDERED_TITLE.shipTo,
    billToAccountNumber: DEMO_ORDERED_TITLE.shipTo,
    items: [[title, 2]],
  });
}

/**
 * A small, deterministic catalogue and the six demo users, so stories and tests look real
 * (plus the buyer's order history and wish lists, promo codes FREESHIP and SAVE10, access codes,
 * pages, menus and a contact form):
 * print + eBook pairs, a NEWER_EDITION reference, 'CL Canada Higher Education' titles, a clCustom
 * product, a low-stock and an out-of-stock book, non-ecommerce products and second-brand titles.
 */
export function demoSeed(): MemorySeed {
  const { users, accounts } = demoUsers();
  const products = demoProducts();
  return {
    products,
    users,
    accounts,
    carts: demoWishLists(products, DEMO_UIDS.buyer),
    orders: [...demoOrders(products), orderedTitleOrder(products)],
    coupons: [...demoCoupons, { code: 'SPRING2020', percentOff: 15, expiresAt: '2020-06-01T00:00:00Z' }],
    accessCodes: demoAccessCodes,
    pages: demoPages,
    menus: demoMenus,
    forms: demoForms,
    // The buyer's ship-tos each agree a different discount, so switching the ship-to re-prices the
    // cart; the default, North Branch, pays the catalogue price — as on the server's seed.
    accountPricing: { '100100': 5, '100101': 0, '100102': 12.5, '100104': 20 },
    quotes: [
      {
        ...DEMO_QUOTE,
        status: 'requested',
        quotedAt: null,
        expiresOn: null,
        acceptedAt: null,
        lines: DEMO_QUOTE.lines.map((line) => ({
          ...line,
          productCode: products.find((p) => p.isbn13 === line.isbn13)!.code,
          unitPrice: null,
        })),
      },
    ],
  };
}
