import { sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import * as t from '../db/schema';
import { hashPassword } from '../users/password';
import { DEFAULT_SEED, DEFAULT_SEED_BOOKS, DEMO_PASSWORD, DEMO_QUOTE } from './demo';
import { generateAccessCodes } from './generateAccessCodes';
import { generateCatalogue } from './generateCatalogue';
import { generateOrders } from './generateOrders';
import { DEMO_ACCOUNT_PRICING, generateUsers } from './generateUsers';
import { seedContent } from './content/seedContent';
import { DEMO_PROMO_CODES, DEMO_SHIPPERS } from './generateCheckout';

export interface SeedOptions {
  /** Books (print and ebook editions) in the catalogue. @default 5000 */
  books?: number;
  /** PRNG seed. @default DEFAULT_SEED */
  seed?: number;
}

export interface SeedSummary {
  users: number;
  accounts: number;
  products: number;
  books: number;
  references: number;
  orders: number;
  orderLines: number;
  ms: number;
}

const BATCH = 400;

async function insertBatched<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Replaces all demo data (users, accounts, catalogue, carts, orders) with a freshly generated set,
 * in one transaction. Sessions and identity-provider records in kv_store are kept.
 */
export async function seedDatabase(database: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const books = options.books ?? DEFAULT_SEED_BOOKS;
  const seed = options.seed ?? DEFAULT_SEED;
  const catalogue = generateCatalogue({ books, seed });
  const directory = generateUsers();
  const history = generateOrders(catalogue.products, seed);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userRows = directory.users.map((u) => ({ ...u, passwordHash }));

  await database.db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(
        'TRUNCATE order_lines, orders, cart_entries, carts, product_catalogue_details, product_references, products, user_accounts, accounts, users' +
          ', order_placements, card_payments, provider_transactions, cart_coupons, cart_shipping, promo_attempts, promo_codes, shippers' +
          ', quote_lines, quotes',
      ),
    );
    await tx.execute(sql.raw('ALTER SEQUENCE cart_code_seq RESTART WITH 10000'));
    await tx.execute(sql.raw('TRUNCATE identity_registrations, account_pricing'));
    await tx.insert(t.users).values(userRows);
    await tx.insert(t.accounts).values(directory.accounts);
    await tx
      .insert(t.userAccounts)
      .values(directory.links.map(([userUid, accountNumber]) => ({ userUid, accountNumber })));
    await tx.insert(t.accountPricing).values([...DEMO_ACCOUNT_PRICING]);
    await insertBatched(catalogue.products, (chunk) => tx.insert(t.products).values(chunk));
    await insertBatched(catalogue.references, (chunk) => tx.insert(t.productReferences).values(chunk));
    await insertBatched(catalogue.details, (chunk) => tx.insert(t.productCatalogueDetails).values(chunk));
    await insertBatched(history.orders, (chunk) => tx.insert(t.orders).values(chunk));
    await insertBatched(history.lines, (chunk) => tx.insert(t.orderLines).values(chunk));
    await tx.execute(sql.raw('TRUNCATE access_codes'));
    await tx.insert(t.accessCodes).values(generateAccessCodes());
    await seedContent(tx, catalogue.products);
    await tx.insert(t.promoCodes).values([...DEMO_PROMO_CODES]);
    await tx.insert(t.shippers).values([...DEMO_SHIPPERS]);
    const quote = DEMO_QUOTE;
    await tx.insert(t.quotes).values({
      number: quote.number,
      shipToAccount: quote.shipTo,
      requestedBy: quote.requestedBy,
      note: quote.note,
    });
    await tx
      .insert(t.quoteLines)
      .values({ quoteNumber: quote.number, lineNumber: 0, isbn13: quote.isbn13, quantity: quote.quantity });
    await tx.execute(sql.raw('ALTER SEQUENCE quote_number_seq RESTART WITH 1000002'));
  });
  // Planner statistics for the new rows: PGlite runs no autovacuum, and PostgreSQL's comes later.
  await database.exec('ANALYZE');

  return {
    users: userRows.length,
    accounts: directory.accounts.length,
    products: catalogue.products.length,
    books: catalogue.products.filter(
      (p) => (p.mediaType === 'print' || p.mediaType === 'eBook') && p.bindingFormat !== 'Bundle',
    ).length,
    references: catalogue.references.length,
    orders: history.orders.length,
    orderLines: history.lines.length,
    ms: Date.now() - started,
  };
}

/** True when the catalogue has no products yet (first run). */
export async function isEmpty(database: Database): Promise<boolean> {
  const [row] = await database.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
  return (row?.n ?? 0) === 0;
}
