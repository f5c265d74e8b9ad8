import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FormSettings, Menu, PageDocument } from '@shelfmark/api-client/schemas';

/** Drizzle's view of migrations/0008_content.sql (the SQL is the source of truth). */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** What a page row stores: the page document without its path (the key) and preview flag (per request). */
export type StoredPageDocument = Omit<PageDocument, 'path' | 'preview'>;

export const contentPages = pgTable(
  'content_pages',
  {
    site: text('site').notNull(),
    path: text('path').notNull(),
    document: jsonb('document').notNull().$type<StoredPageDocument>(),
    draft: jsonb('draft').$type<StoredPageDocument | null>(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.site, t.path] })],
);

export const contentMenus = pgTable(
  'content_menus',
  {
    site: text('site').notNull(),
    name: text('name').notNull(),
    menu: jsonb('menu').notNull().$type<Menu>(),
  },
  (t) => [primaryKey({ columns: [t.site, t.name] })],
);

export const contentForms = pgTable('content_forms', {
  formId: text('form_id').primaryKey(),
  settings: jsonb('settings').notNull().$type<FormSettings>(),
});

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: text('id').primaryKey(),
    formId: text('form_id')
      .notNull()
      .references(() => contentForms.formId, { onDelete: 'cascade' }),
    formTarget: text('form_target'),
    site: text('site').notNull(),
    userUid: text('user_uid'),
    fieldValues: jsonb('field_values').notNull().$type<Record<string, string | string[] | boolean | null>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('form_submissions_form_idx').on(t.formId, t.createdAt)],
);
