import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Tables that triggers keep (migrations 0009, 0010 and 0015) and that the server reads through raw SQL only:
 * described here so test/schema-agreement.test.ts holds every table the migrations create to one description.
 */

/** One row: a token that changes whenever a product does (the kept search results are filed under it). */
export const catalogueVersion = pgTable('catalogue_version', {
  id: boolean('id').primaryKey().default(true),
  token: text('token').notNull(),
});

/** One row: a token that changes whenever a CMS page or menu does (the kept pages are filed under it). */
export const contentVersion = pgTable('content_version', {
  id: boolean('id').primaryKey().default(true),
  token: text('token').notNull(),
});

/** The catalogue's words and how many products have each: the "did you mean" suggestions read it. */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
  documents: integer('documents').notNull(),
});
