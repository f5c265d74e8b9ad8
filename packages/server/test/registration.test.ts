import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_NOT_FOUND, DEFAULT_IDENTITY_GROUPS, ERROR_TYPES, PRODUCT_STORE_ROLE, SECOND_BRAND_STORE_ROLE, buildRegistrationBody,
  type ApiClient, type RegistrationFormValues,
} from '@shelfmark/api-client';
import { failure } from '../../api-client/contract/failure';
import { verifyCredentials } from '../src/users/userRepo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/** Seeded accounts (src/seed/generateUsers.ts): a ship-to of the first-brand buyer, and its bill-to. */
const CENTRAL = '1000101';
const OWN_BILL_TO = '2000100';

let db: FreshDatabase;
let server: TestServer;
let anon: ApiClient;

const form = (overrides: Partial<RegistrationFormValues> = {}): RegistrationFormValues => ({
  catalogSelection: PRODUCT_STORE_ROLE, accountNumber: CENTRAL, firstName: 'Ada', lastName: 'Lovelace',
  email: 'ada@county-library.org', phone: '6175550123', ...overrides,
});
const counts = async () => (await db.database.query<{ users: number; identities: number; links: number }>(sql`
  SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM identity_registrations) AS identities,
         (SELECT count(*)::int FROM user_accounts) AS links`))[0]!;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  anon = server.clientFor(null);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

describe('POST /api/public/users/registration', () => {
  it('REG-01 stores a PENDING user linked to the account, and its identity-provider record with the group of the email domain', async () => {
    const result = await anon.users.register(buildRegistrationBody(form({ email: 'Ada@County-Library.org' })));
    expect(result).toEqual({ uid: 'ada@county-library.org', accountStatus: 'PENDING' });
    const [user] = await db.database.query<Record<string, unknown>>(sql`
      SELECT u.account_status, u.brand, u.roles, u.has_purchaser_rights, u.default_ship_to_account, u.work_phone,
             i.login, i.group_id, i.mobile_phone, i.catalog, i.status, ua.account_number AS linked
      FROM users u JOIN identity_registrations i ON i.uid = u.uid JOIN user_accounts ua ON ua.user_uid = u.uid
      WHERE u.uid = 'ada@county-library.org'`);
    expect(user).toEqual({
      account_status: 'PENDING', brand: 'shelfmark', roles: ['purchaser', PRODUCT_STORE_ROLE], has_purchaser_rights: false,
      default_ship_to_account: CENTRAL, work_phone: '6175550123', login: 'ada@county-library.org',
      group_id: DEFAULT_IDENTITY_GROUPS.defaultGroupId, mobile_phone: '6175550123', catalog: 'shelfmark', status: 'PENDING', linked: CENTRAL,
    });
  });

  it('REG-01 gives a Thorndike registration only the purchaser role, the second brand, and the QA group for a test domain', async () => {
    await anon.users.register(buildRegistrationBody(form({ catalogSelection: SECOND_BRAND_STORE_ROLE, email: 'grace@qa.thorndike.test' })));
    const [row] = await db.database.query<Record<string, unknown>>(sql`
      SELECT u.brand, u.roles, i.group_id FROM users u JOIN identity_registrations i USING (uid) WHERE uid = 'grace@qa.thorndike.test'`);
    expect(row).toEqual({ brand: 'thorndike', roles: ['purchaser'], group_id: DEFAULT_IDENTITY_GROUPS.qaGroupId });
    expect(SECOND_BRAND_STORE_ROLE).not.toBe(PRODUCT_STORE_ROLE);
  });

  it('REG-01 a registered user cannot sign in with any password yet, and their session and profile say PENDING', async () => {
    await anon.users.register(buildRegistrationBody(form({ email: 'pending.reader@library.org', firstName: 'Pending' })));
    expect(await verifyCredentials(db.database.db, 'pending.reader@library.org', 'pending-activation')).toBeNull();
    expect(await verifyCredentials(db.database.db, 'pending.reader@library.org', '')).toBeNull();
    const client = server.clientFor('pending.reader@library.org');
    expect((await client.auth.session()).user).toMatchObject({ accountStatus: 'PENDING', hasPurchaserRights: false });
    expect(await client.users.profile({ userId: 'pending.reader@library.org' })).toMatchObject({
      firstName: 'Pending', defaultShipToAccount: CENTRAL, workPhone: '6175550123', defaultAddress: { cellphone: '6175550123' },
    });
  });

  it.each([
    ['an unknown account number', form({ email: 'x1@library.org', accountNumber: '424242' }), 404, ERROR_TYPES.notFound],
    ['a bill-to account number', form({ email: 'x2@library.org', accountNumber: OWN_BILL_TO }), 404, ERROR_TYPES.notFound],
    ['a seeded email in upper case', form({ email: 'BUYER@SHELFMARK.TEST' }), 409, ERROR_TYPES.alreadyExists],
  ])('REG-01 refuses %s and writes nothing', async (_what, values, status, type) => {
    const before = await counts();
    const error = await failure(anon.users.register(buildRegistrationBody(values)));
    expect([error.status, error.errorList[0]?.type]).toEqual([status, type]);
    if (type === ERROR_TYPES.notFound) expect(error.errorList[0]?.message).toBe(ACCOUNT_NOT_FOUND);
    expect(await counts()).toEqual(before);
  });

  it('REG-01 answers 400 naming the field for a bad body, a uid other than the email or a group of another domain, and writes nothing', async () => {
    const before = await counts();
    const body = buildRegistrationBody(form({ email: 'y@library.org' }));
    const phone = await failure(anon.users.register({ user: { ...body.user, workPhone: '' } }));
    expect([phone.status, phone.fieldErrors['user.workPhone']]).toEqual([400, 'Phone number is required']);
    const uid = await failure(anon.users.register({ user: { ...body.user, uid: 'someone.else@library.org' } }));
    expect(Object.keys(uid.fieldErrors)).toEqual(['user.uid']);
    const group = await failure(anon.users.register({ user: { ...body.user, oktaUser: { ...body.user.oktaUser, groupIds: [DEFAULT_IDENTITY_GROUPS.qaGroupId] } } }));
    expect(Object.keys(group.fieldErrors)).toEqual(['user.oktaUser.groupIds']);
    const roles = await failure(anon.users.register({ user: { ...body.user, roles: [PRODUCT_STORE_ROLE] } }));
    expect(Object.keys(roles.fieldErrors)).toEqual(['user.roles']);
    expect(await counts()).toEqual(before);
  });
});
