import { z } from 'zod';
import { isbn13Schema, moneySchema } from './common';

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
  'print', 'eBook', 'database', 'primary source', 'e-learning', 'literature criticism', 'digital humanities',
]);
export type MediaType = z.infer<typeof mediaTypeSchema>;

export const productTypeSchema = z.enum([
  'Literature Criticism', 'Database', 'eBook', 'Digital Humanities Tool', 'Primary Sources', 'Print Book', 'eLearning', 'No Type Found',
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
  productFeatures: z.object({ featureBenefits: z.array(z.string()) }).optional().nullable(),
  tableOfContent: z.string().optional().nullable(),
  quotes: z.array(z.object({ quoteText: z.string(), preferredAuthorName: z.string().optional() })).optional(),
  gradeLevels: z.array(z.string()).optional(),
  catDiscipline: z.array(namedSchema).optional(),
  nonEcommCatDiscipline: z.array(namedSchema).optional(),
  nonEcommCatSection: z.array(namedSchema).optional(),
  readingLevel: z.string().optional().nullable(),
  audiences: z.array(z.string()).optional(),
  languages: z.array(z.string()).optional(),
  classifications: z.array(z.object({
    name: z.string().optional(),
    features: z.array(z.object({ name: z.string(), featureValues: z.array(z.object({ value: z.string() })) })),
  })).optional(),
  relatedProducts: z.array(z.object({ code: z.string(), isbn13: z.string(), fullTitle: z.string(), imagesDAM: imagesDamSchema.optional() })).optional(),
  lookInside: z.array(z.object({ title: z.string(), url: z.string() })).optional(),
  bundleDetails: z.object({ bundleComponents: z.array(z.object({ fullTitle: z.string(), code: z.string() })) }).optional().nullable(),
  purchaseOptions: z.array(z.object({ txType: z.string(), code: z.string() })).optional(),
  customPrice: moneySchema.optional().nullable(),
  customPrices: z.array(moneySchema).optional(),
  customListPrice: moneySchema.optional().nullable(),
  price: moneySchema.optional().nullable(),
  stock: z.object({ stockLevel: z.number().int(), stockLevelStatus: z.enum(['inStock', 'lowStock', 'outOfStock']) }).optional(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/products/code — per-ISBN lookup (spec 000 §7). */
export const productCodeQuerySchema = z.object({
  productCode: z.string().min(1, 'productCode is required').max(40),
});
export type ProductCodeQuery = z.infer<typeof productCodeQuerySchema>;
