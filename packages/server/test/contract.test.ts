import { sql } from 'drizzle-orm';
import { completeIsbn13, createApiClient } from '@shelfmark/api-client';
import { defineContractSuite } from '../../api-client/contract/cases';
import { signInAs } from '../src/auth/testing';
import { DEFAULT_RATE_LIMITS } from '../src/http/rateLimits';
import { DEMO_PASSWORD, DEMO_TITLE } from '../src/seed/demo';
import { freshDatabase } from './helpers/testDatabase';
import { startOidcServer } from './helpers/testServer';

/**
 * The contract suite of @shelfmark/api-client against a real listening server on a fresh seeded
 * database; every signed-in client goes through the real federated sign-in.
 */
defineContractSuite('reference server', async () => {
  const db = await freshDatabase();
  // The suite signs in more demo users a minute than one person would (each sign-in is three counted requests): the
  // sign-in limit, proven in security/rateLimits.test.ts, would refuse the later domains' sign-ins with a 429.
  const server = await startOidcServer(db.database, {
    rateLimits: DEFAULT_RATE_LIMITS.map((rule) => (rule.id === 'sign-in' ? { ...rule, max: 1_000 } : rule)),
  });
  const pick = async (where: ReturnType<typeof sql>) =>
    (
      await db.database.query<{ isbn13: string }>(
        sql`SELECT isbn13 FROM products WHERE ${where} ORDER BY isbn13 LIMIT 1`,
      )
    )[0]!.isbn13;
  return {
    async asUser(uid) {
      const session = await signInAs(server.baseUrl, uid, DEMO_PASSWORD);
      return createApiClient({ baseUrl: server.baseUrl, fetch: session.fetch });
    },
    async inPreview(uid) {
      const session = await signInAs(server.baseUrl, uid, DEMO_PASSWORD);
      // The browser follows the preview entry; a cookie it sets is sent from then on (none for a non-editor).
      const entry = await fetch(`${server.baseUrl}/api/content/preview?return=%2F`, {
        headers: { cookie: session.cookie },
        redirect: 'manual',
      });
      const preview = entry.headers
        .getSetCookie()
        .map((c) => c.split(';', 1)[0]!)
        .join('; ');
      const cookie = [session.cookie, preview].filter(Boolean).join('; ');
      const withPreview: typeof fetch = (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('cookie', cookie);
        headers.set('x-csrf-token', session.csrfToken);
        return fetch(typeof input === 'string' && input.startsWith('/') ? new URL(input, server.baseUrl) : input, {
          ...init,
          headers,
        });
      };
      return createApiClient({ baseUrl: server.baseUrl, fetch: withPreview });
    },
    anonymous: () => createApiClient({ baseUrl: server.baseUrl }),
    storeOrigin: server.baseUrl,
    knownIsbns: {
      inStock: DEMO_TITLE.isbn13,
      lowStock: await pick(
        sql`media_type = 'print' AND is_purchasable AND is_ecommerce AND grade_levels <@ '["Higher Education"]'::jsonb AND stock_level BETWEEN 1 AND 50 AND brand = 'shelfmark'`,
      ),
      notPurchasable: await pick(sql`NOT is_ecommerce`),
      repOnly: await pick(
        sql`media_type = 'print' AND is_purchasable AND is_ecommerce AND brand = 'shelfmark' AND NOT grade_levels <@ '["Higher Education"]'::jsonb`,
      ),
      outOfPrint: await pick(sql`publication_status = 'Out of Print' AND is_ecommerce AND brand = 'shelfmark'`),
      unknown: completeIsbn13('979899999999'),
    },
    async teardown() {
      await server.close();
      await db.cleanup();
    },
  };
});
