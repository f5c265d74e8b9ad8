import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_FOUND, type ApiClient } from '@shelfmark/api-client';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { failure } from '../../api-client/contract/failure';

const BUYER = 'buyer@shelfmark.test';
/** The seeded first-brand buyer's accounts (src/seed/generateUsers.ts). */
const CENTRAL = '1000101';
const EAST = '1000102';
const BOOKMOBILE_INACTIVE = '1000104';
const OWN_BILL_TO = '2000100';
const OTHER_USERS_SHIP_TO = '1000200';
const OTHER_USERS_BILL_TO = '2000200';

let db: FreshDatabase;
let server: TestServer;
let buyer: ApiClient;

type UserAccounts = { current: string | null; def: string | null; bill: string | null };
const stored = async (): Promise<UserAccounts> =>
  (
    await db.database.query<UserAccounts>(sql`
    SELECT current_ship_to_account AS current, default_ship_to_account AS def, default_bill_to_account AS bill
    FROM users WHERE uid = ${BUYER}`)
  )[0]!;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  buyer = server.clientFor(BUYER);
});

beforeEach(async () => {
  await db.database.query(sql`
    UPDATE users SET current_ship_to_account = ${CENTRAL}, default_ship_to_account = ${CENTRAL}, default_bill_to_account = ${OWN_BILL_TO}
    WHERE uid = ${BUYER}`);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

describe('ship-to switching (PATCH /api/carts/accounts)', () => {
  it('ACCT-02 stores the new current ship-to, keeps the default, and carts opened later use it', async () => {
    const cart = await buyer.carts.create({ userId: BUYER });
    const switched = await buyer.carts.changeAccount({ userId: BUYER, shipToAccountNumber: EAST });
    expect([switched.code, switched.shipToAccountNumber]).toEqual([cart.code, EAST]);
    expect(await stored()).toEqual({ current: EAST, def: CENTRAL, bill: OWN_BILL_TO });
    expect((await buyer.carts.create({ userId: BUYER })).shipToAccountNumber).toBe(EAST);
    expect((await buyer.auth.session()).user?.defaultShipToAccount).toBe(EAST);
  });

  it.each([
    ['an inactive account of the user', BOOKMOBILE_INACTIVE],
    ["another user's ship-to account", OTHER_USERS_SHIP_TO],
    ['a bill-to account of the user', OWN_BILL_TO],
  ])('ACCT-02 refuses %s with 400 naming shipToAccountNumber, and changes nothing', async (_what, account) => {
    const cart = await buyer.carts.create({ userId: BUYER });
    const error = await failure(buyer.carts.changeAccount({ userId: BUYER, shipToAccountNumber: account }));
    expect([error.status, error.message, error.fieldErrors]).toEqual([
      400,
      `shipToAccountNumber: ${ACCOUNT_NOT_FOUND}`,
      { shipToAccountNumber: ACCOUNT_NOT_FOUND },
    ]);
    expect(await stored()).toEqual({ current: CENTRAL, def: CENTRAL, bill: OWN_BILL_TO });
    expect((await buyer.carts.get({ userId: BUYER })).shipToAccountNumber).toBe(cart.shipToAccountNumber);
  });
});

describe('default accounts (PATCH /api/users/accounts/default)', () => {
  it('CHK-06 stores the default and current ship-to and the bill-to, and answers the accounts', async () => {
    const answer = await buyer.users.updateDefaultAccounts({
      userId: BUYER,
      shipToAccountNumber: EAST,
      billToAccountNumber: OWN_BILL_TO,
    });
    expect(answer.shipToAccount?.accountNumber).toBe(EAST);
    expect(answer.customerDefaultShipToAccount?.name).toBe('Riverbend East Branch');
    expect(await stored()).toEqual({ current: EAST, def: EAST, bill: OWN_BILL_TO });
  });

  it("refuses another user's bill-to with 400 naming billToAccountNumber, and changes nothing", async () => {
    const error = await failure(
      buyer.users.updateDefaultAccounts({
        userId: BUYER,
        shipToAccountNumber: EAST,
        billToAccountNumber: OTHER_USERS_BILL_TO,
      }),
    );
    expect([error.status, error.fieldErrors]).toEqual([400, { billToAccountNumber: ACCOUNT_NOT_FOUND }]);
    expect(await stored()).toEqual({ current: CENTRAL, def: CENTRAL, bill: OWN_BILL_TO });
  });

  it("refuses a request in another user's name with 403, and refuses a missing ship-to with 400", async () => {
    const other = server.clientFor('buyer@thorndike.test');
    expect(
      (await failure(other.users.updateDefaultAccounts({ userId: BUYER, shipToAccountNumber: EAST }))).status,
    ).toBe(403);
    const missing = await failure(buyer.users.updateDefaultAccounts({ userId: BUYER } as never));
    expect([missing.status, Object.keys(missing.fieldErrors)]).toEqual([400, ['shipToAccountNumber']]);
    expect(await stored()).toEqual({ current: CENTRAL, def: CENTRAL, bill: OWN_BILL_TO });
  });
});
