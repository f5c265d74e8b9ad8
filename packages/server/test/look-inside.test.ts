import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@shelfmark/api-client';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '../src/seed/demo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

let db: FreshDatabase;
let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  api = server.clientFor(null);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

const get = (path: string) => fetch(`${server.baseUrl}${path}`);

describe('PDP-01 Look Inside', () => {
  it('the demo titles carry their cover and contents page, and both addresses answer an image', async () => {
    for (const { isbn13 } of [DEMO_TITLE, DEMO_TITLE_THORNDIKE]) {
      const product = await api.products.byCode({ productCode: isbn13 });
      expect(product.lookInside, isbn13).toEqual([
        { title: 'Cover', url: `/images/covers/${isbn13}.svg?w=600` },
        { title: 'Contents', url: `/images/look-inside/${isbn13}-contents.svg` },
      ]);
      for (const { url } of product.lookInside!) {
        const answer = await get(url);
        expect(answer.status, url).toBe(200);
        expect(answer.headers.get('content-type'), url).toContain('image/svg+xml');
      }
    }
    const contents = await (await get(`/images/look-inside/${DEMO_TITLE.isbn13}-contents.svg`)).text();
    expect(contents).toContain('Contents');
    expect(contents).toContain('Fog Signals');
  });

  it('about a third of the books have it, and no bundle or non-ecommerce product does', async () => {
    const [counts] = await db.database.query<{ books: number; inside: number; others: number }>(sql`
      SELECT count(*) FILTER (WHERE media_type IN ('print', 'eBook') AND binding_format IS DISTINCT FROM 'Bundle')::int AS books,
             count(*) FILTER (WHERE media_type IN ('print', 'eBook') AND binding_format IS DISTINCT FROM 'Bundle' AND jsonb_array_length(look_inside) > 0)::int AS inside,
             count(*) FILTER (WHERE (binding_format = 'Bundle' OR NOT is_ecommerce) AND jsonb_array_length(look_inside) > 0)::int AS others
      FROM products`);
    expect(counts!.inside / counts!.books).toBeGreaterThan(0.25);
    expect(counts!.inside / counts!.books).toBeLessThan(0.45);
    expect(counts!.others).toBe(0);
  });

  it('a contents page of a book without a table of contents, or of no book, is 404', async () => {
    const [noToc] = await db.database.query<{ isbn13: string }>(
      sql`SELECT isbn13 FROM products WHERE table_of_content IS NULL LIMIT 1`,
    );
    expect((await get(`/images/look-inside/${noToc!.isbn13}-contents.svg`)).status).toBe(404);
    expect((await get('/images/look-inside/9780000000003-contents.svg')).status).toBe(404);
    expect((await get('/images/look-inside/nothing.svg')).status).toBe(404);
  });
});
