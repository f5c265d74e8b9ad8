import { z } from 'zod';
import { INT4_MAX, intInput, isbn13Schema, moneySchema, queryInt, textInput } from './common';
import { entitlementSchema } from './entitlement';

export const productReferenceSchema = z.object({
  referenceType: z.string(),
  target: z.object({ isbn13: z.string(), code: z.string().optional(), fullTitle: z.string().optional() }),
});

export const imagesDamSchema = z.object({
  small: z.string().optional(),
  large: z.string().optional(),
});

/** The two media kinds a book comes in, plus the non-book products of the catalogue. */
export const mediaTypeSchema = z.enum([
  'print',
  'eBook',
  'database',
  'primary source',
  'e-learning',
  'literature criticism',
  'digital humanities',
]);
export type MediaType = z.infer<typeof mediaTypeSchema>;

export const productTypeSchema = z.enum([
  'Literature Criticism',
  'Database',
  'eBook',
  'Digital Humanities Tool',
  'Primary Sources',
  'Print Book',
  'eLearning',
  'No Type Found',
]);
export type ProductType = z.infer<typeof productTypeSchema>;

export const namedSchema = z.object({ name: z.string(), code: z.string().optional() });

/**
 * A product as the specs use it across the cart, product page, search and lookups.
 * Field names are the specs' own; optional where a screen does not need them.
 */
export const productSchema = z.object({
  code: z.string(),
  isbn13: isbn13Schema,
  isbn10: z.string().optional().nullable(),
  isbn10Formatted: z.string().optional().nullable(),
  name: z.string().optional(),
  fullTitle: z.string(),
  brand: z.string().optional(),
  clAuthorsNames: z.string().optional().nullable(),
  clAuthorLastName: z.string().optional().nullable(),
  edition: z.string().optional().nullable(),
  publicationDate: z.string().optional().nullable(),
  publicationStatus: z.string().optional().nullable(),
  copyrightYear: z.string().optional().nullable(),
  clBindingFormat: z.string().optional().nullable(),
  clTotalPageCount: z.number().int().optional().nullable(),
  clCartonCount: z.number().int().optional().nullable(),
  clProductGroup: z.string().optional().nullable(),
  clCustom: z.boolean().optional(),
  customIsPurchasable: z.boolean().optional(),
  mediaType: mediaTypeSchema.optional(),
  type: productTypeSchema.optional(),
  genre: z.string().optional().nullable(),
  weight: z.number().optional().nullable(),
  weightUOM: z.string().default('LB'),
  publisherName: z.string().optional().nullable(),
  anzPublisherName: z.string().optional().nullable(),
  newEditionIsbn: z.string().optional().nullable(),
  imagesDAM: imagesDamSchema.optional(),
  productReferences: z.array(productReferenceSchema).optional(),
  description: z.string().optional().nullable(),
  longDescription: z.string().optional().nullable(),
  productFeatures: z
    .object({ featureBenefits: z.array(z.string()) })
    .optional()
    .nullable(),
  tableOfContent: z.string().optional().nullable(),
  quotes: z.array(z.object({ quoteText: z.string(), preferredAuthorName: z.string().optional() })).optional(),
  gradeLevels: z.array(z.string()).optional(),
  catDiscipline: z.array(namedSchema).optional(),
  nonEcommCatDiscipline: z.array(namedSchema).optional(),
  nonEcommCatSection: z.array(namedSchema).optional(),
  readingLevel: z.string().optional().nullable(),
  audiences: z.array(z.string()).optional(),
  languages: z.array(z.string()).optional(),
  classifications: z
    .array(
      z.object({
        name: z.string().optional(),
        features: z.array(z.object({ name: z.string(), featureValues: z.array(z.object({ value: z.string() })) })),
      }),
    )
    .optional(),
  relatedProducts: z
    .array(
      z.object({ code: z.string(), isbn13: z.string(), fullTitle: z.string(), imagesDAM: imagesDamSchema.optional() }),
    )
    .optional(),
  lookInside: z.array(z.object({ title: z.string(), url: z.string() })).optional(),
  bundleDetails: z
    .object({ bundleComponents: z.array(z.object({ fullTitle: z.string(), code: z.string() })) })
    .optional()
    .nullable(),
  purchaseOptions: z.array(z.object({ txType: z.string(), code: z.string() })).optional(),
  customPrice: moneySchema.optional().nullable(),
  customPrices: z.array(moneySchema).optional(),
  customListPrice: moneySchema.optional().nullable(),
  price: moneySchema.optional().nullable(),
  stock: z
    .object({ stockLevel: z.number().int(), stockLevelStatus: z.enum(['inStock', 'lowStock', 'outOfStock']) })
    .optional(),
  // Non-ecommerce catalogue page (spec 002 §3 "Product (non-ecommerce)", NECP-01).
  contentType: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .nullable(),
  /** `{product}Links`: links to the product on the first brand's platform. */
  shelfmarkLinks: z.array(z.object({ url: z.string() })).optional(),
  includedInProducts: z
    .object({ entry: z.array(z.object({ key: z.string(), value: z.string() })) })
    .optional()
    .nullable(),
  /** Image id of a non-ecommerce product for the image service. */
  epi: z.string().optional().nullable(),
  /** The caller's verdict: price shown, purchasable, why not and what to offer (decideEntitlement). */
  entitlement: entitlementSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/products/code — per-ISBN lookup (spec 000 §7). */
export const productCodeQuerySchema = z.object({
  productCode: textInput().min(1, 'productCode is required').max(40),
  /** Sent with product queries (spec 001 §6, PDP-03). */
  tierLevel: textInput().max(40).optional(),
  /**
   * The ship-to whose price the product shows, as the cart; the signed-in user's current one when left
   * out. It must be the user's own (else 404); a visitor gets the catalogue price.
   */
  shipToAccountNumber: textInput().max(40).optional(),
});
export type ProductCodeQuery = z.infer<typeof productCodeQuerySchema>;

/**
 * A product priced for an account (spec 001 §3 "Product lookup result", "Price and availability
 * results"): the catalogue fields plus the customer's prices and stock.
 */
export const pricedProductSchema = productSchema.extend({
  customUnitPrice: moneySchema.optional().nullable(),
  quantityAvailable: z.number().int().optional().nullable(),
  desiredQuantity: z.number().int().optional().nullable(),
});
export type PricedProduct = z.infer<typeof pricedProductSchema>;

const quantityQuery = queryInt(1, INT4_MAX, { min: 'Min quantity is 1' });

/**
 * GET /api/products — the internal product lookup (IPS-01: productCode, shipToAccountNumber,
 * tierLevel) and the per-ISBN price-and-availability lookup (PNA-01: productCode, accountNumber,
 * quantity, tierLevel). Dashes in productCode are ignored.
 */
export const productLookupQuerySchema = z.object({
  productCode: textInput().min(1, 'ISBN is a required field.').max(40),
  shipToAccountNumber: textInput().max(40).optional(),
  accountNumber: textInput().max(40).optional(),
  quantity: quantityQuery.optional(),
  tierLevel: textInput().max(40).optional(),
});
export type ProductLookupQuery = z.input<typeof productLookupQuerySchema>;

/** GET /api/products/priceAndAvailability (spec 001 §7). */
export const priceAndAvailabilityQuerySchema = z.object({
  productCode: textInput().min(1, 'productCode is required').max(40),
  accountNumber: textInput().max(40).optional(),
  quantity: quantityQuery.default(1),
});
export type PriceAndAvailabilityQuery = z.input<typeof priceAndAvailabilityQuerySchema>;

/** The answer of GET /api/products/priceAndAvailability: prices of one ISBN for an account. */
export const priceAndAvailabilitySchema = z.object({
  isbn13: z.string(),
  productCode: z.string(),
  desiredQuantity: z.number().int(),
  quantityAvailable: z.number().int(),
  customUnitPrice: moneySchema.nullable(),
  /** Unit price × desired quantity. */
  customPrice: moneySchema.nullable(),
  customListPrice: moneySchema.nullable(),
  entitlement: entitlementSchema.optional(),
});
export type PriceAndAvailability = z.infer<typeof priceAndAvailabilitySchema>;

/**
 * POST /api/products/priceAndAvailability — the "price and availability mutation" of spec 002 §7
 * (path not shown there; chosen here): rows of ISBN and quantity, one lookup per ISBN on the server.
 */
export const priceCheckBodySchema = z.object({
  accountNumber: textInput().max(40).optional(),
  tierLevel: textInput().max(40).optional(),
  rows: z
    .array(
      z.object({
        isbn: z
          .string()
          .min(1, 'isbn is required')
          .max(40)
          .regex(/^[\d-]+$/, 'ISBN input must contain only numbers and dashes'),
        quantity: intInput(1, INT4_MAX, { min: 'Min quantity is 1' }),
      }),
    )
    .min(1, 'rows needs at least one ISBN')
    .max(100, 'At most 100 ISBNs'),
});
export type PriceCheckBody = z.infer<typeof priceCheckBodySchema>;

/**
 * One result of a price check (spec 001 §3, spec 002 §4): either `invalidIsbn` (a message) or the
 * product with its prices. Invalid ones come first.
 */
export const priceCheckItemSchema = z.object({
  isbn13: z.string(),
  invalidIsbn: z.string().optional().nullable(),
  product: pricedProductSchema.optional().nullable(),
  fullTitle: z.string().optional().nullable(),
  imagesDAM: imagesDamSchema.optional().nullable(),
  desiredQuantity: z.number().int(),
  quantityAvailable: z.number().int().optional().nullable(),
  customUnitPrice: moneySchema.optional().nullable(),
  customPrice: moneySchema.optional().nullable(),
  customListPrice: moneySchema.optional().nullable(),
  entitlement: entitlementSchema.optional(),
});
export type PriceCheckItem = z.infer<typeof priceCheckItemSchema>;
export const priceCheckResultSchema = z.object({ items: z.array(priceCheckItemSchema) });
export type PriceCheckResult = z.infer<typeof priceCheckResultSchema>;

/** Search product as read for the Excel export (spec 001 §3, SRCH-02). */
export const searchExportRowSchema = z.object({
  /** From the first non-ecommerce discipline name. */
  productFamily: z.string().nullable(),
  title: z.string(),
  fullTitle: z.string(),
  productType: z.string().nullable(),
  price: z.string().nullable(),
  mediaType: z.string().nullable(),
  gradeLevels: z.array(z.string()),
  customIsPurchasable: z.boolean(),
  isbn13: z.string(),
  clAuthorsNames: z.string().nullable(),
  bindingFormat: z.string().nullable(),
  publicationDate: z.string().nullable(),
  genre: z.string().nullable(),
  largeImage: z.string().nullable(),
  nonEcommCatSection: z.array(namedSchema),
  nonEcommCatDiscipline: z.array(namedSchema),
});
export type SearchExportRow = z.infer<typeof searchExportRowSchema>;

/** Product card as the cart views show it (spec 000 §3 "Product card"). */
export const cartProductCardSchema = z.object({
  title: z.string(),
  author: z.string().nullable(),
  edition: z.string().nullable(),
  isbn: z.string(),
  price: moneySchema.nullable(),
  quantity: z.number().int(),
  year: z.string().nullable(),
  type: z.string().nullable(),
  image: z.string().nullable(),
});
export type CartProductCard = z.infer<typeof cartProductCardSchema>;
