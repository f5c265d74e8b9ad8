import { numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** migrations/0007_self_service.sql: the identity-provider side of a registration (REG-01). */
export const identityRegistrations = pgTable('identity_registrations', {
  uid: text('uid').primaryKey(),
  login: text('login').notNull(),
  groupId: text('group_id').notNull(),
  mobilePhone: text('mobile_phone'),
  catalog: text('catalog').notNull().$type<'shelfmark' | 'thorndike'>(),
  status: text('status').notNull().default('PENDING').$type<'PENDING' | 'ACTIVE'>(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** migrations/0007_self_service.sql: an account's discount on the catalogue price (PNA-01). */
export const accountPricing = pgTable('account_pricing', {
  accountNumber: text('account_number').primaryKey(),
  discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull(),
});
