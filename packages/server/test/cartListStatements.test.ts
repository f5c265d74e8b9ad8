import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT } from '@shelfmark/api-client/schemas';
import { createCartService } from '../src/carts/cartService';
import * as schema from '../src/db/schema';
import type { Db } from '../src/db/types';
import { DEMO_TITLE } from '../src/seed/demo';
import { createSiteConfig } from '../src/site/siteConfig';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';

/**
 * WISH-01 The list of a user's carts and wish lists is priced at once: the statements it runs do not
 * grow with the number of carts (it ran nine more per cart: each cart's lines, products, discount,
 * owner and charges apart).
 */
const BUYER = 'buyer@shelfmark.test';

let db: FreshDatabase;
let statements = 0;
let counted: Db;

beforeAll(async () => {
  db = await freshDatabase();
  const logger = { logQuery: () => void (statements += 1) };
  const client = (db.database.db as unknown as { $client: unknown }).$client;
  counted = (db.database.driver === 'postgres'
    ? drizzlePg({ client: client as Pool, schema, logger })
    : drizzlePglite({ client: client as PGlite, schema, logger })) as unknown as Db;
});

afterAll(async () => {
  await db?.cleanup();
});

describe('listing carts', () => {
  it('WISH-01 runs the same statements for six carts with lines as for one', async () => {
    const site = createSiteConfig(PRODUCT, { video: { provider: 'local' }, cms: { editUrlTemplate: null } });
    const carts = createCartService(counted, {
      currency: site.currency,
      maxProductQuantity: site.maxProductQuantity,
      site,
    });
    const listed = async () => {
      statements = 0;
      const list = await carts.list(BUYER, false);
      return { carts: list.length, statements };
    };
    const current = await carts.current(BUYER);
    await carts.addEntries(BUYER, current.code, [{ product: { code: DEMO_TITLE.code }, quantity: 1 }]);
    const one = await listed();

    for (let i = 0; i < 5; i += 1) {
      const cart = await carts.create(BUYER);
      await carts.addEntries(BUYER, cart.code, [{ product: { code: DEMO_TITLE.code }, quantity: i + 1 }]);
      await carts.name(BUYER, cart.code, `List ${i}`);
    }
    const six = await listed();

    expect(six.carts).toBe(one.carts + 5);
    expect(six.statements).toBe(one.statements);
  });
});
