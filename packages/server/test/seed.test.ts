import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isbn13To10, isValidIsbn13 } from '@shelfmark/api-client';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/openDatabase';
import { DEFAULT_SEED_BOOKS, DEMO_PASSWORD, DEMO_TITLE, DEMO_TITLE_THORNDIKE, DEMO_USERS } from '../src/seed/demo';
import { generateCatalogue } from '../src/seed/generateCatalogue';
import { seedDatabase } from '../src/seed/seedDatabase';
import { verifyCredentials } from '../src/users/userRepo';
import { templateSnapshot } from './helpers/testDatabase';

describe('the catalogue generator', () => {
  it('is deterministic: the same seed gives the same catalogue, another seed another one', () => {
    const a = generateCatalogue({ books: 300, seed: 7 });
    const b = generateCatalogue({ books: 300, seed: 7 });
    const c = generateCatalogue({ books: 300, seed: 8 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(c.products.map((p) => p.fullTitle)).not.toEqual(a.products.map((p) => p.fullTitle));
    // The demo titles do not depend on the seed.
    expect(c.products.slice(0, 2).map((p) => [p.isbn13, p.fullTitle])).toEqual([
      [DEMO_TITLE.isbn13, DEMO_TITLE.title],
      [DEMO_TITLE_THORNDIKE.isbn13, DEMO_TITLE_THORNDIKE.title],
    ]);
  });
});

describe('npm run seed (the full seeder)', () => {
  it(`seeds at least ${DEFAULT_SEED_BOOKS} books with valid ISBNs and every kind of demo data, in one go`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shelfmark-fullseed-'));
    const database = await openDatabase({ dataDir: dir, loadDataDir: await templateSnapshot('empty') });
    try {
      await migrate(database);
      const summary = await seedDatabase(database);
      expect(summary.books).toBeGreaterThanOrEqual(DEFAULT_SEED_BOOKS);

      const q = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => database.query<T>(query);
      const n = async (query: ReturnType<typeof sql>) => (await q<{ n: number }>(query))[0]!.n;

      const isbns = await q<{ isbn13: string; isbn10: string | null }>(sql`SELECT isbn13, isbn10 FROM products`);
      expect(isbns.length).toBe(summary.products);
      expect(isbns.filter((r) => !isValidIsbn13(r.isbn13))).toEqual([]);
      expect(isbns.filter((r) => r.isbn10 !== isbn13To10(r.isbn13))).toEqual([]);
      expect(
        await n(
          sql`SELECT count(*)::int AS n FROM products WHERE media_type IN ('print', 'eBook') AND binding_format IS DISTINCT FROM 'Bundle'`,
        ),
      ).toBeGreaterThanOrEqual(DEFAULT_SEED_BOOKS);

      const brands = await q<{ brand: string; n: number }>(
        sql`SELECT brand, count(*)::int AS n FROM products GROUP BY brand ORDER BY brand`,
      );
      expect(brands.map((b) => b.brand)).toEqual(['shelfmark', 'thorndike']);
      expect(brands.every((b) => b.n > 500)).toBe(true);

      // print and ebook editions linked both ways
      const formats =
        await n(sql`SELECT count(*)::int AS n FROM product_references r JOIN products s ON s.isbn13 = r.source_isbn13
        JOIN products t ON t.isbn13 = r.target_isbn13 WHERE r.reference_type = 'OTHER_FORMAT' AND s.media_type = 'print' AND t.media_type = 'eBook'`);
      expect(formats).toBeGreaterThan(500);
      expect(
        await n(sql`SELECT count(*)::int AS n FROM product_references a WHERE a.reference_type = 'OTHER_FORMAT' AND NOT EXISTS (
        SELECT 1 FROM product_references b WHERE b.reference_type = 'OTHER_FORMAT' AND b.source_isbn13 = a.target_isbn13 AND b.target_isbn13 = a.source_isbn13)`),
      ).toBe(0);
      expect(
        await n(sql`SELECT count(*)::int AS n FROM product_references r JOIN products s ON s.isbn13 = r.source_isbn13
        JOIN products t ON t.isbn13 = r.target_isbn13 WHERE r.reference_type = 'NEWER_EDITION' AND t.publication_date > s.publication_date
        AND t.full_title = s.full_title`),
      ).toBeGreaterThan(50);

      expect(
        await n(sql`SELECT count(*)::int AS n FROM products WHERE publisher_name = 'CL Canada Higher Education'`),
      ).toBeGreaterThan(100);
      expect(await n(sql`SELECT count(*)::int AS n FROM products WHERE cl_custom`)).toBeGreaterThan(10);
      expect(
        await n(
          sql`SELECT count(*)::int AS n FROM products WHERE media_type = 'print' AND (carton_count IS NULL OR weight IS NULL)`,
        ),
      ).toBe(0);
      // stock that causes backorders: none at all, and a little
      expect(
        await n(sql`SELECT count(*)::int AS n FROM products WHERE media_type = 'print' AND stock_level = 0`),
      ).toBeGreaterThan(100);
      expect(
        await n(
          sql`SELECT count(*)::int AS n FROM products WHERE media_type = 'print' AND stock_level BETWEEN 1 AND 30`,
        ),
      ).toBeGreaterThan(100);
      // bundles with their components
      expect(
        await n(
          sql`SELECT count(DISTINCT source_isbn13)::int AS n FROM product_references WHERE reference_type = 'BUNDLE_COMPONENT'`,
        ),
      ).toBe(await n(sql`SELECT count(*)::int AS n FROM products WHERE binding_format = 'Bundle'`));
      // non-ecommerce products with disciplines and sections
      const nonEcom = await q<{ media_type: string; n: number }>(sql`SELECT media_type, count(*)::int AS n FROM products
        WHERE NOT is_ecommerce AND jsonb_array_length(non_ecomm_cat_discipline) > 0 AND jsonb_array_length(non_ecomm_cat_section) > 0 GROUP BY 1`);
      expect(nonEcom.map((r) => r.media_type).sort()).toEqual([
        'database',
        'digital humanities',
        'e-learning',
        'literature criticism',
        'primary source',
      ]);

      expect(
        await n(sql`SELECT count(*)::int AS n FROM orders WHERE user_uid = 'buyer@shelfmark.test'`),
      ).toBeGreaterThan(20);
      expect(await n(sql`SELECT count(*)::int AS n FROM orders WHERE is_archived`)).toBeGreaterThan(0);
      expect(await n(sql`SELECT count(*)::int AS n FROM order_lines WHERE quantity_backordered > 0`)).toBeGreaterThan(
        0,
      );

      for (const user of DEMO_USERS) {
        expect(await verifyCredentials(database.db, user.email, DEMO_PASSWORD), user.email).toEqual({
          uid: user.email,
        });
      }
      expect(await verifyCredentials(database.db, 'buyer@shelfmark.test', 'wrong password')).toBeNull();
      const hashes = await q<{ password_hash: string }>(sql`SELECT password_hash FROM users`);
      expect(
        hashes.every((h) => h.password_hash.startsWith('scrypt$') && !h.password_hash.includes(DEMO_PASSWORD)),
      ).toBe(true);

      // Reseeding replaces the data instead of adding to it.
      const again = await seedDatabase(database, { books: 200 });
      expect(await n(sql`SELECT count(*)::int AS n FROM products`)).toBe(again.products);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
