import { char, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** One collection a product is included in (spec 002 §3 includedInProducts.entry). */
export interface IncludedCollection {
  /** Slug of the collection: the catalogue route's link target. */
  key: string;
  /** Display name. */
  value: string;
}

/**
 * migrations/0006_catalogue_details.sql: the non-ecommerce catalogue page's fields of a product
 * (NECP-01): audiences, content types, platform links and included collections.
 */
export const productCatalogueDetails = pgTable('product_catalogue_details', {
  isbn13: char('isbn13', { length: 13 }).primaryKey(),
  audiences: jsonb('audiences').notNull().$type<string[]>().default([]),
  contentTypes: jsonb('content_types').notNull().$type<string[]>().default([]),
  platformLinks: jsonb('platform_links').notNull().$type<{ url: string }[]>().default([]),
  includedCollections: jsonb('included_collections').notNull().$type<IncludedCollection[]>().default([]),
  epi: text('epi'),
});
