import {
  boolean,
  char,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Drizzle's typed view of the tables that migrations/*.sql create. The SQL files come first:
 * test/schema-agreement.test.ts fails when a table, column, type, nullability or primary key here
 * differs from what they build (on PGlite and on PostgreSQL). Money and weights are numeric: read them
 * with `Number()`. The generated `products.search` tsvector is left out on purpose: it is only read
 * through raw SQL.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export interface AddressRecord {
  id: string;
  line1: string;
  line2?: string | null;
  town: string;
  region?: { isocode: string; name?: string } | null;
  postalCode: string;
  country?: { isocode: string; name?: string } | null;
  phone?: string | null;
}

export interface NamedRecord {
  name: string;
  code?: string;
}

export const users = pgTable('users', {
  uid: text('uid').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  title: text('title'),
  departmentName: text('department_name'),
  workPhone: text('work_phone'),
  cellphone: text('cellphone'),
  storeName: text('store_name'),
  brand: text('brand').notNull().$type<'shelfmark' | 'thorndike'>(),
  hasPurchaserRights: boolean('has_purchaser_rights').notNull().default(false),
  isInquiryOnly: boolean('is_inquiry_only').notNull().default(false),
  isCengageEmployee: boolean('is_cengage_employee').notNull().default(false),
  isNglUser: boolean('is_ngl_user').notNull().default(false),
  isInternational: boolean('is_international').notNull().default(false),
  accountStatus: text('account_status').notNull().default('ACTIVE').$type<'ACTIVE' | 'PENDING'>(),
  tierLevel: text('tier_level'),
  roles: jsonb('roles').notNull().$type<string[]>().default([]),
  orgUnitUid: text('org_unit_uid'),
  orgUnitAccountNumber: text('org_unit_account_number'),
  defaultShipToAccount: text('default_ship_to_account'),
  defaultBillToAccount: text('default_bill_to_account'),
  currentShipToAccount: text('current_ship_to_account'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const accounts = pgTable('accounts', {
  accountNumber: text('account_number').primaryKey(),
  uid: text('uid').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind').notNull().$type<'SHIP_TO' | 'BILL_TO' | 'PARENT'>(),
  active: boolean('active').notNull().default(true),
  addresses: jsonb('addresses').notNull().$type<AddressRecord[]>().default([]),
  parentUid: text('parent_uid'),
  intermediateUnit: boolean('intermediate_unit').notNull().default(false),
  isE1Account: boolean('is_e1_account').notNull().default(false),
  e1AccountNumber: text('e1_account_number'),
  /** The ship-to's library funds: the fund codes its cart lines are offered (any other code is allowed too). */
  funds: jsonb('funds').notNull().$type<string[]>().default([]),
});

export const userAccounts = pgTable(
  'user_accounts',
  {
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    accountNumber: text('account_number')
      .notNull()
      .references(() => accounts.accountNumber, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userUid, t.accountNumber] })],
);

export const products = pgTable('products', {
  isbn13: char('isbn13', { length: 13 }).primaryKey(),
  code: text('code').notNull().unique(),
  isbn10: text('isbn10'),
  brand: text('brand').notNull().$type<'shelfmark' | 'thorndike'>(),
  fullTitle: text('full_title').notNull(),
  name: text('name').notNull(),
  authors: text('authors'),
  authorLastName: text('author_last_name'),
  edition: text('edition'),
  publicationDate: date('publication_date', { mode: 'string' }),
  publicationStatus: text('publication_status'),
  copyrightYear: text('copyright_year'),
  bindingFormat: text('binding_format'),
  pageCount: integer('page_count'),
  cartonCount: integer('carton_count'),
  productGroup: text('product_group'),
  clCustom: boolean('cl_custom').notNull().default(false),
  isPurchasable: boolean('is_purchasable').notNull().default(true),
  isEcommerce: boolean('is_ecommerce').notNull().default(true),
  mediaType: text('media_type').notNull(),
  productType: text('product_type').notNull(),
  genre: text('genre'),
  weight: numeric('weight', { precision: 8, scale: 3 }),
  weightUom: text('weight_uom').notNull().default('LB'),
  publisherName: text('publisher_name'),
  imprint: text('imprint'),
  dimensions: text('dimensions'),
  description: text('description'),
  longDescription: text('long_description'),
  featureBenefits: jsonb('feature_benefits').$type<string[]>(),
  tableOfContent: text('table_of_content'),
  quotes: jsonb('quotes').$type<{ quoteText: string; preferredAuthorName?: string }[]>(),
  gradeLevels: jsonb('grade_levels').notNull().$type<string[]>().default([]),
  catDiscipline: jsonb('cat_discipline').notNull().$type<NamedRecord[]>().default([]),
  nonEcommCatDiscipline: jsonb('non_ecomm_cat_discipline').notNull().$type<NamedRecord[]>().default([]),
  nonEcommCatSection: jsonb('non_ecomm_cat_section').notNull().$type<NamedRecord[]>().default([]),
  readingLevel: text('reading_level'),
  languages: jsonb('languages').notNull().$type<string[]>().default([]),
  price: numeric('price', { precision: 10, scale: 2 }),
  listPrice: numeric('list_price', { precision: 10, scale: 2 }),
  stockLevel: integer('stock_level').notNull().default(0),
  /** Look Inside (PDP-01): the sample pages of the book, each a title and an address. */
  lookInside: jsonb('look_inside').notNull().$type<{ title: string; url: string }[]>().default([]),
});

export const productReferences = pgTable(
  'product_references',
  {
    sourceIsbn13: char('source_isbn13', { length: 13 }).notNull(),
    referenceType: text('reference_type').notNull(),
    targetIsbn13: char('target_isbn13', { length: 13 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sourceIsbn13, t.referenceType, t.targetIsbn13] })],
);

export const carts = pgTable('carts', {
  code: text('code').primaryKey(),
  userUid: text('user_uid').notNull(),
  name: text('name'),
  saved: boolean('saved').notNull().default(false),
  shipToAccount: text('ship_to_account'),
  createdAt: ts('created_at').notNull().defaultNow(),
  modifiedAt: ts('modified_at').notNull().defaultNow(),
  expiresAt: ts('expires_at'),
});

export const cartEntries = pgTable(
  'cart_entries',
  {
    cartCode: text('cart_code').notNull(),
    entryNumber: integer('entry_number').notNull(),
    isbn13: char('isbn13', { length: 13 }).notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: ts('added_at').notNull().defaultNow(),
    fundCode: text('fund_code'),
    /** The accepted quote the line comes from (priced at its quoted price); NULL for any other line. */
    quoteNumber: text('quote_number'),
  },
  (t) => [primaryKey({ columns: [t.cartCode, t.entryNumber] })],
);

export const orders = pgTable('orders', {
  orderNumber: text('order_number').primaryKey(),
  userUid: text('user_uid').notNull(),
  shipToAccount: text('ship_to_account').notNull(),
  billToAccount: text('bill_to_account').notNull(),
  internetReference: text('internet_reference'),
  poNumber: text('po_number'),
  orderDate: date('order_date', { mode: 'string' }).notNull(),
  shipDateRequested: date('ship_date_requested', { mode: 'string' }),
  shipDate: date('ship_date', { mode: 'string' }),
  shipStatus: text('ship_status'),
  backorderQuantity: integer('backorder_quantity').notNull().default(0),
  invoiceNumber: text('invoice_number'),
  invoiceType: text('invoice_type'),
  orderType: text('order_type').notNull().default('SO'),
  customType: text('custom_type').notNull().default('PURCHASES'),
  activeFlag: boolean('active_flag').notNull().default(false),
  isArchived: boolean('is_archived').notNull().default(false),
  documentCompany: text('document_company'),
  paymentType: text('payment_type'),
  specialShippingInstructions: text('special_shipping_instructions'),
  subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull().default('0'),
  taxes: numeric('taxes', { precision: 12, scale: 2 }).notNull().default('0'),
  shipping: numeric('shipping', { precision: 12, scale: 2 }).notNull().default('0'),
  total: numeric('total', { precision: 12, scale: 2 }).notNull().default('0'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const orderLines = pgTable(
  'order_lines',
  {
    orderNumber: text('order_number').notNull(),
    lineNumber: integer('line_number').notNull(),
    isbn13: char('isbn13', { length: 13 }).notNull(),
    title: text('title').notNull(),
    author: text('author'),
    edition: text('edition'),
    copyrightYear: text('copyright_year'),
    mediaType: text('media_type'),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
    quantityOrdered: integer('quantity_ordered').notNull(),
    quantityShipped: integer('quantity_shipped').notNull().default(0),
    actualShipDate: date('actual_ship_date', { mode: 'string' }),
    quantityBackordered: integer('quantity_backordered').notNull().default(0),
    quantityCancelled: integer('quantity_cancelled').notNull().default(0),
    trackingNumber: text('tracking_number'),
    shipViaCode: text('ship_via_code'),
    fundCode: text('fund_code'),
  },
  (t) => [primaryKey({ columns: [t.orderNumber, t.lineNumber] })],
);

/** Sessions, identity-provider records and other short-lived keyed data. */
export const kvStore = pgTable(
  'kv_store',
  {
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: jsonb('value'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.namespace, t.key] })],
);
/** Rate-limit counters shared by every process on the database (http/rateLimitCounters.ts). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
export * from './schema/selfService';
export * from './schema/content';
export * from './schema/checkout';
export * from './schema/orders';
export * from './schema/catalogue';
export * from './schema/triggerKept';
export * from './schema/quotes';
