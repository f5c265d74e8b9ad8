import { boolean, date, pgTable, text } from 'drizzle-orm/pg-core';

/** Seeded access codes the checker answers from (ACC-01); codes are stored upper-case. */
export const accessCodes = pgTable('access_codes', {
  accessCode: text('access_code').primaryKey(),
  status: text('status').notNull(),
  returnable: boolean('returnable').notNull().default(false),
  productName: text('product_name').notNull(),
  registeredTo: text('registered_to'),
  email: text('email'),
  activationDate: date('activation_date', { mode: 'string' }),
  refundEligibility: text('refund_eligibility'),
});
