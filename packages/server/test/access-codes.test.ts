import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_NOT_FOUND } from '@shelfmark/api-client';
import { userAccounts, users } from '../src/db/schema';
import { DEFAULT_RATE_LIMITS, findRateLimitRule } from '../src/http/rateLimits';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { failure } from '../../api-client/contract/failure';

let db: FreshDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  // Two colleagues of the first-brand buyer on Riverbend Central (1000101): one active, one whose registration is pending.
  const person = (uid: string, accountStatus: 'ACTIVE' | 'PENDING') => ({
    uid,
    email: uid,
    passwordHash: 'x',
    firstName: 'Col',
    lastName: 'League',
    brand: 'shelfmark' as const,
    accountStatus,
  });
  await db.database.db
    .insert(users)
    .values([person('colleague@riverbend.test', 'ACTIVE'), person('newcomer@riverbend.test', 'PENDING')]);
  await db.database.db.insert(userAccounts).values([
    { userUid: 'colleague@riverbend.test', accountNumber: '1000101' },
    { userUid: 'newcomer@riverbend.test', accountNumber: '1000101' },
  ]);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

describe('ACC-01 access code checker on the reference server', () => {
  it('answers one result per code in the order asked, any case; an unknown code carries the error text', async () => {
    const results = await server
      .clientFor('inquiry@shelfmark.test')
      .accessCodes.check({ accessCodes: ['smk-1b8d-44xe', 'NOPE-0000', 'SMK-4H6W-80ZR'] });
    expect(results.map((r) => [r.accessCode, r.status ?? null, r.error ?? null])).toEqual([
      ['SMK-1B8D-44XE', 'Unused', null],
      ['NOPE-0000', null, ACCESS_CODE_NOT_FOUND],
      ['SMK-4H6W-80ZR', 'Active', null],
    ]);
    // A code nobody holds yet shows its product and terms (no holder to show).
    expect(results[0]).toMatchObject({
      productName: 'Digital Scholar Lab',
      returnable: false,
      refundEligibility: 'Not eligible',
    });
    // The caller's own code shows everything, holder included.
    expect(results[2]).toMatchObject({
      productName: 'Gale Primary Sources: Łódź Ghetto Records',
      returnable: true,
      activationDate: '2026-10-30',
      registeredTo: 'Waterville College Library',
      email: 'inquiry@shelfmark.test',
    });
  });

  it("a code held outside the caller's accounts shows its status only: no organisation, email, product or dates", async () => {
    const asked = ['SMK-7F3Q-92LA', 'SMK-9K2M-17QT', 'SMK-4H6W-80ZR'];
    // Riverbend's buyer holds the first; Maple Grove's buyer the second; Waterville's inquiry user the third.
    const byThorndike = await server.clientFor('buyer@thorndike.test').accessCodes.check({ accessCodes: asked });
    expect(byThorndike).toEqual([
      { accessCode: 'SMK-7F3Q-92LA', status: 'Active', error: null },
      {
        accessCode: 'SMK-9K2M-17QT',
        status: 'Expired',
        returnable: false,
        productName: 'Literature Criticism Online',
        registeredTo: 'Maple Grove Public Library',
        email: 'buyer@thorndike.test',
        activationDate: '2024-09-15',
        refundEligibility: 'Not eligible',
        error: null,
      },
      { accessCode: 'SMK-4H6W-80ZR', status: 'Active', error: null },
    ]);
    // Any signed-in user, a stranger with no accounts included, learns no holder of anyone's code.
    const byStranger = await server.clientFor('stranger@example.edu').accessCodes.check({ accessCodes: asked });
    for (const r of byStranger) expect(Object.keys(r).sort()).toEqual(['accessCode', 'error', 'status']);
    expect(JSON.stringify(byStranger)).not.toMatch(/@|Library/);
  });

  it("an active colleague on one of the holder's accounts sees the holder; a pending one sees the status only", async () => {
    const [colleague] = await server
      .clientFor('colleague@riverbend.test')
      .accessCodes.check({ accessCodes: ['SMK-7F3Q-92LA'] });
    expect(colleague).toMatchObject({
      status: 'Active',
      registeredTo: 'Riverbend Public Library System',
      email: 'buyer@shelfmark.test',
      productName: 'World History in Context',
    });
    const [newcomer] = await server
      .clientFor('newcomer@riverbend.test')
      .accessCodes.check({ accessCodes: ['SMK-7F3Q-92LA'] });
    expect(newcomer).toEqual({ accessCode: 'SMK-7F3Q-92LA', status: 'Active', error: null });
  });

  it('is rate limited per user: past its limit a user gets 429 with Retry-After, another user still gets answers', async () => {
    const rule = findRateLimitRule(DEFAULT_RATE_LIMITS, 'POST', '/api/access-code-checker');
    expect(rule, 'POST /api/access-code-checker has a rate limit').toBeDefined();
    const check = (uid: string) =>
      fetch(`${server.baseUrl}/api/access-code-checker`, {
        method: 'POST',
        headers: { ...server.headersFor(uid), 'content-type': 'application/json' },
        body: JSON.stringify({ accessCodes: ['SMK-1B8D-44XE'] }),
      });
    for (let i = 0; i < rule!.max; i += 1) expect((await check('checker@example.edu')).status).toBe(200);
    const refused = await check('checker@example.edu');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await check('other-checker@example.edu')).status).toBe(200);
  });

  it("refuses an empty list with the spec's message, a visitor, and a missing CSRF token", async () => {
    const empty = await failure(server.clientFor('buyer@shelfmark.test').accessCodes.check({ accessCodes: [] }));
    expect([empty.status, empty.fieldErrors.accessCodes]).toEqual([400, "Input shouldn't be empty."]);
    expect((await failure(server.clientFor(null).accessCodes.check({ accessCodes: ['SMK-1B8D-44XE'] }))).status).toBe(
      401,
    );
    const { 'x-csrf-token': _csrf, ...noCsrf } = server.headersFor('buyer@shelfmark.test');
    const response = await fetch(`${server.baseUrl}/api/access-code-checker`, {
      method: 'POST',
      headers: { ...noCsrf, 'content-type': 'application/json' },
      body: JSON.stringify({ accessCodes: ['SMK-1B8D-44XE'] }),
    });
    expect(response.status).toBe(403);
  });
});
