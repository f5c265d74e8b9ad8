import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/buildServer';
import { testCsrfToken, testSessionHeader, TEST_SESSION_HEADER } from '../../src/session/testSession';
import { freshDatabase } from '../helpers/testDatabase';
import { changedTables, snapshotDatabase } from './databaseSnapshot';

/**
 * Input the request schemas used to accept, which the database cannot hold, answered 500.
 * PostgreSQL text refuses a NUL byte, jsonb also refuses an unpaired surrogate, a date column refuses
 * 2024-13-45 and an int4 column 2147483648. Each exact finding of the review is listed here: it must now
 * answer 400 naming the field with a specific message, and change nothing.
 */

const SECRET = 'unstorable-input-secret-1234';
const USER = 'buyer@shelfmark.test';
const CONTROL = 'Must not contain control characters.';
const UNPAIRED = 'Must be valid Unicode text (an unpaired surrogate was found).';
const REAL_DATE = 'Enter a real date (YYYY-MM-DD).';
const INT4 = 'Must be at most 2147483647.';

const db = await freshDatabase();
// Rate limits off: these requests test validation, not the limits.
const app = await buildServer({
  database: db.database,
  publicUrl: 'http://127.0.0.1',
  auth: { mode: 'test', secret: SECRET },
  logger: false,
  rateLimits: [],
});
await app.ready();
afterAll(async () => {
  await app.close();
  await db.cleanup();
});
const signedIn = {
  [TEST_SESSION_HEADER]: testSessionHeader(USER, SECRET),
  'x-csrf-token': testCsrfToken(USER, SECRET),
};
const cart = await app.inject({
  method: 'GET',
  url: `/api/carts?userId=${encodeURIComponent(USER)}`,
  headers: signedIn,
});
const cartId = (cart.json() as { code: string }).code;

const registration = (firstName: string) => ({
  user: {
    firstName,
    lastName: 'Lovelace',
    email: 'ada@county-library.org',
    uid: 'ada@county-library.org',
    defaultShipToAccount: '1000101',
    roles: ['purchaser'],
    workPhone: '6175550123',
    oktaUser: {
      profile: {
        firstName,
        lastName: 'Lovelace',
        email: 'ada@county-library.org',
        login: 'ada@county-library.org',
        mobilePhone: '6175550123',
      },
      groupIds: ['shelfmark-customers'],
    },
  },
});
const trialRequest = (institution: string) => ({
  formId: 'request-trial',
  institution,
  email: 'ada@county-library.org',
  product: 'database',
});

interface Finding {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  query?: Record<string, string>;
  body?: unknown;
  anonymous?: boolean;
  field: string;
  message: string;
}

const findings: Finding[] = [
  {
    name: 'SRCH-01 a NUL in the anonymous search q',
    method: 'GET',
    url: '/api/products/search',
    query: { q: 'war\u0000peace' },
    anonymous: true,
    field: 'q',
    message: CONTROL,
  },
  {
    name: 'TRK-01 a NUL in a tracking criterion',
    method: 'GET',
    url: '/api/public/orders',
    query: { orderNumber: '7000\u0000001', reference1: 'PO-1' },
    anonymous: true,
    field: 'orderNumber',
    message: CONTROL,
  },
  {
    name: 'CMS-01 a NUL in a content page path',
    method: 'GET',
    url: '/api/content/pages',
    query: { path: '/about\u0000' },
    anonymous: true,
    field: 'path',
    message: CONTROL,
  },
  {
    name: 'REG-01 a NUL in a registration name',
    method: 'POST',
    url: '/api/public/users/registration',
    body: registration('Ada\u0000'),
    anonymous: true,
    field: 'user.firstName',
    message: CONTROL,
  },
  {
    name: 'FORM-01 a NUL in a form value',
    method: 'POST',
    url: '/api/submit-form',
    body: trialRequest('County\u0000Library'),
    anonymous: true,
    field: 'institution',
    message: CONTROL,
  },
  {
    name: 'FORM-01 an unpaired surrogate in a form value (jsonb refuses it)',
    method: 'POST',
    url: '/api/submit-form',
    body: trialRequest('County \ud800 Library'),
    anonymous: true,
    field: 'institution',
    message: UNPAIRED,
  },
  {
    name: 'SRCH-02 a NUL in the export search q',
    method: 'GET',
    url: '/api/products/search/export',
    query: { q: '\u0000' },
    anonymous: true,
    field: 'q',
    message: CONTROL,
  },
  {
    name: 'TRK-01 the calendar-impossible date 2024-13-45',
    method: 'GET',
    url: '/api/public/orders',
    query: { orderNumber: '7000001', reference1: 'PO-1', orderDateFrom: '2024-13-45' },
    anonymous: true,
    field: 'orderDateFrom',
    message: REAL_DATE,
  },
  {
    name: 'TRK-01 the day that does not exist 2023-02-29',
    method: 'GET',
    url: '/api/public/orders',
    query: { orderNumber: '7000001', reference1: 'PO-1', orderDateTo: '2023-02-29' },
    anonymous: true,
    field: 'orderDateTo',
    message: REAL_DATE,
  },
  {
    name: 'CART-09 entryNumber=2147483648, one past the int4 column',
    method: 'DELETE',
    url: '/api/carts/entries',
    query: { userId: USER, cartId, entryNumber: '2147483648' },
    field: 'entryNumber',
    message: INT4,
  },
];

describe('input the database cannot hold answers 400 naming the field, never 500', () => {
  it.each(findings.map((finding) => [finding.name, finding] as const))('%s', async (_name, finding) => {
    const before = await snapshotDatabase(db.database);
    const answer = await app.inject({
      method: finding.method,
      url: finding.url,
      headers: {
        ...(finding.anonymous ? {} : signedIn),
        ...(finding.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(finding.query ? { query: finding.query } : {}),
      ...(finding.body ? { payload: JSON.stringify(finding.body) } : {}),
    });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(400);
    const body = answer.json() as { code: string; message: string; fieldErrors: Record<string, string> };
    expect(body.code).toBe('VALIDATION');
    expect(body.fieldErrors[finding.field]).toBe(finding.message);
    expect(body.message).toContain(`${finding.field}: ${finding.message}`);
    expect(changedTables(before, await snapshotDatabase(db.database))).toEqual([]);
  });

  it('TRK-01 a leap day (2024-02-29) and the largest entryNumber (2147483647) are still accepted', async () => {
    const tracking = await app.inject({
      method: 'GET',
      url: '/api/public/orders',
      query: { orderNumber: '7000001', reference1: 'PO-1', orderDateFrom: '2024-02-29', orderDateTo: '2024-02-29' },
    });
    expect(tracking.statusCode, tracking.body.slice(0, 300)).toBe(200);
    // A valid entry number the cart does not have: the cart's own answer (404), not a validation one.
    const removal = await app.inject({
      method: 'DELETE',
      url: '/api/carts/entries',
      headers: signedIn,
      query: { userId: USER, cartId, entryNumber: '2147483647' },
    });
    expect(removal.statusCode, removal.body.slice(0, 300)).toBe(404);
  });
});
