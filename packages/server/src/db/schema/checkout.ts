import { boolean, char, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrderPlacement } from '@shelfmark/api-client/schemas';

/** Tables of migrations/0004_checkout.sql (promotions, shipping, card payments, order placement). */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  description: text('description').notNull().default(''),
  percentOff: numeric('percent_off', { precision: 5, scale: 2 }).notNull().default('0'),
  freeShipping: boolean('free_shipping').notNull().default(false),
  expiresAt: ts('expires_at'),
});

export const cartCoupons = pgTable(
  'cart_coupons',
  {
    cartCode: text('cart_code').notNull(),
    code: text('code').notNull(),
    appliedAt: ts('applied_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartCode, t.code] })],
);

export const promoAttempts = pgTable('promo_attempts', {
  userUid: text('user_uid').notNull(),
  attemptedAt: ts('attempted_at').notNull().defaultNow(),
});

export const shippers = pgTable('shippers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  cost: numeric('cost', { precision: 10, scale: 2 }).notNull(),
  countries: jsonb('countries').notNull().$type<string[]>().default([]),
  excludedRegions: jsonb('excluded_regions').notNull().$type<string[]>().default([]),
  position: integer('position').notNull().default(0),
});

export const cartShipping = pgTable('cart_shipping', {
  cartCode: text('cart_code').primaryKey(),
  shipperCode: text('shipper_code').notNull(),
  cost: numeric('cost', { precision: 10, scale: 2 }).notNull(),
  setAt: ts('set_at').notNull().defaultNow(),
});

export type CardPaymentStatus = 'REQUESTED' | 'ACCEPT' | 'DECLINE' | 'ERROR';

export const cardPayments = pgTable('card_payments', {
  transactionUuid: text('transaction_uuid').primaryKey(),
  userUid: text('user_uid').notNull(),
  cartCode: text('cart_code').notNull(),
  purchaseOrderNumber: text('purchase_order_number').notNull(),
  specialShippingInstructions: text('special_shipping_instructions').notNull().default(''),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status').notNull().default('REQUESTED').$type<CardPaymentStatus>(),
  reasonCode: text('reason_code'),
  message: text('message'),
  providerTransactionId: text('provider_transaction_id'),
  resultAt: ts('result_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const providerTransactions = pgTable('provider_transactions', {
  transactionUuid: text('transaction_uuid').primaryKey(),
  referenceNumber: text('reference_number').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  decision: text('decision').notNull(),
  reasonCode: text('reason_code').notNull(),
  transactionId: text('transaction_id').notNull(),
  cardType: text('card_type'),
  cardSuffix: text('card_suffix'),
  processedAt: ts('processed_at').notNull().defaultNow(),
});

export const orderPlacements = pgTable('order_placements', {
  cartCode: text('cart_code').primaryKey(),
  orderNumber: text('order_number').notNull().unique(),
  userUid: text('user_uid').notNull(),
  paymentType: text('payment_type').notNull().$type<'ACCOUNT' | 'CARD'>(),
  transactionUuid: text('transaction_uuid').unique(),
  answer: jsonb('answer').notNull().$type<OrderPlacement>(),
  placedAt: ts('placed_at').notNull().defaultNow(),
});
