import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  CAPTCHA_INVALID,
  CAPTCHA_REQUIRED,
  DEFAULT_IDENTITY_GROUPS,
  PRODUCT_STORE_ROLE,
  REGISTRATION_RECEIVED,
  SECOND_BRAND_STORE_ROLE,
  buildRegistrationBody,
  createLocalCaptchaChallenge,
  solveLocalCaptcha,
  type ApiClient,
  type RegistrationBody,
  type RegistrationFormValues,
} from '@shelfmark/api-client';
import { failure } from '../../api-client/contract/failure';
import type { CaptchaVerifier } from '../src/captcha/captchaVerifier';
import type { ServerContext } from '../src/context';
import { DEFAULT_RATE_LIMITS } from '../src/http/rateLimits';
import type { RegisterOutcome } from '../src/registration/registerUser';
import type { RegistrationNotice } from '../src/registration/registrationNotice';
import { installRouteSchemas } from '../src/http/validate';
import { registrationRoutes } from '../src/registration/registrationRoutes';
import { verifyCredentials } from '../src/users/userRepo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/** Seeded accounts (src/seed/generateUsers.ts): a ship-to of the first-brand buyer, and its bill-to. */
const CENTRAL = '1000101';
const OWN_BILL_TO = '2000100';
const PATH = '/api/public/users/registration';

let db: FreshDatabase;
/**
 * Registrations are rate limited per address (every request here comes from 127.0.0.1), counted in the
 * database for every server on it: each describe has a server of its own and starts the count afresh.
 */
const servers: TestServer[] = [];
const startServer = async () => {
  await db.database.query(sql`DELETE FROM rate_limit_hits`);
  const server = await startTestServer(db.database);
  servers.push(server);
  spies.add(vi.spyOn(server.app.log, 'info'));
  return server;
};

/** The registration emails the servers sent (logged: there is no mail), in order. */
const spies = new Set<MockInstance>();
const notices = () =>
  [...spies]
    .flatMap((spy) => spy.mock.calls)
    .map(([fields]) => fields as unknown as { event?: string; outcome: string; to: string })
    .filter((fields) => typeof fields === 'object' && fields?.event === 'registration')
    .map(({ outcome, to }) => [outcome, to] as const);
/**
 * A registration runs after its answer has been sent: waits, as the registrant waits for the email,
 * until `count` registrations of `to` have been completed, and answers what became of them.
 */
async function emailedTo(to: string, count = 1): Promise<string[]> {
  const outcomes = () =>
    notices()
      .filter(([, address]) => address === to)
      .map(([outcome]) => outcome);
  await vi.waitFor(() => expect(outcomes().length).toBeGreaterThanOrEqual(count), { timeout: 15_000, interval: 20 });
  return outcomes();
}

const form = (overrides: Partial<RegistrationFormValues> = {}): RegistrationFormValues => ({
  catalogSelection: PRODUCT_STORE_ROLE,
  accountNumber: CENTRAL,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@county-library.org',
  phone: '6175550123',
  ...overrides,
});
/** A token of the server's own captcha, solved as the browser widget solves it. */
async function solvedToken(api: ApiClient): Promise<string> {
  const challenge = await api.forms.captchaChallenge();
  if (challenge.provider !== 'altcha') throw new Error('expected the local captcha');
  return (await solveLocalCaptcha(challenge.challenge))!;
}
const withCaptcha = async (api: ApiClient, values: RegistrationFormValues): Promise<RegistrationBody> => ({
  ...buildRegistrationBody(values),
  recaptchaToken: await solvedToken(api),
});

const counts = async () =>
  (
    await db.database.query<{ users: number; identities: number; links: number }>(sql`
  SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM identity_registrations) AS identities,
         (SELECT count(*)::int FROM user_accounts) AS links`)
  )[0]!;

beforeAll(async () => {
  db = await freshDatabase();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await db?.cleanup();
});

describe('POST /api/public/users/registration', () => {
  let anon: ApiClient;
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    anon = server.clientFor(null);
  });

  it('REG-01 stores a PENDING user with the account it asked for, and its identity-provider record with the group of the email domain', async () => {
    const result = await anon.users.register(await withCaptcha(anon, form({ email: 'Ada@County-Library.org' })));
    expect(result).toEqual({ message: REGISTRATION_RECEIVED });
    expect(await emailedTo('ada@county-library.org')).toEqual(['created']);
    const [user] = await db.database.query<Record<string, unknown>>(sql`
      SELECT u.account_status, u.brand, u.roles, u.has_purchaser_rights, u.default_ship_to_account, u.work_phone,
             i.login, i.group_id, i.mobile_phone, i.catalog, i.status
      FROM users u JOIN identity_registrations i ON i.uid = u.uid WHERE u.uid = 'ada@county-library.org'`);
    expect(user).toEqual({
      account_status: 'PENDING',
      brand: 'shelfmark',
      roles: ['purchaser', PRODUCT_STORE_ROLE],
      has_purchaser_rights: false,
      default_ship_to_account: CENTRAL,
      work_phone: '6175550123',
      login: 'ada@county-library.org',
      group_id: DEFAULT_IDENTITY_GROUPS.defaultGroupId,
      mobile_phone: '6175550123',
      catalog: 'shelfmark',
      status: 'PENDING',
    });
  });

  it('REG-01 gives a Thorndike registration only the purchaser role, the second brand, and the QA group for a test domain', async () => {
    await anon.users.register(
      await withCaptcha(anon, form({ catalogSelection: SECOND_BRAND_STORE_ROLE, email: 'grace@qa.thorndike.test' })),
    );
    await emailedTo('grace@qa.thorndike.test');
    const [row] = await db.database.query<Record<string, unknown>>(sql`
      SELECT u.brand, u.roles, i.group_id FROM users u JOIN identity_registrations i USING (uid) WHERE uid = 'grace@qa.thorndike.test'`);
    expect(row).toEqual({ brand: 'thorndike', roles: ['purchaser'], group_id: DEFAULT_IDENTITY_GROUPS.qaGroupId });
    expect(SECOND_BRAND_STORE_ROLE).not.toBe(PRODUCT_STORE_ROLE);
  });

  it('REG-01 a registered user cannot sign in with any password yet, and their session and profile say PENDING', async () => {
    await anon.users.register(
      await withCaptcha(anon, form({ email: 'pending.reader@library.org', firstName: 'Pending' })),
    );
    await emailedTo('pending.reader@library.org');
    expect(await verifyCredentials(db.database.db, 'pending.reader@library.org', 'pending-activation')).toBeNull();
    expect(await verifyCredentials(db.database.db, 'pending.reader@library.org', '')).toBeNull();
    const client = server.clientFor('pending.reader@library.org');
    expect((await client.auth.session()).user).toMatchObject({ accountStatus: 'PENDING', hasPurchaserRights: false });
    expect(await client.users.profile({ userId: 'pending.reader@library.org' })).toMatchObject({
      firstName: 'Pending',
      defaultShipToAccount: CENTRAL,
      workPhone: '6175550123',
      defaultAddress: { cellphone: '6175550123' },
    });
  });

  it('REG-01 answers 400 naming the field for a bad body, a uid other than the email or a group of another domain, and writes nothing', async () => {
    const before = await counts();
    const body = buildRegistrationBody(form({ email: 'y@library.org' }));
    const phone = await failure(anon.users.register({ user: { ...body.user, workPhone: '' } }));
    expect([phone.status, phone.fieldErrors['user.workPhone']]).toEqual([400, 'Phone number is required']);
    const uid = await failure(anon.users.register({ user: { ...body.user, uid: 'someone.else@library.org' } }));
    expect(Object.keys(uid.fieldErrors)).toEqual(['user.uid']);
    const group = await failure(
      anon.users.register({
        user: { ...body.user, oktaUser: { ...body.user.oktaUser, groupIds: [DEFAULT_IDENTITY_GROUPS.qaGroupId] } },
      }),
    );
    expect(Object.keys(group.fieldErrors)).toEqual(['user.oktaUser.groupIds']);
    const roles = await failure(anon.users.register({ user: { ...body.user, roles: [PRODUCT_STORE_ROLE] } }));
    expect(Object.keys(roles.fieldErrors)).toEqual(['user.roles']);
    expect(await counts()).toEqual(before);
  });
});

describe('registration enumerates neither users nor accounts', () => {
  let server: TestServer;
  let anon: ApiClient;
  beforeAll(async () => {
    server = await startServer();
    anon = server.clientFor(null);
  });

  /** The raw answer a caller sees: status, content type and body bytes. */
  const post = async (body: RegistrationBody) => {
    const response = await fetch(`${server.baseUrl}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  };

  it('REG-01 answers an unknown account, a bill-to account and a registered email (any case) exactly as a new registration, creates nothing for them, and emails (logs) the real outcome to the address', async () => {
    const created = await post(await withCaptcha(anon, form({ email: 'new.reader@library.org' })));
    expect(created).toEqual({
      status: 202,
      type: expect.stringContaining('application/json'),
      body: JSON.stringify({ message: REGISTRATION_RECEIVED }),
    });
    expect(await emailedTo('new.reader@library.org')).toEqual(['created']);
    const before = await counts();
    const refused = [
      [form({ email: 'x1@library.org', accountNumber: '424242' }), 'x1@library.org', ['unknownAccount']],
      [form({ email: 'x2@library.org', accountNumber: OWN_BILL_TO }), 'x2@library.org', ['unknownAccount']],
      [form({ email: 'BUYER@SHELFMARK.TEST' }), 'buyer@shelfmark.test', ['alreadyExists']],
      [form({ email: 'New.Reader@Library.org' }), 'new.reader@library.org', ['created', 'alreadyExists']],
    ] as const;
    for (const [values, to, outcomes] of refused) {
      expect(await post(await withCaptcha(anon, values))).toEqual(created);
      expect(await emailedTo(to, outcomes.length)).toEqual(outcomes);
    }
    expect(await counts()).toEqual(before);
  });

  it('REG-01 two registrations of the same new email at once create one user, and both get the same answer', async () => {
    const values = form({ email: 'twice@library.org' });
    const answers = await Promise.all([post(await withCaptcha(anon, values)), post(await withCaptcha(anon, values))]);
    expect(answers[0]).toEqual({
      status: 202,
      type: expect.any(String),
      body: JSON.stringify({ message: REGISTRATION_RECEIVED }),
    });
    expect(answers[1]).toEqual(answers[0]);
    expect((await emailedTo('twice@library.org', 2)).sort()).toEqual(['alreadyExists', 'created']);
    const [row] = await db.database.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE uid = 'twice@library.org'`,
    );
    expect(row!.n).toBe(1);
  });

  it('REG-01 the answer does not wait for the registration: it is sent while the database work has not even finished, so its time tells nothing', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const emailed: RegistrationNotice[] = [];
    const app = Fastify({ logger: false });
    const captcha: CaptchaVerifier = {
      provider: 'altcha',
      siteKey: null,
      challenge: () => Promise.reject(new Error('unused')),
      verify: async () => true,
    };
    installRouteSchemas(app, { checkAnswers: true });
    const ctx = {} as ServerContext;
    const register = async (user: { email: string }): Promise<RegisterOutcome> => {
      await held;
      return { kind: 'created', uid: user.email };
    };
    await registrationRoutes(app, ctx, {
      captcha,
      register,
      notify: (notice) => {
        emailed.push(notice);
      },
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: PATH,
        payload: { ...buildRegistrationBody(form({ email: 'slow@library.org' })), recaptchaToken: 'accepted' },
      });
      expect([response.statusCode, response.json()]).toEqual([202, { message: REGISTRATION_RECEIVED }]);
      expect(emailed).toEqual([]);
      release();
      await vi.waitFor(() => expect(emailed.map((n) => [n.outcome, n.to])).toEqual([['created', 'slow@library.org']]));
    } finally {
      release();
      await app.close();
    }
  });
});

describe('registration needs the captcha (FORM-02)', () => {
  let anon: ApiClient;
  beforeAll(async () => {
    anon = (await startServer()).clientFor(null);
  });

  it('REG-01 refuses a registration without a token, with a wrong or forged one, and a token used twice — 400 naming recaptchaToken, nothing written', async () => {
    const before = await counts();
    const missing = await failure(anon.users.register(buildRegistrationBody(form({ email: 'bot1@library.org' }))));
    expect([missing.status, missing.fieldErrors]).toEqual([400, { recaptchaToken: CAPTCHA_REQUIRED }]);
    const forged = (await solveLocalCaptcha(await createLocalCaptchaChallenge({ secret: 'not-the-server-secret' })))!;
    for (const wrong of ['garbage', forged]) {
      const error = await failure(
        anon.users.register({ ...buildRegistrationBody(form({ email: 'bot2@library.org' })), recaptchaToken: wrong }),
      );
      expect([error.status, error.fieldErrors]).toEqual([400, { recaptchaToken: CAPTCHA_INVALID }]);
    }
    expect(await counts()).toEqual(before);

    const body = await withCaptcha(anon, form({ email: 'human@library.org' }));
    await anon.users.register(body);
    const replayed = await failure(
      anon.users.register({
        ...buildRegistrationBody(form({ email: 'bot3@library.org' })),
        recaptchaToken: body.recaptchaToken,
      }),
    );
    expect([replayed.status, replayed.fieldErrors]).toEqual([400, { recaptchaToken: CAPTCHA_INVALID }]);
    const [row] = await db.database.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE uid LIKE 'bot%@library.org'`,
    );
    expect(row!.n).toBe(0);
  });
});

describe('a pending registration reaches nothing of the account it names', () => {
  let server: TestServer;
  const UID = 'stranger@elsewhere.org';
  beforeAll(async () => {
    server = await startServer();
    const anon = server.clientFor(null);
    await anon.users.register(await withCaptcha(anon, form({ email: UID })));
    expect(await emailedTo(UID)).toEqual(['created']);
  });

  it("REG-01 a stranger who registers with someone else's account number gets no link to it: no accounts, orders, account prices or carts on it", async () => {
    const stranger = server.clientFor(UID);
    const [link] = await db.database.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM user_accounts WHERE user_uid = ${UID}`,
    );
    expect(link!.n).toBe(0);
    expect((await stranger.auth.session()).user).toMatchObject({ accountStatus: 'PENDING', orgUnit: null });
    expect(await stranger.users.accounts({ userId: UID })).toMatchObject({
      shipToAccount: null,
      shipToAccounts: [],
      customerDefaultShipToAccount: null,
    });
    expect(
      (await failure(stranger.orders.list({ billToAccountNumber: CENTRAL, shipToAccountNumber: CENTRAL }))).status,
    ).toBe(403);
    const [book] = await db.database.query<{ isbn13: string }>(
      sql`SELECT isbn13 FROM products WHERE is_ecommerce AND price IS NOT NULL ORDER BY isbn13 LIMIT 1`,
    );
    expect(
      (
        await failure(
          stranger.products.priceAndAvailability({ productCode: book!.isbn13, accountNumber: CENTRAL, quantity: 1 }),
        )
      ).status,
    ).toBe(404);
    expect((await stranger.carts.create({ userId: UID })).shipToAccountNumber ?? null).toBeNull();
  });
});

describe('registration is rate limited per address', () => {
  const rule = DEFAULT_RATE_LIMITS.find((r) => r.id === 'registration')!;

  it('REG-01 past its limit a registration answers 429 with Retry-After and creates nothing, even with a solved captcha', async () => {
    const server = await startServer();
    const anon = server.clientFor(null);
    const bad = buildRegistrationBody(form({ email: 'flood@library.org', phone: '' }));
    for (let i = 0; i < rule.max; i += 1) expect((await failure(anon.users.register(bad))).status).toBe(400);
    const response = await fetch(`${server.baseUrl}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await withCaptcha(anon, form({ email: 'flood@library.org' }))),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await response.json()).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many registrations\. Please wait \d+ seconds and try again\.$/),
    });
    const [row] = await db.database.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE uid = 'flood@library.org'`,
    );
    expect(row!.n).toBe(0);
  });
});
