import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_REJECTED,
  QUOTE_ERROR_CODES,
  QUOTE_EXPIRED,
  QUOTE_EXPIRY_PAST,
  STAFF_ONLY,
  type ApiClient,
} from '@shelfmark/api-client';
import { quotes } from '../src/db/schema';
import { DEMO_QUOTE, DEMO_TITLE } from '../src/seed/demo';
import { staffQuoteLabels } from '../src/quotes/staffQuotePage';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { failure } from '../../api-client/contract/failure';

/**
 * Quotes on the real server beyond the contract cases (packages/api-client/contract/domains/quotes.ts): the seeded
 * request, a quote read after its last day, and the staff page that answers quotes.
 */

const INTL = 'intl@shelfmark.test';
const STAFF = 'staff@shelfmark.test';
const BUYER = 'buyer@shelfmark.test';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let db: FreshDatabase;
let server: TestServer;
let intl: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  intl = server.clientFor(INTL);
  staff = server.clientFor(STAFF);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

/** The page as a browser signed in as `uid` gets it (no redirect followed). */
const staffPage = (uid: string | null, init: RequestInit = {}, query = '') =>
  fetch(`${server.baseUrl}/staff/quotes${query}`, {
    redirect: 'manual',
    ...init,
    headers: { ...(uid ? server.headersFor(uid) : {}), ...(init.headers as Record<string, string>) },
  });

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on a served page (WCAG 2.0-2.2 A and AA and best practices, the e2e suite's tags), as far as a
 * document without layout shows them: names, labels, landmarks, headings, ids, roles.
 */
async function axeViolations(html: string): Promise<string[]> {
  const { window } = new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true });
  window.eval(axeSource);
  const axe = (window as unknown as { axe: { run(context: unknown, options: object): Promise<AxeResult> } }).axe;
  const result = await axe.run(window.document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  });
  window.close();
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
interface AxeResult {
  violations: { id: string; help: string; nodes: { target: string[] }[] }[];
}

/** The form the page posts: the session's CSRF token, the quote, a price per product code and the expiry date. */
const answerForm = (uid: string, fields: Record<string, string>, csrf = server.headersFor(uid)['x-csrf-token']!) =>
  staffPage(uid, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _csrf: csrf, ...fields }).toString(),
  });

describe('quotes on the reference server', () => {
  it("the international buyer's seeded request is listed for their ship-to, not answered yet", async () => {
    const { quotes: listed } = await intl.quotes.list({ shipTo: DEMO_QUOTE.shipTo });
    const seeded = listed.find((q) => q.number === DEMO_QUOTE.number);
    expect(seeded).toMatchObject({ status: 'requested', requestedBy: INTL, note: DEMO_QUOTE.note });
    expect(seeded?.lines).toEqual([
      expect.objectContaining({ isbn13: DEMO_TITLE.isbn13, title: DEMO_TITLE.title, quantity: 12, unitPrice: null }),
    ]);
  });

  it('a quoted quote read after its last day is expired, and accepting it is 409 with nothing added to the cart', async () => {
    const cart = await intl.carts.create({ userId: INTL });
    const quote = await intl.quotes.request({
      shipTo: cart.shipToAccountNumber!,
      lines: [{ productCode: DEMO_TITLE.code, quantity: 2 }],
    });
    await staff.quotes.answer({
      number: quote.number,
      lines: [{ productCode: DEMO_TITLE.code, unitPrice: 30 }],
      expiresOn: inDays(0),
    });
    expect((await intl.quotes.get({ number: quote.number })).status).toBe('quoted');
    // Its last day was yesterday: no job runs, the status is what reading it today says.
    await db.database.db
      .update(quotes)
      .set({ expiresOn: inDays(-1) })
      .where(eq(quotes.number, quote.number));
    expect((await intl.quotes.get({ number: quote.number })).status).toBe('expired');
    expect((await staff.quotes.staffList({ status: 'expired' })).quotes.map((q) => q.number)).toContain(quote.number);
    const refused = await failure(intl.quotes.accept({ number: quote.number }));
    expect([refused.status, refused.code, refused.message]).toEqual([409, QUOTE_ERROR_CODES.expired, QUOTE_EXPIRED]);
    expect((await intl.carts.get({ userId: INTL })).entries).toEqual([]);
  });

  it('the staff page lists the requests with a labelled price per title and an expiry date; sending it makes the quote quoted', async () => {
    const page = await staffPage(STAFF, {}, '?status=requested');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain(`${DEMO_QUOTE.number} · ${staffQuoteLabels.status.requested}`);
    expect(html).toMatch(
      new RegExp(
        `<label class="sr-only" for="([^"]+)">${staffQuoteLabels.unitPriceFor('The Lighthouse Keeper&#39;s Almanac')}</label><input id="\\1"`,
      ),
    );
    expect(html).toMatch(
      /<label for="([^"]+)">Expires on<\/label><input id="\1" name="expiresOn" type="date" required/,
    );
    expect(await axeViolations(html)).toEqual([]);

    const sent = await answerForm(STAFF, {
      number: DEMO_QUOTE.number,
      [`price.${DEMO_TITLE.code}`]: '27.50',
      expiresOn: inDays(30),
    });
    expect(sent.status).toBe(303);
    const after = await staffPage(STAFF, {}, sent.headers.get('location')!.replace('/staff/quotes', ''));
    expect(await after.text()).toContain(staffQuoteLabels.sent(DEMO_QUOTE.number));
    const quote = await intl.quotes.get({ number: DEMO_QUOTE.number });
    expect(quote).toMatchObject({ status: 'quoted', expiresOn: inDays(30), total: { value: 330 } });
  });

  it('the staff page refuses a past expiry date in an alert on that quote, keeping what was typed, and changes nothing', async () => {
    const cart = await intl.carts.create({ userId: INTL });
    const quote = await intl.quotes.request({
      shipTo: cart.shipToAccountNumber!,
      lines: [{ productCode: DEMO_TITLE.code, quantity: 1 }],
    });
    const refused = await answerForm(STAFF, {
      number: quote.number,
      [`price.${DEMO_TITLE.code}`]: '12.34',
      expiresOn: inDays(-2),
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(new RegExp(`<p class="error" role="alert" id="[^"]+">${QUOTE_EXPIRY_PAST}</p>`));
    expect(html).toContain('value="12.34"');
    expect(await axeViolations(html)).toEqual([]);
    expect((await intl.quotes.get({ number: quote.number })).status).toBe('requested');
  });

  it('only signed-in staff reach the page: a visitor is sent to sign in, a buyer gets 403, a post without the CSRF token 403', async () => {
    const visitor = await staffPage(null);
    expect([visitor.status, visitor.headers.get('location')]).toEqual([
      303,
      '/api/auth/login?return=%2Fstaff%2Fquotes',
    ]);
    const buyer = await staffPage(BUYER);
    expect(buyer.status).toBe(403);
    expect(await buyer.text()).toContain(STAFF_ONLY);
    const cart = await intl.carts.create({ userId: INTL });
    const quote = await intl.quotes.request({
      shipTo: cart.shipToAccountNumber!,
      lines: [{ productCode: DEMO_TITLE.code, quantity: 1 }],
    });
    const forged = await answerForm(
      STAFF,
      { number: quote.number, [`price.${DEMO_TITLE.code}`]: '1.00', expiresOn: inDays(5) },
      'not-the-token',
    );
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(CSRF_REJECTED);
    const byBuyer = await answerForm(BUYER, {
      number: quote.number,
      [`price.${DEMO_TITLE.code}`]: '1.00',
      expiresOn: inDays(5),
    });
    expect(byBuyer.status).toBe(403);
    expect((await intl.quotes.get({ number: quote.number })).status).toBe('requested');
  });
});
