import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkPageComponents,
  isContentEditor,
  menuQuerySchema,
  menuSchema,
  pageDocumentSchema,
  pageQuerySchema,
  type ContentComponent,
  type PageDocument,
} from '@shelfmark/api-client/schemas';
import type { ServerContext } from '../context';
import type { Database } from '../db/openDatabase';
import * as t from '../db/schema';
import { sharedRead } from '../db/sharedRead';
import type { StoredPageDocument } from '../db/schema/content';
import { HttpError, notFound } from '../http/HttpError';
import { withZod } from '../http/validate';
import { loadSessionUser } from '../users/userRepo';
import { KeptContent, matchesPattern } from './keptContent';
import { hasPreviewCookie, previewMessages, previewRoutes } from './previewSession';

export { matchesPattern };

export const PREVIEW_DISABLED = previewMessages.disabled;

/** A path without its query, hash or trailing slash ('/' stays '/'). */
export const normalisePath = (path: string) => path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';

/** In preview each component says which page and component an editor would open (CMS-01). */
function withEditInfo(components: ContentComponent[], page: string, updatedAt: string): ContentComponent[] {
  return components.map((c) => ({
    ...c,
    params: { ...c.params, edit: { page, component: c.id, updatedAt } },
    ...(c.components ? { components: withEditInfo(c.components, page, updatedAt) } : {}),
  }));
}

export interface ContentRoutesOptions {
  /** Answer `preview=true` with the draft. @default true unless NODE_ENV=production (SHELFMARK_CONTENT_PREVIEW=on|off overrides) */
  preview: boolean;
  /** The store's public base URL (return paths of the preview routes stay on it). */
  publicUrl: string;
  /** Over https the preview cookie is `__Host-` prefixed and Secure. */
  secureCookies: boolean;
  /**
   * The content version (content_version's token) a request is answered under: as the database holds it now, or as
   * the page whose render made the call read it. The published pages and menus are kept under it (keptContent).
   * @default read per call, in one statement shared by the calls that arrive together
   */
  contentVersion?: (request: FastifyRequest) => Promise<string>;
}

/** content_version's token (migration 0015): changed by every statement that writes a page or a menu. */
async function readContentVersion(database: Database): Promise<string> {
  const [row] = await database.query<{ token: string }>(sql`SELECT token FROM content_version`);
  return row!.token;
}

export function readPreviewEnv(env: Record<string, string | undefined>): boolean {
  const value = env.SHELFMARK_CONTENT_PREVIEW?.trim().toLowerCase();
  if (value === 'on' || value === 'true' || value === '1') return true;
  if (value === 'off' || value === 'false' || value === '0') return false;
  return env.NODE_ENV !== 'production';
}

/**
 * GET /api/content/pages?path=&preview= and GET /api/content/menus?name= over content_pages and
 * content_menus of the site the server runs. A page is found by its exact path, else by a pattern
 * such as '/products/:code'. `preview=true` answers the editor's draft, marked `preview: true`, with edit
 * information on every component — only when the browser entered preview (the cookie of GET /api/content/preview)
 * and a signed-in editor (isContentEditor) asks; anybody else gets the published page.
 */
export async function contentRoutes(
  server: FastifyInstance,
  ctx: ServerContext,
  options: ContentRoutesOptions,
): Promise<void> {
  const app = withZod(server);
  const { db } = ctx.database;
  const site = ctx.site.brand;
  const isEditor = async (uid: string | undefined) => !!uid && isContentEditor(await loadSessionUser(db, uid));
  const settings = { enabled: options.preview, secureCookies: options.secureCookies };
  await previewRoutes(app, { ...settings, publicUrl: options.publicUrl, isEditor });

  // Published pages and menus, kept per content version; a preview's draft is read on every call and never kept.
  const contentVersion = options.contentVersion ?? sharedRead(() => readContentVersion(ctx.database));
  const kept = new KeptContent({
    loadPages: () =>
      db
        .select({ path: t.contentPages.path, document: t.contentPages.document })
        .from(t.contentPages)
        .where(eq(t.contentPages.site, site)),
    loadMenus: () =>
      db
        .select({ name: t.contentMenus.name, menu: t.contentMenus.menu })
        .from(t.contentMenus)
        .where(eq(t.contentMenus.site, site)),
  });

  const pageRoute = { schema: { querystring: pageQuerySchema, response: { 200: pageDocumentSchema } } };
  app.get('/api/content/pages', pageRoute, async (request) => {
    const { query } = request;
    const path = normalisePath(query.path);
    if (query.preview === true && !options.preview) throw new HttpError(403, 'FORBIDDEN', PREVIEW_DISABLED);
    // Only editors in a preview session see drafts and edit buttons (spec 002 §1); for anybody else the query is ignored.
    const preview =
      query.preview === true && hasPreviewCookie(request, settings) && (await isEditor(request.session?.uid));
    if (!preview) {
      const page = await kept.page(await contentVersion(request), path);
      if (!page) throw notFound(`No page at ${path}.`);
      return page;
    }
    let row: typeof t.contentPages.$inferSelect | undefined;
    [row] = await db
      .select()
      .from(t.contentPages)
      .where(and(eq(t.contentPages.site, site), eq(t.contentPages.path, path)));
    if (!row) {
      const patterns = await db
        .select()
        .from(t.contentPages)
        .where(and(eq(t.contentPages.site, site), like(t.contentPages.path, '%:%')));
      row = patterns.find((p) => matchesPattern(p.path, path));
    }
    if (!row) throw notFound(`No page at ${path}.`);
    const stored: StoredPageDocument = row.draft ?? row.document;
    const page: PageDocument = {
      ...stored,
      path,
      preview,
      // Each block's document parsed here (checked, or its problem), so the browser's blocks parse nothing.
      components: checkPageComponents(withEditInfo(stored.components, row.path, row.updatedAt)),
    };
    return page;
  });

  app.get(
    '/api/content/menus',
    { schema: { querystring: menuQuerySchema, response: { 200: menuSchema } } },
    async (request) => {
      const { name } = request.query;
      const menu = await kept.menu(await contentVersion(request), name);
      if (!menu) throw notFound(`No menu named ${name}.`);
      return menu;
    },
  );
}
