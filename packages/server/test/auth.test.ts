import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, sessionSchema } from '@shelfmark/api-client';
import { signInAs } from '../src/auth/testing';
import { DEMO_PASSWORD, DEMO_TITLE } from '../src/seed/demo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startOidcServer } from './helpers/testServer';

let db: FreshDatabase;
let server: Awaited<ReturnType<typeof startOidcServer>>;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startOidcServer(db.database);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

describe('AUTH-01 federated sign-in wired to the seeded users', () => {
  it('signs the first-brand buyer in through the local provider and uses the cart with the session', async () => {
    const signedIn = await signInAs(server.baseUrl, 'buyer@shelfmark.test', DEMO_PASSWORD);
    const api = createApiClient({ baseUrl: server.baseUrl, fetch: signedIn.fetch });
    const session = sessionSchema.parse(await api.auth.session());
    expect(session.user).toMatchObject({
      uid: 'buyer@shelfmark.test',
      firstName: 'Brooke',
      hasPurchaserRights: true,
      isShelfmarkUser: true,
    });

    const cart = await api.carts.get({ userId: 'buyer@shelfmark.test' });
    const added = await api.carts.addEntries({
      userId: 'buyer@shelfmark.test',
      cartId: cart.code,
      orderEntries: [{ product: { code: DEMO_TITLE.code }, quantity: 2 }],
    });
    expect(added.bulkCartModificationList[0]!.cartModification!.quantity).toBe(2);
    expect((await api.carts.get({ userId: 'buyer@shelfmark.test' })).totalUnitCount).toBe(2);
  });

  it('refuses a wrong password', async () => {
    await expect(signInAs(server.baseUrl, 'buyer@shelfmark.test', 'not the password')).rejects.toThrow();
  });

  it('answers 401 to a cart call without the session cookie', async () => {
    const error = await createApiClient({ baseUrl: server.baseUrl })
      .carts.get({ userId: 'buyer@shelfmark.test' })
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
  });
});

describe('AUTH-01 sign-out only by opening the sign-out link', () => {
  it('an <img src="/api/auth/federated-logout"> on a page does not sign the viewer out', async () => {
    const signedIn = await signInAs(server.baseUrl, 'buyer@shelfmark.test', DEMO_PASSWORD);
    const image = await signedIn.fetch('/api/auth/federated-logout?return=/', {
      headers: { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    });
    expect(image.status).toBe(403);
    expect(await image.json()).toMatchObject({ status: 403, code: 'CSRF' });
    const session = sessionSchema.parse(await (await signedIn.fetch('/api/auth/session')).json());
    expect(session.user?.uid).toBe('buyer@shelfmark.test');
  });
});
