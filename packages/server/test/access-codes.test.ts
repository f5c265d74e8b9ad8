import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_NOT_FOUND } from '@shelfmark/api-client';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { failure } from '../../api-client/contract/failure';

let db: FreshDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

describe('ACC-01 access code checker on the reference server', () => {
  it('answers one result per code in the order asked, any case; an unknown code carries the error text', async () => {
    const results = await server.clientFor('buyer@shelfmark.test').accessCodes.check({ accessCodes: ['smk-1b8d-44xe', 'NOPE-0000', 'SMK-4H6W-80ZR'] });
    expect(results.map((r) => [r.accessCode, r.status ?? null, r.error ?? null])).toEqual([
      ['SMK-1B8D-44XE', 'Unused', null], ['NOPE-0000', null, ACCESS_CODE_NOT_FOUND], ['SMK-4H6W-80ZR', 'Active', null],
    ]);
    expect(results[2]).toMatchObject({ productName: 'Gale Primary Sources: Łódź Ghetto Records', returnable: true, activationDate: '2026-10-30' });
  });

  it("refuses an empty list with the spec's message, a visitor, and a missing CSRF token", async () => {
    const empty = await failure(server.clientFor('buyer@shelfmark.test').accessCodes.check({ accessCodes: [] }));
    expect([empty.status, empty.fieldErrors.accessCodes]).toEqual([400, "Input shouldn't be empty."]);
    expect((await failure(server.clientFor(null).accessCodes.check({ accessCodes: ['SMK-1B8D-44XE'] }))).status).toBe(401);
    const { 'x-csrf-token': _csrf, ...noCsrf } = server.headersFor('buyer@shelfmark.test');
    const response = await fetch(`${server.baseUrl}/api/access-code-checker`, {
      method: 'POST', headers: { ...noCsrf, 'content-type': 'application/json' }, body: JSON.stringify({ accessCodes: ['SMK-1B8D-44XE'] }),
    });
    expect(response.status).toBe(403);
  });
});
