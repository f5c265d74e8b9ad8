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
import { changedTables, refusalWatch, snapshotDatabase } from './databaseSnapshot';
import {
  asQuery,
  asUtf8,
  badInput,
  badValue,
  edgeInput,
  jsonSchemaOf,
  plausibleValue,
  type JsonSchema,
  type PlausibleValues,
} from './schemaArbitraries';

/**
 * Every documented call (docs/api.md) driven with input derived from its request schema, twice:
 * - bad input: wrong types, missing fields, huge strings, odd unicode, NUL bytes and unpaired surrogates,
 *   impossible dates, negative and huge numbers, extra and prototype fields;
 * - edge values the schema accepts: the longest strings, unicode of every width, SQL and LIKE
 *   metacharacters, the bounds of every integer (2147483647 where the column is int4), leap days, empty
 *   and full lists — with, now and then, a NUL or an impossible date among them.
 * What the schema refuses must come back 4xx — a 400 naming the field — with every table unchanged;
 * what it accepts must never come back 5xx.
 * Seeded and bounded for a 2-core CI: FUZZ_RUNS inputs per call and kind (default 12).
 */

const SECRET = 'fuzz-test-secret-1234567';
const USER = 'buyer@shelfmark.test';
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

const db = await freshDatabase();
// Rate limits off: this run sends far more than a person would, on purpose.
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
const headers = { [TEST_SESSION_HEADER]: testSessionHeader(USER, SECRET), 'x-csrf-token': testCsrfToken(USER, SECRET) };

// A real cart of the user, so field values that look right reach the code behind validation.
const cart = await app.inject({ method: 'GET', url: `/api/carts?userId=${encodeURIComponent(USER)}`, headers });
/** The buyer's ship-to and bill-to accounts (src/seed/generateUsers.ts). */
const SHIP_TO = '1000101';
const BILL_TO = '2000100';
const REGISTRANT = 'someone@example.edu';
const values: PlausibleValues = {
  userId: USER,
  cartId: (cart.json() as { code: string }).code,
  productCode: DEMO_TITLE.isbn13,
  byField: {
    shipToAccountNumber: SHIP_TO,
    billToAccountNumber: BILL_TO,
    accountNumber: SHIP_TO,
    defaultShipToAccount: SHIP_TO,
    uid: REGISTRANT,
    login: REGISTRANT,
    groupIds: ['shelfmark-customers'],
    formId: 'request-trial',
    purchaseOrderNumber: 'PO-14',
    origin: 'http://127.0.0.1',
    path: '/',
    name: 'main-menu',
  },
  // The fields of the seeded 'request-trial' form (src/seed/content/contentForms.ts), so a submission reaches the insert.
  extraFields: { institution: 'County Library', email: REGISTRANT, product: 'database' },
};

const schemaNamed = (name: string) => {
  const schema = (schemas as Record<string, unknown>)[name];
  if (!schema || typeof (schema as z.ZodType).safeParse !== 'function')
    throw new Error(`docs/api.md names ${name}, which @shelfmark/api-client/schemas does not export.`);
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
  const body = JSON.parse(answer.body) as {
    status: number;
    code: string;
    message: string;
    fieldErrors?: Record<string, string>;
  };
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

/** The path of every text field of a request schema (nested objects, list items, a catchall's known fields). */
function textFields(schema: JsonSchema, path: PropertyKey[] = []): PropertyKey[][] {
  return (schema.anyOf ?? [schema]).flatMap((option) => {
    const types = [option.type ?? []].flat();
    if (option.enum || option.const !== undefined) return [];
    if (types.includes('string')) return [path];
    if (types.includes('array') && option.items) return textFields(option.items, [...path, 0]);
    if (!types.includes('object')) return [];
    const catchall =
      typeof option.additionalProperties === 'object'
        ? Object.keys(values.extraFields ?? {}).map((key) => [...path, key])
        : [];
    return [
      ...Object.entries(option.properties ?? {}).flatMap(([key, property]) => textFields(property, [...path, key])),
      ...catchall,
    ];
  });
}

/** A copy of `input` with the text at `path` changed by `change`. */
function withText(
  input: Record<string, unknown>,
  path: PropertyKey[],
  change: (text: string) => string,
): Record<string, unknown> {
  const copy = structuredClone(input);
  let parent = copy as Record<PropertyKey, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<PropertyKey, unknown>;
  const last = path.at(-1)!;
  parent[last] = change(String(parent[last] ?? ''));
  return copy;
}

describe('every text field of every documented request refuses what PostgreSQL cannot hold', () => {
  it.each(targets.map((target) => [`${target.method} ${target.path}`, target] as const))('%s', (_name, target) => {
    const shape = jsonSchemaOf(target.schemas[0]!);
    const good = plausibleValue(shape, '', values) as Record<string, unknown>;
    const input = (value: Record<string, unknown>) => (target.inQuery ? asQuery(value) : value);
    expect(
      target.schemas.some((schema) => schema.safeParse(input(good)).success),
      `a good ${target.names[0]} is accepted`,
    ).toBe(true);
    const fields = textFields(shape);
    expect(fields.length).toBeGreaterThan(0);
    // A query string cannot carry an unpaired surrogate (UTF-8 turns it into U+FFFD): only bodies get one.
    const unstorable = target.inQuery ? ['\u0000'] : ['\u0000', '\ud800'];
    const accepted = fields.flatMap((path) =>
      unstorable
        .filter((bad) =>
          target.schemas.some(
            (schema) => schema.safeParse(input(withText(good, path, (text) => `${text}${bad}`))).success,
          ),
        )
        .map((bad) => `${path.join('.')} with ${JSON.stringify(bad)}`),
    );
    expect(accepted, 'text fields that accept a NUL or an unpaired surrogate (build them from textInput())').toEqual(
      [],
    );
  });
});

/** An answer that is not a 5xx: a JSON ApiError when it is a 4xx. */
function expectNoServerError(answer: Answer, input: unknown) {
  const context = `answer ${answer.statusCode} ${answer.body.slice(0, 300)} to ${JSON.stringify(input).slice(0, 300)}`;
  expect(answer.statusCode, context).toBeLessThan(500);
  if (answer.statusCode >= 400) {
    const body = JSON.parse(answer.body) as { status: number; message: string };
    expect(body.status, context).toBe(answer.statusCode);
    expect(body.message.length, context).toBeGreaterThan(0);
  }
}

/** Sends one input to a target: in the query (GET, DELETE) or as the JSON body. */
function send(target: Target, input: Record<string, unknown>): Promise<Answer> {
  return app.inject({
    method: target.method,
    url: target.path,
    headers: { ...headers, ...(target.inQuery && !target.body ? {} : { 'content-type': 'application/json' }) },
    ...(target.inQuery ? { query: input as Record<string, string | string[]> } : { payload: JSON.stringify(input) }),
    ...(target.body ? { payload: JSON.stringify({ promoCode: 'SAVE10' }) } : {}),
  });
}

describe('fuzzing every documented call with bad input derived from its schema', () => {
  it('finds the calls in docs/api.md, and the server serves every one of them', () => {
    expect(targets.length).toBeGreaterThan(20);
    expect(targets.filter((t) => !isServed(app, t)).map((t) => `${t.method} ${t.path}`)).toEqual([]);
  });

  for (const target of targets) {
    const title = `${target.method} ${target.path} (${target.names.join(', ')}): 4xx with a field message, never 5xx, nothing changed`;
    if (!isServed(app, target)) {
      it(title, () =>
        expect.fail(`docs/api.md documents ${target.method} ${target.path}, but the server does not serve it`),
      );
      continue;
    }
    it(title, async () => {
      const shape = jsonSchemaOf(target.schemas[0]!);
      const watch = refusalWatch(db.database);
      await fc.assert(
        fc.asyncProperty(
          badInput(shape, values).map((input) => (target.inQuery ? asQuery(input) : input)),
          async (input) => {
            // An input the schema accepts (a hostile value it should have refused, or a bad one another field hides)
            // is sent as well: it must not fail the server either.
            const isAccepted = target.schemas.some((schema) => schema.safeParse(input).success);
            await (isAccepted ? watch.beforeAccepted() : watch.beforeRefused(input));
            const answer = await send(target, input);
            if (isAccepted) expectNoServerError(answer, input);
            else expectRefusal(answer, input);
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true, reporter: shortReport },
      );
      await watch.settle();
      // The prototype keys among the extra fields changed no object of the server.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  // Routes served but not in docs/api.md's table (provider simulators, helpers): no schema to derive
  // from, so they get hostile values of every kind in the query and the body, and must not fail.
  const documented = new Set(readApiTable().map((row) => `${row.method} ${row.path}`));
  const undocumented = servedRoutes(app).filter(
    (route) =>
      /^\/api\//.test(route.path) &&
      !route.path.startsWith('/api/auth/') &&
      !documented.has(`${route.method} ${route.path}`),
  );
  it.each(undocumented.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s (not in docs/api.md): hostile query and body values never make a 5xx',
    async (_name, route) => {
      const url = route.path.replace(/:(\w+)/g, 'x');
      await fc.assert(
        fc.asyncProperty(
          badInput(
            {
              type: 'object',
              properties: { id: {}, code: { type: 'string' }, q: { type: 'string' }, n: { type: 'integer' } },
            },
            values,
          ),
          async (input) => {
            const answer = await app.inject({
              method: route.method,
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              query: asQuery(input),
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(input) }),
            });
            expect(answer.statusCode, `${answer.statusCode} ${answer.body.slice(0, 300)}`).toBeLessThan(500);
          },
        ),
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
    const answer = await app.inject({
      method: 'POST',
      url: '/api/carts/entries',
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });
    expectRefusal(answer, payload);
    expect(answer.statusCode).toBe(400);
    expect(changedTables(before, await snapshotDatabase(db.database))).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a body over the size limit answers 413, and an unknown content type 415', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/api/carts/entries',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: USER, cartId: values.cartId, orderEntries: [], filler: 'x'.repeat(2_000_000) }),
    });
    expectRefusal(big, 'a 2 MB body');
    expect(big.statusCode).toBe(413);
    const odd = await app.inject({
      method: 'POST',
      url: '/api/carts/entries',
      headers: { ...headers, 'content-type': 'application/x-shelfmark' },
      payload: 'x',
    });
    expectRefusal(odd, 'an unknown content type');
    expect(odd.statusCode).toBe(415);
  });
});

/** Calls each target's schemas accepted (by target), for the summary test: an edge run must not be all refusals. */
const acceptedEdges = new Map<string, number>();

describe('fuzzing every documented call with edge values its schema accepts', () => {
  for (const target of targets.filter((t) => isServed(app, t))) {
    const key = `${target.method} ${target.path}`;
    it(`${key} (${target.names.join(', ')}): accepted edge values never make a 5xx; refused ones answer 4xx and change nothing`, async () => {
      // A fresh current cart for each call, so an earlier call that deleted or placed it does not stop this one short.
      const current = await app.inject({
        method: 'GET',
        url: `/api/carts?userId=${encodeURIComponent(USER)}`,
        headers,
      });
      values.cartId = (current.json() as { code: string }).code;
      const shape = jsonSchemaOf(target.schemas[0]!);
      const watch = refusalWatch(db.database);
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(
          edgeInput(shape, values).map((input) => (target.inQuery ? asQuery(input) : input)),
          async (input) => {
            const isAccepted = target.schemas.some((schema) => schema.safeParse(input).success);
            await (isAccepted ? watch.beforeAccepted() : watch.beforeRefused(input));
            const answer = await send(target, input);
            if (isAccepted) {
              accepted += 1;
              expectNoServerError(answer, input);
            } else {
              expectRefusal(answer, input);
            }
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true, reporter: shortReport },
      );
      await watch.settle();
      acceptedEdges.set(key, (acceptedEdges.get(key) ?? 0) + accepted);
    });
  }

  it('most edge inputs of every call are ones its schema accepts (the run is not refusals in disguise)', () => {
    const few = targets
      .filter((t) => isServed(app, t))
      .map((t) => `${t.method} ${t.path}`)
      .filter((key) => (acceptedEdges.get(key) ?? 0) < RUNS / 2);
    expect(few, JSON.stringify(Object.fromEntries(acceptedEdges))).toEqual([]);
  });
});

/**
 * A file name in a path: hostile strings of every kind, ISBN-13s with a wrong check digit or the wrong
 * length, with and without dashes, and known ISBNs with the wrong extension. Cut to what a request line holds.
 */
const hostileFileName = (extension: string) =>
  fc
    .oneof(
      badValue({ type: 'string' }).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
      fc.string({ unit: 'grapheme', maxLength: 30 }).map((value) => `${value}${extension}`),
      // Thirteen digits with the last one changed: the check digit is wrong.
      fc.constantFrom(...Array.from({ length: 9 }, (_, i) => `978000000000${(2 + 1 + i) % 10}${extension}`)),
      fc.stringMatching(/^\d{1,12}$|^\d{14,20}$/).map((digits) => `${digits}${extension}`),
      fc.constantFrom(
        `978-0-00-000000-3${extension}`,
        `${DEMO_TITLE.isbn13}.png`,
        `${DEMO_TITLE.isbn13}${extension}${extension}`,
        `${DEMO_TITLE.isbn13}`,
        `../${DEMO_TITLE.isbn13}${extension}`,
        `%2e%2e%2f${extension}`,
      ),
    )
    .map((name) => asUtf8(name.slice(0, 2_000))); // a URL carries UTF-8: no unpaired surrogate reaches the server

/**
 * A refused path: fastify's router answers a path segment over its 100-character limit itself, with 414 URI Too
 * Long (JSON, without the ApiError's status field); everything shorter reaches the route and gets an ApiError.
 */
function expectPathRefusal(answer: Answer, input: unknown) {
  if (answer.statusCode === 414) {
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'FST_ERR_MAX_PARAM_LENGTH' });
    return;
  }
  expectRefusal(answer, input);
}

describe('fuzzing the image service and the MARC records (their path and query, outside /api)', () => {
  it('PDP-01 GET /images/covers/{isbn13}.svg?w=: a bad file name answers 404, a bad width 400 naming w; never 5xx, nothing changed', async () => {
    const coverFile = fc.oneof(
      { weight: 1, arbitrary: fc.constant(`${DEMO_TITLE.isbn13}.svg`) },
      { weight: 3, arbitrary: hostileFileName('.svg') },
    );
    const width = fc.oneof(
      fc.constant<string | undefined>(undefined),
      fc.constantFrom('125', '216'),
      badValue({ type: 'integer', minimum: 16, maximum: 2000 }).map((value) =>
        typeof value === 'object' ? JSON.stringify(value) : String(value),
      ),
      fc.constantFrom('15', '2001', '1.5', ' 125', '0x7d', '1e2', ''),
    );
    // The width is digits only (' 125', '1e2' and '0x7d' are refused though Number() reads them), from 16 to 2000.
    const isGoodWidth = (w: string | undefined) =>
      w === undefined || (/^\d{1,4}$/.test(w) && Number(w) >= 16 && Number(w) <= 2000);
    const isGood = (file: string, w: string | undefined) => file === `${DEMO_TITLE.isbn13}.svg` && isGoodWidth(w);
    const before = await snapshotDatabase(db.database);
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(coverFile, width).filter(([file, w]) => !isGood(file, w)),
        async ([file, w]) => {
          const answer = await app.inject({
            method: 'GET',
            url: `/images/covers/${encodeURIComponent(file)}`,
            query: w === undefined ? {} : { w: w.slice(0, 8_000) },
          });
          expectPathRefusal(answer, { file, w });
          if (answer.statusCode === 414) expect(encodeURIComponent(file).length).toBeGreaterThan(100);
          else if (file === `${DEMO_TITLE.isbn13}.svg`) {
            expect(answer.statusCode).toBe(400);
            expect(Object.keys((JSON.parse(answer.body) as { fieldErrors: object }).fieldErrors)).toEqual(['w']);
          } else {
            expect(answer.statusCode, `${file}: ${answer.body.slice(0, 200)}`).toBe(404);
          }
        },
      ),
      { numRuns: RUNS * 4, seed: SEED, endOnFailure: true, reporter: shortReport },
    );
    expect(changedTables(before, await snapshotDatabase(db.database))).toEqual([]);
  });

  it('PDP-01 GET /marc/{isbn13}.mrc: a malformed name answers 400 naming file, a valid ISBN outside the catalogue 404; never 5xx, nothing changed', async () => {
    // 9789999999991 has a right check digit, and no product: the seed numbers its books up from 9780000000002.
    const marcFile = fc.oneof(
      { weight: 3, arbitrary: hostileFileName('.mrc') },
      { weight: 1, arbitrary: fc.constantFrom('9789999999991.mrc', '978-9-99-999999-1.mrc') },
    );
    const before = await snapshotDatabase(db.database);
    await fc.assert(
      fc.asyncProperty(
        marcFile,
        badInput({ type: 'object', properties: { q: { type: 'string' } } }, values),
        async (file, query) => {
          const answer = await app.inject({
            method: 'GET',
            url: `/marc/${encodeURIComponent(file)}`,
            query: asQuery(query),
          });
          expectPathRefusal(answer, { file, query });
          if (answer.statusCode === 414) expect(encodeURIComponent(file).length).toBeGreaterThan(100);
          if (answer.statusCode === 400)
            expect(Object.keys((JSON.parse(answer.body) as { fieldErrors: object }).fieldErrors)).toEqual(['file']);
          if (/^978-?9-?99-?999999-?1\.mrc$/.test(file)) expect(answer.statusCode).toBe(404);
        },
      ),
      { numRuns: RUNS * 4, seed: SEED, endOnFailure: true, reporter: shortReport },
    );
    expect(changedTables(before, await snapshotDatabase(db.database))).toEqual([]);
  });
});
