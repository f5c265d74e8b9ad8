import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Sessions, identity-provider records and other short-lived keyed data. */
export const kvStore = pgTable(
  'kv_store',
  {
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: jsonb('value'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.namespace, t.key] })],
);
