import { sql } from 'drizzle-orm';
import { BRANDS, type Brand } from '@shelfmark/api-client/schemas';
import * as t from '../../db/schema';
import type { Db } from '../../db/types';
import { seededForms } from './contentForms';
import { seededMenus } from './contentMenus';
import { seededPages, type FeaturedTitle } from './contentPages';

export interface ContentSummary {
  pages: number;
  menus: number;
  forms: number;
}

type Tx = Pick<Db, 'execute' | 'insert'>;

/** Newest print titles of a brand for the home page's covers list, the demo title first. */
function featuredTitles(
  products: readonly (FeaturedTitle & { brand: string; mediaType: string })[],
  brand: Brand,
): FeaturedTitle[] {
  return products
    .filter((p) => p.brand === brand && p.mediaType === 'print')
    .slice(0, 5)
    .map(({ isbn13, fullTitle, edition, copyrightYear }) => ({ isbn13, fullTitle, edition, copyrightYear }));
}

/**
 * Replaces the CMS content (pages and menus of both sites, the forms) with the demo set. Form
 * submissions are removed with their forms. Runs inside the seeder's transaction.
 */
export async function seedContent(
  tx: Tx,
  products: readonly (FeaturedTitle & { brand: string; mediaType: string })[],
): Promise<ContentSummary> {
  await tx.execute(sql.raw('TRUNCATE form_submissions, content_forms, content_menus, content_pages'));
  await tx.insert(t.contentForms).values(seededForms.map((settings) => ({ formId: settings.formId, settings })));
  let pages = 0;
  let menus = 0;
  for (const site of BRANDS) {
    const rows = seededPages(site, featuredTitles(products, site));
    await tx
      .insert(t.contentPages)
      .values(rows.map((p) => ({ site, path: p.path, document: p.document, draft: p.draft ?? null })));
    const menuRows = seededMenus(site);
    await tx.insert(t.contentMenus).values(menuRows.map((menu) => ({ site, name: menu.name, menu })));
    pages += rows.length;
    menus += menuRows.length;
  }
  return { pages, menus, forms: seededForms.length };
}
