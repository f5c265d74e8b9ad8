import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as schemas from '@shelfmark/api-client/schemas';
import { buildServer } from '../../src/buildServer';
import { DEMO_TITLE } from '../../src/seed/demo';
import { testCsrfToken, testSessionHeader, TEST_SESSION_HEADER } from '../../src/session/testSession';
import { freshDatabase } from '../helpers/testDatabase';
import { isServed, readApiTable, servedRoutes, type ApiRow } from './apiTable';
import { changedTables, snapshotDatabase } from './databaseSnapshot';
import { asQuery, badInput, jsonSchemaOf, type PlausibleValues } from './schemaArbitraries';

/**
 * Every documented call (docs/api.md) driven with bad input derived from its request schema:
 * wrong types, missing fields, huge strings, odd unicode, negative and huge numbers, extra and
 * prototype fields. Only inputs the contract schema itself refuses are sent, so each must come
 * back 4xx — a 400 naming the field — never a 5xx, with every table unchanged.
 * Seeded and bounded for a 2-core CI: FUZZ_RUNS inputs per call (default 12).
 */

const SECRET = 'fuzz-test-secret-1234567';
const USER = 'buyer@shelfmark.test';
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

const db = await freshDatabase();
// Rate limits off: this run sends far more than a person would, on purpose.
const app = await buildServer({
  database: db.database, publicUrl: 'http://127.0.0.1', auth: { mode: 'test', secret: SECRET }, logger: false, rateLimits: [],
});
await app.ready();
afterAll(async () => {
  await app.close();
  await db.cleanup();
});
const headers = { [TEST_SESSION_HEADER]: testSessionHeader(USER, SECRET), 'x-csrf-token': testCsrfToken(USER, SECRET) };

// A real cart of the user, so field values that look right reach the code behind validation.
const cart = await app.inject({ method: 'GET', url: `/api/carts?userId=${encodeURIComponent(USER)}`, headers });
const values: PlausibleValues = { userId: USER, cartId: (cart.json() as { code: string }).code, productCode: DEMO_TITLE.isbn13 };

const schemaNamed = (name: string) => {
  const schema = (schemas as Record<string, unknown>)[name];
  if (!schema || typeof (schema as z.ZodType).safeParse !== 'function') throw new Error(`docs/api.md names ${name}, which @shelfmark/api-client/schemas does not export.`);
  return schema as z.ZodType;
};

/** One fuzz target per method and path: the schemas of every row for it (an input must fail them all). */
interface Target {
  method: HTTPMethods;
  path: string;
  inQuery: boolean;
  schemas: z.ZodType[];
  names: string[];
  /** DELETE /api/carts/promotions-remove: the query is fuzzed, the body stays plausible. */
  body?: z.ZodType;
}

function targetsFrom(rows: ApiRow[]): Target[] {
  const targets = new Map<string, Target>();
  for (const row of rows) {
    if (row.requestSchemas.length === 0) continue;
    const key = `${row.method} ${row.path}`;
    const inQuery = row.method === 'GET' || row.method === 'DELETE';
    const [first, second] = row.requestSchemas;
    const target = targets.get(key) ?? { method: row.method, path: row.path, inQuery, schemas: [], names: [] };
    target.schemas.push(schemaNamed(first!));
    target.names.push(first!);
    if (inQuery && second) target.body = schemaNamed(second);
    targets.set(key, target);
  }
  return [...targets.values()];
}

const targets = targetsFrom(readApiTable());

/** fast-check's report, with the (often huge) counterexample cut short. */
function shortReport<T extends unknown[]>(details: fc.RunDetails<T>) {
  if (!details.failed) return;
  const input = JSON.stringify(details.counterexample?.[0]) ?? 'undefined';
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `Fuzzing failed after ${details.numRuns} inputs (seed ${details.seed}, path ${details.counterexamplePath}).\n` +
      `Input (${input.length} chars): ${input.slice(0, 400)}${input.length > 400 ? '…' : ''}\n${cause.slice(0, 600)}`,
  );
}

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

function expectRefusal(answer: Answer, input: unknown) {
  const context = `answer ${answer.statusCode} ${answer.body.slice(0, 300)} to ${JSON.stringify(input).slice(0, 300)}`;
  expect(answer.statusCode, context).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode, context).toBeLessThan(500);
  expect(String(answer.headers['content-type']), context).toContain('application/json');
  const body = JSON.parse(answer.body) as { status: number; code: string; message: string; fieldErrors?: Record<string, string> };
  expect(body.status, context).toBe(answer.statusCode);
  expect(body.message.length, context).toBeGreaterThan(0);
  if (answer.statusCode === 400) {
    const fields = Object.entries(body.fieldErrors ?? {});
    expect(fields.length, `400 without a field message: ${context}`).toBeGreaterThan(0);
    for (const [field, message] of fields) {
      expect(field.length).toBeGreaterThan(0);
      expect(message.length).toBeGreaterThan(0);
    }
  }
}

describe('fuzzing every documented call with bad input derived from its schema', () => {
  it('finds the calls in docs/api.md, and the server serves every one of them', () => {
    expect(targets.length).toBeGreaterThan(20);
    expect(targets.filter((t) => !isServed(app, t)).map((t) => `${t.method} ${t.path}`)).toEqual([]);
  });

  for (const target of targets) {
    const title = `${target.method} ${target.path} (${target.names.join(', ')}): 4xx with a field message, never 5xx, nothing changed`;
    if (!isServed(app, target)) {
      it(title, () => expect.fail(`docs/api.md documents ${target.method} ${target.path}, but the server does not serve it`));
      continue;
    }
    it(title, async () => {
      const shape = jsonSchemaOf(target.schemas[0]!);
      const refusedByAll = (input: Record<string, unknown>) => target.schemas.every((schema) => !schema.safeParse(input).success);
      const before = await snapshotDatabase(db.database);
      await fc.assert(
        fc.asyncProperty(
          badInput(shape, values).map((input) => (target.inQuery ? asQuery(input) : input)).filter(refusedByAll),
          async (input) => {
            const answer = await app.inject({
              method: target.method,
              url: target.path,
              headers: { ...headers, ...(target.inQuery && !target.body ? {} : { 'content-type': 'application/json' }) },
              ...(target.inQuery ? { query: input as Record<string, string | string[]> } : { payload: JSON.stringify(input) }),
              ...(target.body ? { payload: JSON.stringify({ promoCode: 'SAVE10' }) } : {}),
            });
            expectRefusal(answer, input);
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true, reporter: shortReport },
      );
      expect(changedTables(before, await snapshotDatabase(db.database))).toEqual([]);
      // The prototype keys among the extra fields changed no object of the server.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  // Routes served but not in docs/api.md's table (provider simulators, helpers): no schema to derive
  // from, so they get hostile values of every kind in the query and the body, and must not fail.
  const documented = new Set(readApiTable().map((row) => `${row.method} ${row.path}`));
  const undocumented = servedRoutes(app).filter(
    (route) => /^\/api\//.test(route.path) && !route.path.startsWith('/api/auth/') && !documented.has(`${route.method} ${route.path}`),
  );
  it.each(undocumented.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s (not in docs/api.md): hostile query and body values never make a 5xx',
    async (_name, route) => {
      const url = route.path.replace(/:(\w+)/g, 'x');
      await fc.assert(
        fc.asyncProperty(badInput({ type: 'object', properties: { id: {}, code: { type: 'string' }, q: { type: 'string' }, n: { type: 'integer' } } }, values), async (input) => {
          const answer = await app.inject({
            method: route.method, url, headers: { ...headers, 'content-type': 'application/json' },
            query: asQuery(input), ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(input) }),
          });
          expect(answer.statusCode, `${answer.statusCode} ${answer.body.slice(0, 300)}`).toBeLessThan(500);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true, reporter: shortReport },
      );
    },
  );

  it.each([
    ['not JSON', '{"userId": '],
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
    ['a prototype-polluting object', '{"__proto__": {"polluted": true}, "userId": "x"}'],
    ['deep nesting', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
  ])('a body that is %s answers 400 naming the body, never 5xx', async (_name, payload) => {
    const before = await snapshotDatabase(db.database);
    const answer = await app.inject({ method: 'POST', url: '/api/carts/entries', headers: { ...headers, 'content-type': 'application/json' }, payload });
    expectRefusal(answer, payload);
    expect(answer.statusCode).toBe(400);
    expect(changedTables(before, await snapshotDatabase(db.database))).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a body over the size limit answers 413, and an unknown content type 415', async () => {
    const big = await app.inject({
      method: 'POST', url: '/api/carts/entries', headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: USER, cartId: values.cartId, orderEntries: [], filler: 'x'.repeat(2_000_000) }),
    });
    expectRefusal(big, 'a 2 MB body');
    expect(big.statusCode).toBe(413);
    const odd = await app.inject({ method: 'POST', url: '/api/carts/entries', headers: { ...headers, 'content-type': 'application/x-shelfmark' }, payload: 'x' });
    expectRefusal(odd, 'an unknown content type');
    expect(odd.statusCode).toBe(415);
  });
});
