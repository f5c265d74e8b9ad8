import { and, asc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { isbn10To13, isbnFromProductCode, toMoney, type Product } from '@shelfmark/api-client/schemas';
import { productCatalogueDetails, productReferences, products } from '../db/schema';
import type { Db } from '../db/types';

export type ProductRecord = typeof products.$inferSelect;
export type CatalogueDetailRecord = typeof productCatalogueDetails.$inferSelect;

/** Reference types read with a product. */
const REFERENCE_TYPES = ['NEWER_EDITION', 'OTHER_FORMAT', 'BUNDLE_COMPONENT'];

interface Reference {
  source: string;
  type: string;
  position: number;
  target: Pick<ProductRecord, 'isbn13' | 'code' | 'fullTitle'>;
}

/** Cover images drawn by the image service (shared decision: 125 small, 216 large). */
export const coverImages = (isbn13: string) => ({
  small: `/images/covers/${isbn13}.svg?w=125`,
  large: `/images/covers/${isbn13}.svg?w=216`,
});

const formatIsbn10 = (isbn10: string) =>
  `${isbn10.slice(0, 1)}-${isbn10.slice(1, 4)}-${isbn10.slice(4, 9)}-${isbn10.slice(9)}`;

function stockStatus(level: number): 'inStock' | 'lowStock' | 'outOfStock' {
  if (level <= 0) return 'outOfStock';
  return level < 20 ? 'lowStock' : 'inStock';
}

/** Drops null and undefined so optional-only contract fields are left out rather than null. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;
}

type Related = Pick<ProductRecord, 'isbn13' | 'code' | 'fullTitle'>;

/**
 * A product row and its references in the contract's Product shape, priced in `currency`; with its
 * catalogue details (NECP-01), when it has any.
 */
export function toProduct(
  row: ProductRecord,
  references: Reference[],
  currency: string,
  related: Related[] = [],
  details?: CatalogueDetailRecord,
): Product {
  const price = row.price === null ? null : toMoney(Number(row.price), currency);
  const listPrice = row.listPrice === null ? null : toMoney(Number(row.listPrice), currency);
  const refsOf = (type: string) => references.filter((r) => r.type === type).sort((a, b) => a.position - b.position);
  const newer = refsOf('NEWER_EDITION')[0];
  const bundle = refsOf('BUNDLE_COMPONENT');
  const purchasable = row.isPurchasable && row.isEcommerce;
  const features = [
    row.dimensions ? { name: 'Dimensions', featureValues: [{ value: row.dimensions }] } : null,
    row.imprint ? { name: 'Imprint Name', featureValues: [{ value: row.imprint }] } : null,
  ].filter((f) => f !== null);
  return compact({
    code: row.code,
    isbn13: row.isbn13,
    isbn10: row.isbn10,
    isbn10Formatted: row.isbn10 ? formatIsbn10(row.isbn10) : null,
    name: row.name,
    fullTitle: row.fullTitle,
    brand: row.brand,
    clAuthorsNames: row.authors,
    clAuthorLastName: row.authorLastName,
    edition: row.edition,
    publicationDate: row.publicationDate,
    publicationStatus: row.publicationStatus,
    copyrightYear: row.copyrightYear,
    clBindingFormat: row.bindingFormat,
    clTotalPageCount: row.pageCount,
    clCartonCount: row.cartonCount,
    clProductGroup: row.productGroup,
    clCustom: row.clCustom,
    customIsPurchasable: purchasable,
    mediaType: row.mediaType as Product['mediaType'],
    type: row.productType as Product['type'],
    genre: row.genre,
    weight: row.weight === null ? null : Number(row.weight),
    weightUOM: row.weightUom,
    publisherName: row.publisherName,
    newEditionIsbn: newer?.target.isbn13 ?? null,
    imagesDAM: coverImages(row.isbn13),
    productReferences: references.map((r) => ({
      referenceType: r.type,
      target: { isbn13: r.target.isbn13, code: r.target.code, fullTitle: r.target.fullTitle },
    })),
    description: row.description,
    longDescription: row.longDescription,
    productFeatures: row.featureBenefits ? { featureBenefits: row.featureBenefits } : null,
    tableOfContent: row.tableOfContent,
    lookInside: row.lookInside.length > 0 ? row.lookInside : undefined,
    quotes: row.quotes ?? undefined,
    gradeLevels: row.gradeLevels,
    catDiscipline: row.catDiscipline,
    nonEcommCatDiscipline: row.nonEcommCatDiscipline,
    nonEcommCatSection: row.nonEcommCatSection,
    readingLevel: row.readingLevel,
    audiences: details?.audiences.length ? details.audiences : undefined,
    contentType: details?.contentTypes.length ? details.contentTypes : undefined,
    shelfmarkLinks: details?.platformLinks.length ? details.platformLinks : undefined,
    includedInProducts: details?.includedCollections.length ? { entry: details.includedCollections } : undefined,
    epi: details?.epi,
    languages: row.languages,
    classifications: features.length > 0 ? [{ name: 'Details', features }] : undefined,
    relatedProducts:
      related.length > 0
        ? related.map((r) => ({
            code: r.code,
            isbn13: r.isbn13,
            fullTitle: r.fullTitle,
            imagesDAM: coverImages(r.isbn13),
          }))
        : undefined,
    bundleDetails:
      bundle.length > 0
        ? { bundleComponents: bundle.map((r) => ({ fullTitle: r.target.fullTitle, code: r.target.code })) }
        : null,
    purchaseOptions: purchasable ? [{ txType: 'PURCHASE', code: row.code }] : [],
    price,
    customPrice: price,
    customListPrice: listPrice,
    stock: row.isEcommerce ? { stockLevel: row.stockLevel, stockLevelStatus: stockStatus(row.stockLevel) } : undefined,
  } as Product);
}

/** References of the given products, with their targets' code and title. */
async function loadReferences(db: Db, isbns: string[], types: string[]): Promise<Map<string, Reference[]>> {
  const bySource = new Map<string, Reference[]>();
  if (isbns.length === 0) return bySource;
  const rows = await db
    .select({
      source: productReferences.sourceIsbn13,
      type: productReferences.referenceType,
      position: productReferences.position,
      isbn13: products.isbn13,
      code: products.code,
      fullTitle: products.fullTitle,
    })
    .from(productReferences)
    .innerJoin(products, eq(products.isbn13, productReferences.targetIsbn13))
    .where(and(inArray(productReferences.sourceIsbn13, isbns), inArray(productReferences.referenceType, types)))
    // The order loadProducts gives them in.
    .orderBy(productReferences.referenceType, productReferences.targetIsbn13);
  for (const row of rows) {
    const list = bySource.get(row.source) ?? [];
    list.push({
      source: row.source,
      type: row.type,
      position: row.position,
      target: { isbn13: row.isbn13, code: row.code, fullTitle: row.fullTitle },
    });
    bySource.set(row.source, list);
  }
  return bySource;
}

/** The catalogue details (audiences, links, included collections) of the given products that have them. */
async function loadDetails(db: Db, isbns: string[]): Promise<Map<string, CatalogueDetailRecord>> {
  if (isbns.length === 0) return new Map();
  const rows = await db.select().from(productCatalogueDetails).where(inArray(productCatalogueDetails.isbn13, isbns));
  return new Map(rows.map((row) => [row.isbn13, row]));
}

/**
 * Products by ISBN-13 in the contract shape (for carts and result lists), keyed by ISBN-13. One statement: each
 * product with its references and catalogue details as JSON, because every statement is a round trip (to the
 * embedded database's worker thread, which runs one at a time, or to PostgreSQL) and a search's page has nothing
 * else to wait for.
 */
export async function loadProducts(db: Db, isbns: string[], currency: string): Promise<Map<string, Product>> {
  const unique = [...new Set(isbns)];
  const out = new Map<string, Product>();
  if (unique.length === 0) return out;
  const rows = await db
    .select({
      product: products,
      // `products.isbn13` in the subqueries is the outer row's (drizzle leaves a lone table's columns unqualified).
      references: sql<string | null>`(
        SELECT json_agg(json_build_array(r.reference_type, r.position, t.isbn13, t.code, t.full_title)
          ORDER BY r.reference_type, r.target_isbn13)::text
        FROM product_references r JOIN products t ON t.isbn13 = r.target_isbn13
        WHERE r.source_isbn13 = products.isbn13 AND r.reference_type IN (${sql.join(
          REFERENCE_TYPES.map((type) => sql`${type}`),
          sql`, `,
        )}))`,
      details: sql<string | null>`(
        SELECT json_build_object('isbn13', d.isbn13, 'audiences', d.audiences, 'contentTypes', d.content_types,
          'platformLinks', d.platform_links, 'includedCollections', d.included_collections, 'epi', d.epi)::text
        FROM product_catalogue_details d WHERE d.isbn13 = products.isbn13)`,
    })
    .from(products)
    .where(inArray(products.isbn13, unique));
  for (const { product, references, details } of rows) {
    const refs = (JSON.parse(references ?? '[]') as Array<[string, number, string, string, string]>).map(
      ([type, position, isbn13, code, fullTitle]): Reference => ({
        source: product.isbn13,
        type,
        position,
        target: { isbn13, code, fullTitle },
      }),
    );
    const detail = details === null ? undefined : (JSON.parse(details) as CatalogueDetailRecord);
    out.set(product.isbn13, toProduct(product, refs, currency, [], detail));
  }
  return out;
}

/**
 * The ISBN-13 a product code stands for: `9780000000002`, `9780000000002@PRINT`, dashed forms, or
 * an ISBN-10 (converted). Null when it is none of these.
 */
export function isbnOfCode(code: string): string | null {
  const bare = isbnFromProductCode(code);
  if (/^\d{13}$/.test(bare)) return bare;
  if (/^\d{9}[\dX]$/i.test(bare)) return isbn10To13(bare.toUpperCase());
  return null;
}

/** The raw rows for product codes (one query), keyed by the code as given. */
export async function findRecordsByCodes(db: Db, codes: string[]): Promise<Map<string, ProductRecord>> {
  const isbnByCode = new Map<string, string>();
  for (const code of codes) {
    const isbn = isbnOfCode(code);
    if (isbn) isbnByCode.set(code, isbn);
  }
  const out = new Map<string, ProductRecord>();
  const isbns = [...new Set(isbnByCode.values())];
  if (isbns.length === 0) return out;
  const rows = await db.select().from(products).where(inArray(products.isbn13, isbns));
  const byIsbn = new Map(rows.map((r) => [r.isbn13, r]));
  for (const [code, isbn] of isbnByCode) {
    const row = byIsbn.get(isbn);
    if (row) out.set(code, row);
  }
  return out;
}

/**
 * "You may also like": a few purchasable titles of the same brand and format, sharing the genre or
 * the discipline, in an order that is stable per product.
 */
async function relatedTo(db: Db, row: ProductRecord, limit = 4): Promise<Related[]> {
  const similar = and(
    eq(products.brand, row.brand),
    eq(products.mediaType, row.mediaType),
    eq(products.isEcommerce, true),
    ne(products.fullTitle, row.fullTitle),
    or(
      eq(products.genre, row.genre ?? ''),
      sql`${products.catDiscipline} @> ${JSON.stringify(row.catDiscipline.slice(0, 1))}::jsonb AND jsonb_array_length(${products.catDiscipline}) > 0`,
    ),
  );
  const columns = { isbn13: products.isbn13, code: products.code, fullTitle: products.fullTitle };
  // The next similar titles in ISBN order, wrapping round to the start: deterministic, and an index
  // walk instead of sorting every similar product (which grew with the catalogue).
  const after = await db
    .select(columns)
    .from(products)
    .where(and(similar, gt(products.isbn13, row.isbn13)))
    .orderBy(asc(products.isbn13))
    .limit(limit);
  if (after.length === limit) return after;
  const before = await db
    .select(columns)
    .from(products)
    .where(and(similar, lt(products.isbn13, row.isbn13)))
    .orderBy(asc(products.isbn13))
    .limit(limit - after.length);
  return [...after, ...before];
}

/** One product with everything the product page needs, or null. */
export async function findProductByCode(db: Db, code: string, currency: string): Promise<Product | null> {
  const isbn = isbnOfCode(code);
  if (!isbn) return null;
  const [row] = await db.select().from(products).where(eq(products.isbn13, isbn)).limit(1);
  if (!row) return null;
  const refs = await loadReferences(db, [isbn], REFERENCE_TYPES);
  const details = await loadDetails(db, [isbn]);
  return toProduct(row, refs.get(isbn) ?? [], currency, await relatedTo(db, row), details.get(isbn));
}
