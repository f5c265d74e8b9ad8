import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isbn13To10 } from '@shelfmark/api-client';
import { buildServer } from '../../src/buildServer';
import { orderLines, orders } from '../../src/db/schema';
import { DEFAULT_RATE_LIMITS, findRateLimitRule } from '../../src/http/rateLimits';
import { testSessionHeader, TEST_SESSION_HEADER } from '../../src/session/testSession';
import { freshDatabase, type FreshDatabase } from '../helpers/testDatabase';

/**
 * TRK-01: what an anonymous caller learns from public order tracking (GET /api/public/orders).
 *
 * The policy, written out here on its own (not read from the shared schema, so a wrong rule there
 * fails this test): an answer may hold an order only when the caller gave TWO of that order's own
 * references and both match it —
 * - the order number, or its internet reference (one reference: the internet reference is made from
 *   the order number),
 * - the invoice number,
 * - the PO number (any case).
 * Ship-to account, ISBN (10 or 13) and order dates only narrow: every criterion given must match,
 * and none of them ever counts towards the two. At most 10 orders answer a lookup.
 */
const MAX_RECORDS = 10;

type Query = Record<string, string>;
interface KnownOrder {
  orderNumber: string;
  poNumber: string | null;
  internetReference: string | null;
  invoiceNumber: string | null;
  shipToAccount: string;
  orderDate: string;
  isbns: string[];
}

const same = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();

/** The order's references the caller gave that match it, counted as the policy says. */
function referencesMatched(order: KnownOrder, q: Query): number {
  const matched = new Set<string>();
  if (
    (q.orderNumber !== undefined && q.orderNumber === order.orderNumber) ||
    (q.reference !== undefined && same(order.internetReference, q.reference))
  )
    matched.add('order');
  if (q.invoiceNumber !== undefined && q.invoiceNumber === order.invoiceNumber) matched.add('invoice');
  if (q.reference1 !== undefined && same(order.poNumber, q.reference1)) matched.add('po');
  return matched.size;
}

/** Every criterion given holds for the order (narrowing ones included). */
function matchesEveryCriterion(order: KnownOrder, q: Query): boolean {
  return (
    (q.orderNumber === undefined || q.orderNumber === order.orderNumber) &&
    (q.reference === undefined || same(order.internetReference, q.reference)) &&
    (q.invoiceNumber === undefined || q.invoiceNumber === order.invoiceNumber) &&
    (q.reference1 === undefined || same(order.poNumber, q.reference1)) &&
    (q.customerShipTo === undefined || q.customerShipTo === order.shipToAccount) &&
    (q.ISBN13 === undefined || order.isbns.includes(q.ISBN13)) &&
    (q.ISBN10 === undefined || order.isbns.some((i) => isbn13To10(i)?.toUpperCase() === q.ISBN10!.toUpperCase())) &&
    (q.orderDateFrom === undefined || order.orderDate >= q.orderDateFrom) &&
    (q.orderDateTo === undefined || order.orderDate <= q.orderDateTo)
  );
}

let db: FreshDatabase;
let app: FastifyInstance;
let known: KnownOrder[];

beforeAll(async () => {
  db = await freshDatabase();
  // Limits off: this part proves what the answers hold, however many lookups one caller makes.
  app = await buildServer({
    database: db.database,
    publicUrl: 'http://127.0.0.1',
    auth: { mode: 'test', secret: 'tracking-enumeration-secret' },
    logger: false,
    rateLimits: [],
  });
  await app.ready();
  const rows = await db.database.db.select().from(orders).orderBy(orders.orderNumber);
  const lines = await db.database.db
    .select({ orderNumber: orderLines.orderNumber, isbn13: orderLines.isbn13 })
    .from(orderLines);
  known = rows.map((o) => ({
    orderNumber: o.orderNumber,
    poNumber: o.poNumber,
    internetReference: o.internetReference,
    invoiceNumber: o.invoiceNumber,
    shipToAccount: o.shipToAccount,
    orderDate: o.orderDate,
    isbns: lines.filter((l) => l.orderNumber === o.orderNumber).map((l) => l.isbn13),
  }));
});

afterAll(async () => {
  await app?.close();
  await db?.cleanup();
});

/** An anonymous lookup: no session header, no cookie. */
async function track(query: Query) {
  const res = await app.inject({ method: 'GET', url: '/api/public/orders', query });
  return {
    status: res.statusCode,
    body: res.body,
    records:
      res.statusCode === 200 ? (res.json() as { return: { record: { orderNumber: string }[] } }).return.record : [],
  };
}

describe('TRK-01 an anonymous caller looping identifiers learns nothing it was not given', () => {
  it('every answer is a refusal, nothing, or only orders that two references the caller gave identify', async () => {
    const probes: Query[] = [];
    const isbn10 = (isbn: string) => isbn13To10(isbn);
    for (const o of known) {
      const isbn = o.isbns.find((i) => isbn10(i)) ?? o.isbns[0]!;
      probes.push(
        { orderNumber: o.orderNumber, orderDateFrom: '1900-01-01' },
        { orderNumber: o.orderNumber, orderDateFrom: '1900-01-01', orderDateTo: '2999-12-31' },
        { orderNumber: o.orderNumber, customerShipTo: o.shipToAccount },
        { orderNumber: o.orderNumber, ISBN13: isbn },
        { reference1: o.poNumber!, customerShipTo: o.shipToAccount },
        { reference1: o.poNumber!, orderDateFrom: o.orderDate, orderDateTo: o.orderDate },
        { reference1: o.poNumber!, ISBN13: isbn, orderDateFrom: '1900-01-01' },
      );
      // The internet reference is made from the order number: the two are one reference.
      if (o.internetReference) probes.push({ orderNumber: o.orderNumber, reference: o.internetReference });
      if (isbn10(isbn))
        probes.push(
          { ISBN13: isbn, ISBN10: isbn10(isbn)! },
          { orderNumber: o.orderNumber, ISBN13: isbn, ISBN10: isbn10(isbn)! },
        );
      if (o.invoiceNumber)
        probes.push({ invoiceNumber: o.invoiceNumber, orderDateFrom: '1900-01-01', customerShipTo: o.shipToAccount });
      // Guessed pairs of references: a hit is allowed only where both guesses are the order's own.
      probes.push(
        { orderNumber: o.orderNumber, reference1: `PO-${o.orderDate.slice(0, 4)}-001` },
        { orderNumber: o.orderNumber, invoiceNumber: String(Number(o.orderNumber) + 3_100_000) },
      );
    }
    for (const shipTo of new Set(known.map((o) => o.shipToAccount))) {
      probes.push(
        { customerShipTo: shipTo, orderDateFrom: '1900-01-01' },
        { customerShipTo: shipTo, orderDateFrom: '1900-01-01', orderDateTo: '2999-12-31' },
      );
    }
    // Looping order numbers past the known ones, with a date window that holds every order.
    const first = Number(known[0]!.orderNumber);
    for (let n = first - 5; n < first + known.length + 5; n += 1)
      probes.push({ orderNumber: String(n), orderDateFrom: '1900-01-01' });

    const leaks: string[] = [];
    for (const q of probes) {
      const answer = await track(q);
      expect(answer.status, `${JSON.stringify(q)} answered ${answer.status}: ${answer.body}`).toBeLessThan(500);
      if (answer.records.length > MAX_RECORDS)
        leaks.push(`${JSON.stringify(q)} → ${answer.records.length} orders in one answer`);
      for (const r of answer.records) {
        const order = known.find((o) => o.orderNumber === r.orderNumber);
        if (!order || referencesMatched(order, q) < 2 || !matchesEveryCriterion(order, q))
          leaks.push(`${JSON.stringify(q)} → order ${r.orderNumber}`);
      }
    }
    expect(probes.length).toBeGreaterThan(500);
    expect(
      leaks,
      `${leaks.length} orders answered to lookups that did not identify them, e.g. ${leaks.slice(0, 5).join('; ')}`,
    ).toEqual([]);
  });

  it('two of the order’s own references find it (the rule is not just "refuse everything"), narrowed by ship-to, ISBN and date', async () => {
    const o = known.find((k) => k.invoiceNumber && k.internetReference && k.poNumber)!;
    const isbn = o.isbns[0]!;
    const found: Query[] = [
      { orderNumber: o.orderNumber, reference1: o.poNumber!.toLowerCase() },
      { reference: o.internetReference!, invoiceNumber: o.invoiceNumber! },
      {
        invoiceNumber: o.invoiceNumber!,
        reference1: o.poNumber!,
        customerShipTo: o.shipToAccount,
        ISBN13: isbn,
        orderDateFrom: o.orderDate,
        orderDateTo: o.orderDate,
      },
    ];
    for (const q of found) {
      expect(
        (await track(q)).records.map((r) => r.orderNumber),
        JSON.stringify(q),
      ).toEqual([o.orderNumber]);
    }
  });

  it('"no match" is one answer, whichever criterion missed: a right order number with a wrong PO says no more than two wrong ones', async () => {
    const o = known.find((k) => k.poNumber && k.invoiceNumber)!;
    const other = known.find((k) => k.shipToAccount !== o.shipToAccount)!;
    const misses = await Promise.all([
      track({ orderNumber: o.orderNumber, reference1: 'PO-NOT-THERE' }),
      track({ orderNumber: '1', reference1: o.poNumber! }),
      track({ orderNumber: '1', reference1: 'PO-NOT-THERE' }),
      track({ orderNumber: o.orderNumber, reference1: o.poNumber!, customerShipTo: other.shipToAccount }),
      track({ orderNumber: o.orderNumber, invoiceNumber: other.invoiceNumber ?? '0' }),
    ]);
    expect(new Set(misses.map((m) => `${m.status} ${m.body}`))).toEqual(new Set(['200 {"return":{"record":[]}}']));
  });
});

describe('TRK-01 anonymous tracking is rate limited per address', () => {
  it('after its limit an anonymous caller is refused with 429 and Retry-After, even for a lookup that would match', async () => {
    const rule = findRateLimitRule(DEFAULT_RATE_LIMITS, 'GET', '/api/public/orders');
    expect(rule, 'GET /api/public/orders has a rate limit').toBeDefined();
    expect(rule!.perUser).toBe(false);
    const limited = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      auth: { mode: 'test', secret: 'tracking-enumeration-secret' },
      logger: false,
    });
    try {
      await limited.ready();
      const o = known.find((k) => k.poNumber)!;
      const lookup = () =>
        limited.inject({
          method: 'GET',
          url: '/api/public/orders',
          query: { orderNumber: o.orderNumber, reference1: o.poNumber! },
        });
      for (let i = 0; i < rule!.max; i += 1) expect((await lookup()).statusCode).toBe(200);
      const refused = await lookup();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(refused.body).not.toContain(o.orderNumber);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });
});

describe('TRK-01 signed-in tracking is counted per user, not by the shared address', () => {
  it('signed-in staff at an office address keep looking orders up past the visitors’ 20, while a visitor there is refused after 20', async () => {
    const secret = 'tracking-staff-secret-123';
    const visitorRule = findRateLimitRule(DEFAULT_RATE_LIMITS, 'GET', '/api/public/orders')!;
    const staffRule = findRateLimitRule(DEFAULT_RATE_LIMITS, 'GET', '/api/public/orders', true)!;
    expect(staffRule.perUser).toBe(true);
    const server = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      auth: { mode: 'test', secret },
      logger: false,
    });
    try {
      await server.ready();
      const o = known.find((k) => k.isbns.length > 0)!;
      // The same office address for everyone; any two criteria, as staff may combine them.
      const remoteAddress = '10.9.9.9';
      const lookup = (uid: string | null) =>
        server.inject({
          method: 'GET',
          url: '/api/public/orders',
          remoteAddress,
          query: { ISBN13: o.isbns[0]!, customerShipTo: o.shipToAccount },
          headers: uid ? { [TEST_SESSION_HEADER]: testSessionHeader(uid, secret) } : {},
        });
      for (let i = 0; i < visitorRule.max + 5; i += 1) {
        const res = await lookup('staff@shelfmark.test');
        expect(res.statusCode).toBe(200);
        expect(res.json().return.record.map((r: { orderNumber: string }) => r.orderNumber)).toContain(o.orderNumber);
      }
      // A visitor at that address: refused (two criteria that are not two references) until the limit, then 429.
      for (let i = 0; i < visitorRule.max; i += 1) expect((await lookup(null)).statusCode).toBe(400);
      expect((await lookup(null)).statusCode).toBe(429);
    } finally {
      await server.close();
    }
  });
});
