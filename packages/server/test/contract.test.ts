import { sql } from 'drizzle-orm';
import { completeIsbn13, createApiClient, type ApiClient } from '@shelfmark/api-client';
import { defineContractSuite } from '../../api-client/contract/cases';
import { signInAs } from '../src/auth/testing';
import { DEMO_PASSWORD, DEMO_TITLE } from '../src/seed/demo';
import { freshDatabase } from './helpers/testDatabase';
import { startOidcServer } from './helpers/testServer';

/**
 * Marks every call's promise as observed as soon as it is made. Some cases start several failing
 * calls before awaiting them one by one; against a real server the later ones reject before they
 * are awaited, which vitest reports as unhandled rejections. Callers still get the rejection.
 */
function observed(client: ApiClient): ApiClient {
  const wrap = (target: object): object =>
    new Proxy(target, {
      get(obj, key) {
        const value = Reflect.get(obj, key) as unknown;
        if (typeof value === 'function') {
          return (...args: unknown[]) => {
            const result = (value as (...a: unknown[]) => unknown).apply(obj, args);
            if (result instanceof Promise) result.catch(() => undefined);
            return result;
          };
        }
        return value !== null && typeof value === 'object' ? wrap(value) : value;
      },
    });
  return wrap(client) as ApiClient;
}

/**
 * The contract suite of @shelfmark/api-client against a real listening server on a fresh seeded
 * database; every signed-in client goes through the real federated sign-in.
 */
defineContractSuite('reference server', async () => {
  const db = await freshDatabase();
  const server = await startOidcServer(db.database);
  const pick = async (where: ReturnType<typeof sql>) =>
    (await db.database.query<{ isbn13: string }>(sql`SELECT isbn13 FROM products WHERE ${where} ORDER BY isbn13 LIMIT 1`))[0]!.isbn13;
  return {
    async asUser(uid) {
      const session = await signInAs(server.baseUrl, uid, DEMO_PASSWORD);
      return observed(createApiClient({ baseUrl: server.baseUrl, fetch: session.fetch }));
    },
    anonymous: () => observed(createApiClient({ baseUrl: server.baseUrl })),
    knownIsbns: {
      inStock: DEMO_TITLE.isbn13,
      lowStock: await pick(sql`media_type = 'print' AND is_purchasable AND is_ecommerce AND stock_level BETWEEN 1 AND 50 AND brand = 'shelfmark'`),
      notPurchasable: await pick(sql`NOT is_ecommerce`),
      unknown: completeIsbn13('979899999999'),
    },
    async teardown() {
      await server.close();
      await db.cleanup();
    },
  };
});
