import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_INVALID,
  CAPTCHA_REQUIRED,
  createLocalCaptchaChallenge,
  solveLocalCaptcha,
  type ApiClient,
  type SubmitFormBody,
} from '@shelfmark/api-client';
import { failure } from '../../api-client/contract/failure';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

let db: FreshDatabase;
let server: TestServer;
/** The visitor's client of the server the current block uses. */
let visitor: ApiClient;
let buyer: ApiClient;
const BUYER = 'buyer@shelfmark.test';

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  visitor = server.clientFor(null);
  buyer = server.clientFor(BUYER);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

const submissions = async () =>
  db.database.query<{
    form_id: string;
    field_values: Record<string, unknown>;
    user_uid: string | null;
    form_target: string | null;
    site: string;
  }>(sql`SELECT form_id, field_values, user_uid, form_target, site FROM form_submissions ORDER BY created_at, id`);

/** A token for the server's captcha, solved the way the browser widget does. */
async function solvedToken(): Promise<string> {
  const challenge = await visitor.forms.captchaChallenge();
  if (challenge.provider !== 'altcha') throw new Error('expected the local captcha');
  return (await solveLocalCaptcha(challenge.challenge))!;
}

/** A valid contact-us submission (the seeded form: src/seed/content/contentForms.ts). */
type FormBody = { formId: string } & Record<string, string | string[] | boolean>;
const contact = (extra: Record<string, unknown> = {}): FormBody =>
  ({
    formId: 'contact-us',
    reCaptchaEnabled: true,
    fullName: 'Morgan Reed',
    email: 'morgan@riverside.example',
    topic: 'orders',
    orderNumber: '4100001',
    callBackOn: '24/12/2026',
    interests: ['large-print'],
    consent: true,
    source: 'storefront',
    customerType: 'library',
    ...extra,
  }) as FormBody;

describe('POST /api/submit-form — the stored definition decides (FORM-01)', () => {
  it('FORM-01 stores a valid submission with the values of its visible fields and answers the confirmation URL', async () => {
    const before = (await submissions()).length;
    const result = await visitor.forms.submit({ ...contact(), recaptchaToken: await solvedToken() });
    expect(result).toMatchObject({
      ok: true,
      submissionId: expect.stringMatching(/^FORM-/),
      confirmationUrl: '/contact/thank-you',
    });
    const rows = await submissions();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({
      form_id: 'contact-us',
      form_target: 'customer-service',
      site: 'shelfmark',
      user_uid: null,
      field_values: {
        fullName: 'Morgan Reed',
        email: 'morgan@riverside.example',
        customerType: 'library',
        topic: 'orders',
        orderNumber: '4100001',
        callBackOn: '24/12/2026',
        interests: ['large-print'],
        consent: true,
        source: 'storefront',
      },
    });
  });

  it('FORM-01 drops a conditional field whose condition does not hold, even when the browser sends it', async () => {
    await visitor.forms.submit({
      ...contact({ topic: 'trial', orderNumber: '4100001', details: 'sent anyway' }),
      recaptchaToken: await solvedToken(),
    });
    const stored = (await submissions()).at(-1)!.field_values;
    expect(stored).toMatchObject({ topic: 'trial' });
    expect(stored).not.toHaveProperty('orderNumber');
    expect(stored).not.toHaveProperty('details');
  });

  it('FORM-01 a conditional field is required and checked only while it is shown', async () => {
    const error = await failure(
      visitor.forms.submit({ ...contact({ topic: 'other' }), recaptchaToken: await solvedToken() }),
    );
    expect([error.status, error.fieldErrors]).toEqual([400, { details: 'Details is required' }]);
    const badOrder = await failure(
      visitor.forms.submit({ ...contact({ orderNumber: '12' }), recaptchaToken: await solvedToken() }),
    );
    expect(badOrder.fieldErrors).toEqual({ orderNumber: 'Invalid Order number' });
  });

  it.each([
    ['a missing mandatory text', { fullName: '  ' }, { fullName: 'Full name is required' }],
    [
      'an unticked mandatory checkbox',
      { consent: false },
      { consent: 'I agree to be contacted about this request is required' },
    ],
    ['an email that fails the regExp', { email: 'not-an-email' }, { email: 'Invalid Email' }],
    ['a dropdown value that is not an option', { topic: 'refund' }, { topic: 'Invalid Topic' }],
    ['a radio value that is not an option', { customerType: 'bookshop' }, { customerType: 'Invalid I am' }],
    [
      'a checkbox not among the options',
      { interests: ['large-print', 'comics'] },
      { interests: 'Invalid Send me news about' },
    ],
    ['a date not in dd/MM/yyyy', { callBackOn: '2026-12-24' }, { callBackOn: 'Invalid Call me back on' }],
    ['a date that does not exist', { callBackOn: '31/02/2026' }, { callBackOn: 'Invalid Call me back on' }],
    ['a list where a text is expected', { fullName: ['Morgan'] }, { fullName: 'Invalid Full name' }],
    [
      'a field the form does not define',
      { favouriteColour: 'teal' },
      { favouriteColour: 'favouriteColour is not a field of this form' },
    ],
  ])('FORM-01 refuses %s with 400 and fieldErrors, storing nothing', async (_what, extra, fieldErrors) => {
    const before = (await submissions()).length;
    const error = await failure(visitor.forms.submit({ ...contact(extra), recaptchaToken: await solvedToken() }));
    expect([error.status, error.code, error.fieldErrors]).toEqual([400, 'VALIDATION', fieldErrors]);
    expect(error.message).toContain(Object.keys(fieldErrors)[0]);
    expect(await submissions()).toHaveLength(before);
  });

  it('answers 404 for a form that does not exist and 400 naming formId when it is missing', async () => {
    expect((await failure(visitor.forms.submit({ formId: 'no-such-form' }))).status).toBe(404);
    const missing = await failure(visitor.forms.submit({ fullName: 'x' } as unknown as SubmitFormBody));
    expect([missing.status, Object.keys(missing.fieldErrors ?? {})]).toEqual([400, ['formId']]);
  });

  it('FORM-01 a stored form whose definition is broken answers 409 saying the form is unavailable, and stores nothing', async () => {
    await db.database.query(
      sql`INSERT INTO content_forms (form_id, settings) VALUES ('broken-form', '{"formId":"broken-form","fields":"not a list"}')`,
    );
    try {
      const before = (await submissions()).length;
      const error = await failure(visitor.forms.submit({ formId: 'broken-form', fullName: 'Morgan' }));
      expect([error.status, error.message]).toEqual([
        409,
        'This form cannot take submissions now: its definition is not valid.',
      ]);
      expect(await submissions()).toHaveLength(before);
    } finally {
      await db.database.query(sql`DELETE FROM content_forms WHERE form_id = 'broken-form'`);
    }
  });

  it('a form without the captcha submits without a token and records the signed-in user', async () => {
    const result = await buyer.forms.submit({
      formId: 'request-trial',
      institution: 'Riverside Public Library',
      email: 'morgan@riverside.example',
      product: 'database',
    });
    expect(result.confirmationUrl).toBeNull();
    expect((await submissions()).at(-1)).toMatchObject({
      form_id: 'request-trial',
      user_uid: BUYER,
      form_target: 'sales',
    });
  });
});

describe('the captcha gate (FORM-02)', () => {
  // A server of its own: submissions are rate limited per address and window (http/rateLimits), counted
  // in the database for every server on it, so the count starts afresh here.
  let own: TestServer;
  beforeAll(async () => {
    await db.database.query(sql`DELETE FROM rate_limit_hits`);
    own = await startTestServer(db.database);
    visitor = own.clientFor(null);
  });
  afterAll(async () => {
    await own?.close();
  });

  it('FORM-02 refuses a form with the captcha but no token, naming recaptchaToken', async () => {
    const before = (await submissions()).length;
    const error = await failure(visitor.forms.submit(contact()));
    expect([error.status, error.message, error.fieldErrors]).toEqual([
      400,
      CAPTCHA_REQUIRED,
      { recaptchaToken: CAPTCHA_REQUIRED },
    ]);
    expect(await submissions()).toHaveLength(before);
  });

  it('FORM-02 refuses a wrong token: garbage, a tampered solution, or a challenge signed with another secret', async () => {
    const before = (await submissions()).length;
    const token = await solvedToken();
    const payload = JSON.parse(atob(token)) as { solution: { counter: number } };
    payload.solution.counter += 1;
    const forged = (await solveLocalCaptcha(await createLocalCaptchaChallenge({ secret: 'not-the-server-secret' })))!;
    for (const wrong of ['garbage', btoa(JSON.stringify(payload)), forged]) {
      const error = await failure(visitor.forms.submit({ ...contact(), recaptchaToken: wrong }));
      expect([error.status, error.fieldErrors]).toEqual([400, { recaptchaToken: CAPTCHA_INVALID }]);
    }
    expect(await submissions()).toHaveLength(before);
  });

  it('FORM-02 accepts a solved token once: replaying it is refused', async () => {
    const token = await solvedToken();
    await visitor.forms.submit({ ...contact(), recaptchaToken: token });
    const replay = await failure(visitor.forms.submit({ ...contact(), recaptchaToken: token }));
    expect(replay.fieldErrors).toEqual({ recaptchaToken: CAPTCHA_INVALID });
  });

  it('FORM-02 the browser cannot switch the captcha off: the stored form asks for it', async () => {
    const error = await failure(visitor.forms.submit({ ...contact(), reCaptchaEnabled: false }));
    expect(error.message).toBe(CAPTCHA_REQUIRED);
  });
});
