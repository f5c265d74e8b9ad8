import { char, date, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** A buyer's quote request on a ship-to (migration 0018); `expired` is computed when read, never stored. */
export const quotes = pgTable('quotes', {
  number: text('number').primaryKey(),
  shipToAccount: text('ship_to_account').notNull(),
  requestedBy: text('requested_by').notNull(),
  status: text('status').$type<'requested' | 'quoted' | 'accepted'>().notNull().default('requested'),
  note: text('note'),
  requestedAt: ts('requested_at').notNull().defaultNow(),
  quotedAt: ts('quoted_at'),
  expiresOn: date('expires_on', { mode: 'string' }),
  acceptedAt: ts('accepted_at'),
});

/** The titles of a quote, with the quoted unit price once staff answer (NULL before). */
export const quoteLines = pgTable(
  'quote_lines',
  {
    quoteNumber: text('quote_number').notNull(),
    lineNumber: integer('line_number').notNull(),
    isbn13: char('isbn13', { length: 13 }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.quoteNumber, t.lineNumber] })],
);
