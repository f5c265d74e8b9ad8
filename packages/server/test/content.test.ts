import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BRANDS,
  SITE_ROUTES,
  contentBlockSchemas,
  createApiClient,
  menuSchema,
  pageDocumentSchema,
  type ApiClient,
  type Brand,
  type ContentComponent,
  type PageDocument,
} from '@shelfmark/api-client';
import { failure } from '../../api-client/contract/failure';
import { buildServer } from '../src/buildServer';
import { contentPages } from '../src/db/schema';
import { ROUTE_COMPONENTS } from '../src/seed/content/contentPages';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, TEST_SECRET, type TestServer } from './helpers/testServer';

let db: FreshDatabase;
let server: TestServer;
let visitor: ApiClient;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  visitor = server.clientFor(null);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await server?.close();
  await db?.cleanup();
});

/** A server of `site` answered through inject (no port), with the environment stubbed while it is built. */
async function siteServer(site: Brand, env: Record<string, string> = {}) {
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  try {
    const app = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      auth: { mode: 'test', secret: TEST_SECRET },
      logger: false,
      site,
    });
    apps.push(app);
    return {
      async get(url: string) {
        const response = await app.inject({ method: 'GET', url });
        return { status: response.statusCode, body: response.json() as Record<string, unknown> };
      },
    };
  } finally {
    vi.unstubAllEnvs();
  }
}

const everyComponent = (components: ContentComponent[]): ContentComponent[] =>
  components.flatMap((c) => [c, ...everyComponent(c.components ?? [])]);

/** Every route of the site configuration, with a sample value for a parameter. */
const routePaths = [
  ...Object.entries(SITE_ROUTES).map(([name, path]) =>
    name === 'products' || name === 'catalog' ? `${path}/9780000000002` : path,
  ),
  `${SITE_ROUTES.myOrders}/4100001`,
  '/internal-product-search',
];
const helpPaths = ['/privacy', '/terms', '/accessibility', '/contact'];

describe.each(BRANDS)('page documents of the %s site (GET /api/content/pages)', (brand) => {
  let site: Awaited<ReturnType<typeof siteServer>>;
  const pages = new Map<string, PageDocument>();
  beforeAll(async () => {
    site = await siteServer(brand);
    for (const path of [...routePaths, ...helpPaths]) {
      const { status, body } = await site.get(`/api/content/pages?path=${encodeURIComponent(path)}`);
      expect(status, path).toBe(200);
      pages.set(path, pageDocumentSchema.parse(body));
    }
  });

  it('CMS-01 every route of the site and every help page has a document with a title', () => {
    expect([...pages.keys()].sort()).toEqual([...routePaths, ...helpPaths].sort());
    for (const [path, page] of pages) {
      expect(page.path).toBe(path);
      expect(page.meta.title.length, path).toBeGreaterThan(0);
      expect(page.preview).toBe(false);
    }
  });

  it('CMS-01 each commerce page places its widget by its editor name, once', () => {
    const pathOf: Record<string, string> = {
      orderDetails: `${SITE_ROUTES.myOrders}/4100001`,
      internalProductSearch: '/internal-product-search',
    };
    for (const [name, type] of Object.entries(ROUTE_COMPONENTS)) {
      const route = SITE_ROUTES[name as keyof typeof SITE_ROUTES];
      const path = pathOf[name] ?? routePaths.find((p) => p === route || p.startsWith(`${route}/`))!;
      const types = everyComponent(pages.get(path)!.components).map((c) => c.type);
      expect(
        types.filter((t) => t === type),
        `${path} places ${type}`,
      ).toHaveLength(1);
    }
  });

  it('BLK-01 every content block of every page has a document its block accepts', () => {
    const schemas = contentBlockSchemas as Record<
      string,
      { safeParse(v: unknown): { success: boolean; error?: unknown } }
    >;
    const checked: string[] = [];
    for (const [path, page] of pages) {
      for (const component of everyComponent(page.components)) {
        const schema = Object.hasOwn(schemas, component.type) ? schemas[component.type] : undefined;
        if (!schema) continue;
        const result = schema.safeParse(component.document);
        expect(result.success, `${path} ${component.type}: ${String(result.error)}`).toBe(true);
        checked.push(component.type);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['Hero Banner', 'Covers List', 'Rich Text', 'Accordion List', 'Two Column Video']),
    );
  });

  it('HEAD-01 the home page carries its head: title, description, keywords, canonical and open graph', () => {
    const { meta } = pages.get('/')!;
    expect(meta).toMatchObject({ title: 'Home', canonical: '/', openGraph: { imageSize: 'large' } });
    expect(meta.description).toContain(brand === 'thorndike' ? 'Thorndike Press' : 'Shelfmark');
    expect(meta.keywords).toBeTruthy();
    expect(pages.get(SITE_ROUTES.cart)!.meta.robots).toEqual({ noindex: true, nofollow: true });
  });

  it('HDR-01 FTR-01 checkout is a reduced header/footer page; the home page is not', () => {
    expect(pages.get(SITE_ROUTES.checkout)!.reducedHeaderFooter).toBe(true);
    expect(pages.get('/')!.reducedHeaderFooter).toBe(false);
  });

  it('the home page greets the visitor with the brand and lists titles of that brand', () => {
    const hero = pages.get('/')!.components.find((c) => c.type === 'Hero Banner')!;
    expect(hero.document).toMatchObject({
      heading: `Welcome to ${brand === 'thorndike' ? 'Thorndike Press' : 'Shelfmark'}`,
      headingLevel: 1,
    });
    const covers = (
      pages.get('/')!.components.find((c) => c.type === 'Covers List')!.document as { covers: { url: string }[] }
    ).covers;
    expect(covers.length).toBeGreaterThan(0);
  });

  it('HDR-01 FTR-01 serves the header and footer menus of the site', async () => {
    const main = menuSchema.parse((await site.get('/api/content/menus?name=main-menu')).body);
    expect(main.items.length).toBeGreaterThan(2);
    expect(main.configuration?.logo?.alt).toBe(brand === 'thorndike' ? 'Thorndike Press home' : 'Shelfmark home');
    // HDR-03: the main menu's content cards, each linking inside the site.
    expect(main.cards?.map((c) => c.url)).toEqual(['/fast-order', '/price-and-availability']);
    for (const name of ['footer-menu', 'footer-legal-menu', 'footer-social-menu']) {
      expect((await site.get(`/api/content/menus?name=${name}`)).status, name).toBe(200);
    }
    const legal = menuSchema.parse((await site.get('/api/content/menus?name=footer-legal-menu')).body);
    expect(legal.items.map((i) => i.href)).toEqual(['/privacy', '/terms', '/accessibility']);
  });
});

describe('finding a page', () => {
  it('CMS-01 a product address is answered by the product page pattern, echoing the asked path', async () => {
    const page = await visitor.content.page({ path: '/products/9780000000002' });
    expect(page.path).toBe('/products/9780000000002');
    expect(page.components.map((c) => c.type)).toContain(ROUTE_COMPONENTS.products);
  });

  it('ignores a trailing slash and a query string', async () => {
    expect((await visitor.content.page({ path: '/cart/' })).path).toBe('/cart');
    expect((await visitor.content.page({ path: '/search?q=birds' })).path).toBe('/search');
  });

  it('answers 404 naming an address with no document, and a pattern needs its parameter', async () => {
    const error = await failure(visitor.content.page({ path: '/no/such/page' }));
    expect([error.status, error.message]).toEqual([404, 'No page at /no/such/page.']);
    expect((await failure(visitor.content.page({ path: '/products/9780000000002/extra' }))).status).toBe(404);
  });

  it('refuses a missing or relative path with 400 naming path', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/content/pages' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('path');
    const relative = await failure(visitor.content.page({ path: 'cart' }));
    expect([relative.status, relative.fieldErrors?.path]).toEqual([400, 'path must start with /']);
  });

  it('refuses an unknown menu with 404 and a missing name with 400', async () => {
    expect((await failure(visitor.content.menu({ name: 'secret-menu' }))).message).toBe('No menu named secret-menu.');
    expect((await server.app.inject({ method: 'GET', url: '/api/content/menus' })).json().fieldErrors).toHaveProperty(
      'name',
    );
  });
});

describe('block documents checked by the server (CMS-01)', () => {
  it('CMS-01 answers every content block of the home page checked, its document in the parsed form its block would make', async () => {
    const page = await visitor.content.page({ path: '/' });
    const blocks = everyComponent(page.components).filter(
      (c) => Object.hasOwn(contentBlockSchemas, c.type) && c.document,
    );
    expect(blocks.length).toBeGreaterThan(3);
    for (const block of blocks) {
      expect([block.type, block.checked, block.problem]).toEqual([block.type, true, undefined]);
      expect(block.document).toEqual(
        contentBlockSchemas[block.type as keyof typeof contentBlockSchemas].parse(block.document),
      );
    }
  });

  it('CMS-01 answers a stored document that fails its schema with the problem, and does not believe a stored claim of checked', async () => {
    await db.database.db.insert(contentPages).values({
      site: 'shelfmark',
      path: '/checked-by-the-server',
      document: {
        meta: { title: 'Checked' },
        reducedHeaderFooter: false,
        components: [
          { id: 'bad', type: 'Hero Banner', document: { heading: 42 }, checked: true },
          { id: 'good', type: 'Page Heading', document: { title: 'Fine' }, problem: 'made up' },
          { id: 'widget', type: 'Cart', checked: true },
        ] as ContentComponent[],
      },
    });
    const [bad, good, widget] = (await visitor.content.page({ path: '/checked-by-the-server' })).components;
    expect([bad!.checked, bad!.problem]).toEqual([undefined, expect.stringMatching(/^heading /)]);
    expect([good!.checked, good!.problem, good!.document]).toEqual([true, undefined, { title: 'Fine', level: 1 }]);
    expect(widget).toEqual({ id: 'widget', type: 'Cart' });
  });
});

describe('preview mode', () => {
  /** A signed-in staff member (seeded with the 'staff' role): an editor of content. */
  const STAFF = 'staff@shelfmark.test';
  /** A client whose browser entered preview (the cookie of GET /api/content/preview) as `uid`, or as a visitor. */
  const inPreview = (uid: string | null) =>
    createApiClient({
      baseUrl: server.baseUrl,
      headers: { ...(uid ? server.headersFor(uid) : {}), cookie: 'shelfmark_preview=on' },
    });

  it('CMS-01 preview answers an editor in a preview session the draft with edit information on every component', async () => {
    const published = await visitor.content.page({ path: '/' });
    const draft = await inPreview(STAFF).content.page({ path: '/', preview: true });
    expect(draft.preview).toBe(true);
    expect(published.components.map((c) => c.type)).not.toContain('Countdown Timer');
    expect(draft.components.map((c) => c.type)).toContain('Countdown Timer');
    for (const component of draft.components) {
      expect(component.params?.edit).toMatchObject({
        page: '/',
        component: component.id,
        updatedAt: expect.any(String),
      });
    }
    expect(published.components.every((c) => c.params?.edit === undefined)).toBe(true);
  });

  it('CMS-01 the draft needs both the preview cookie and an editor: an editor without it, a visitor or a buyer with it get the published page', async () => {
    const published = await visitor.content.page({ path: '/' });
    for (const client of [
      server.clientFor(STAFF),
      visitor,
      server.clientFor('buyer@shelfmark.test'),
      inPreview(null),
      inPreview('buyer@shelfmark.test'),
    ]) {
      const page = await client.content.page({ path: '/', preview: true });
      expect(page.preview).toBe(false);
      expect(page.components).toEqual(published.components);
      expect(page.components.map((c) => c.type)).not.toContain('Countdown Timer');
    }
  });

  it('CMS-01 an editor in a preview session who does not ask for preview gets the published page', async () => {
    const page = await inPreview(STAFF).content.page({ path: '/' });
    expect(page.preview).toBe(false);
    expect(page.components.map((c) => c.type)).not.toContain('Countdown Timer');
  });

  it('a page without a draft previews its published document', async () => {
    const page = await inPreview(STAFF).content.page({ path: '/privacy', preview: true });
    expect(page.preview).toBe(true);
    expect(page.components.map((c) => c.id)).toEqual(
      (await visitor.content.page({ path: '/privacy' })).components.map((c) => c.id),
    );
  });

  it('with SHELFMARK_CONTENT_PREVIEW=off preview is refused with 403 and the published page still answers', async () => {
    const site = await siteServer('shelfmark', { SHELFMARK_CONTENT_PREVIEW: 'off' });
    const refused = await site.get('/api/content/pages?path=/&preview=true');
    expect([refused.status, refused.body.message]).toEqual([403, 'Preview mode is not enabled on this server.']);
    expect((await site.get('/api/content/pages?path=/')).status).toBe(200);
  });
});
