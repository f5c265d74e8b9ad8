import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CSRF_REJECTED,
  QUOTE_STATUSES,
  STAFF_ONLY,
  answerQuoteBodySchema,
  utcToday,
  type Quote,
  type QuoteStatus,
} from '@shelfmark/api-client/schemas';
import { escapeHtml, htmlPage } from '../http/htmlPage';
import { HttpError } from '../http/HttpError';
import type { QuoteService } from './quoteService';

/** English texts of the staff quote page. */
export const staffQuoteLabels = {
  title: 'Quotes',
  filter: 'Show quotes',
  all: 'All',
  status: { requested: 'Requested', quoted: 'Quoted', accepted: 'Accepted', expired: 'Expired' },
  none: 'No quotes.',
  shipTo: 'Ship-to',
  requestedBy: 'Requested by',
  requestedAt: 'Requested',
  note: 'Note',
  titleColumn: 'Title',
  isbn: 'ISBN-13',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  unitPriceFor: (title: string) => `Unit price for ${title}`,
  expiresOn: 'Expires on',
  send: 'Send quote',
  sent: (number: string) => `Quote ${number} was sent to the buyer.`,
  total: 'Total',
  signIn: 'Sign in',
} as const;

const css = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;color:#1d2433;background:#f4f5f7}
body{margin:0}
main{box-sizing:border-box;max-width:60rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.75rem;margin:0 0 1rem}
h2{font-size:1.25rem;margin:0 0 .5rem}
section{background:#fff;border:1px solid #d5d9e0;border-radius:8px;padding:1.25rem;margin:0 0 1.25rem}
nav ul{display:flex;gap:1rem;list-style:none;padding:0;margin:0 0 1.5rem;flex-wrap:wrap}
a{color:#1f4f9c}
a[aria-current=page]{font-weight:700;color:#1d2433}
table{border-collapse:collapse;width:100%;margin:0 0 1rem}
th,td{text-align:left;padding:.375rem .5rem;border-bottom:1px solid #d5d9e0;vertical-align:middle}
label{font-weight:600}
input{font:inherit;padding:.375rem .5rem;border:1px solid #6b7385;border-radius:4px;max-width:9rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1f5fbf;outline-offset:2px}
.field{display:flex;flex-direction:column;gap:.25rem;margin:0 0 1rem}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
button{font:inherit;font-weight:600;cursor:pointer;padding:.5rem 1.25rem;border-radius:4px;border:1px solid #1f4f9c;background:#1f4f9c;color:#fff}
.error{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid #b3261e;background:#fdecea;color:#7a1a14}
.done{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid #1e7a3c;background:#e8f5ec}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{font-weight:600}
dd{margin:0}
`.trim();

/** The page's policy: its one inline stylesheet by hash, forms posting to this origin only, no script at all. */
const POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(css).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const PATH = '/staff/quotes';

function page(body: string): string {
  return htmlPage({ title: `${staffQuoteLabels.title} – Shelfmark staff`, css, body });
}

const e = escapeHtml;
const isStatus = (value: unknown): value is QuoteStatus => QUOTE_STATUSES.includes(value as QuoteStatus);
/** An id safe in HTML from a quote number and a suffix. */
const idOf = (number: string, suffix: string) => `q-${number.replace(/[^\w-]/g, '')}-${suffix}`;

interface Failed {
  number: string;
  message: string;
  /** What staff typed, kept in the fields. */
  prices: Record<string, string>;
  expiresOn: string;
}

function quoteSection(quote: Quote, csrfToken: string, failed: Failed | undefined): string {
  const L = staffQuoteLabels;
  const heading = idOf(quote.number, 'h');
  const error = failed?.number === quote.number ? failed : undefined;
  const errorId = idOf(quote.number, 'error');
  const described = error ? ` aria-describedby="${errorId}" aria-invalid="true"` : '';
  const answerable = quote.status !== 'accepted';
  const rows = quote.lines
    .map((line, i) => {
      const inputId = idOf(quote.number, `price-${i}`);
      const value = error?.prices[line.productCode] ?? (line.unitPrice ? line.unitPrice.value.toFixed(2) : '');
      const price = answerable
        ? `<label class="sr-only" for="${inputId}">${e(L.unitPriceFor(line.title))}</label><input id="${inputId}" name="price.${e(line.productCode)}" type="number" inputmode="decimal" step="0.01" min="0" max="99999.99" required value="${e(value)}"${described}>`
        : e(line.unitPrice?.formattedValue ?? '');
      return `<tr><td>${e(line.title)}</td><td>${e(line.isbn13)}</td><td>${line.quantity}</td><td>${price}</td></tr>`;
    })
    .join('\n');
  const expiresId = idOf(quote.number, 'expires');
  const expires = error?.expiresOn ?? quote.expiresOn ?? '';
  const table = `<table>
<thead><tr><th scope="col">${L.titleColumn}</th><th scope="col">${L.isbn}</th><th scope="col">${L.quantity}</th><th scope="col">${L.unitPrice}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  const details = `<dl>
<dt>${L.shipTo}</dt><dd>${e(quote.shipTo)}</dd>
<dt>${L.requestedBy}</dt><dd>${e(quote.requestedBy)}</dd>
<dt>${L.requestedAt}</dt><dd>${e(quote.requestedAt.slice(0, 10))}</dd>
${quote.note ? `<dt>${L.note}</dt><dd>${e(quote.note)}</dd>` : ''}
${quote.expiresOn ? `<dt>${L.expiresOn}</dt><dd>${e(quote.expiresOn)}</dd>` : ''}
${quote.total ? `<dt>${L.total}</dt><dd>${e(quote.total.formattedValue)}</dd>` : ''}
</dl>`;
  const form = answerable
    ? `<form method="post" action="${PATH}" aria-labelledby="${heading}">
<input type="hidden" name="_csrf" value="${e(csrfToken)}">
<input type="hidden" name="number" value="${e(quote.number)}">
${error ? `<p class="error" role="alert" id="${errorId}">${e(error.message)}</p>` : ''}
${table}
<div class="field"><label for="${expiresId}">${L.expiresOn}</label><input id="${expiresId}" name="expiresOn" type="date" required min="${utcToday()}" value="${e(expires)}"${described}></div>
<button type="submit">${L.send}</button>
</form>`
    : table;
  return `<section aria-labelledby="${heading}">
<h2 id="${heading}">${e(quote.number)} · ${L.status[quote.status]}</h2>
${details}
${form}
</section>`;
}

function listPage(
  quotes: Quote[],
  status: QuoteStatus | undefined,
  csrfToken: string,
  notice: { sent?: string; failed?: Failed },
): string {
  const L = staffQuoteLabels;
  const link = (value: QuoteStatus | undefined, text: string) =>
    `<li><a href="${PATH}${value ? `?status=${value}` : ''}"${value === status ? ' aria-current="page"' : ''}>${text}</a></li>`;
  const nav = `<nav aria-label="${L.filter}"><ul>${link(undefined, L.all)}${QUOTE_STATUSES.map((s) => link(s, L.status[s])).join('')}</ul></nav>`;
  const sent = notice.sent ? `<p class="done" role="status">${e(L.sent(notice.sent))}</p>` : '';
  const body = quotes.length
    ? quotes.map((q) => quoteSection(q, csrfToken, notice.failed)).join('\n')
    : `<p>${L.none}</p>`;
  return page(`<h1>${L.title}</h1>\n${nav}\n${sent}\n${body}`);
}

function sameToken(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('content-security-policy', POLICY)
    .header('cache-control', 'private, no-store')
    .type('text/html; charset=utf-8')
    .send(body);

/**
 * The staff page that answers quotes (GET and POST /staff/quotes): server-rendered HTML with no script, for signed-in
 * staff only (a visitor is sent to sign in, anyone else gets 403). Each quote not yet accepted has a form: a labelled
 * unit price per title and the expiry date; it posts with the session's CSRF token as a hidden field (the same token
 * the API's mutations carry) and goes through the same quote service as PUT /api/staff/quotes. A refusal shows on the
 * quote it concerns, in an alert, with what was typed kept.
 */
export async function staffQuotePage(app: FastifyInstance, quotes: QuoteService): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyFormbody, { bodyLimit: 65_536 });

    /** The signed-in staff member and their CSRF token; null when the answer was already sent. */
    async function staff(request: FastifyRequest, reply: FastifyReply) {
      const session = request.session;
      if (!session) {
        await reply.redirect(`/api/auth/login?return=${encodeURIComponent(PATH)}`, 303);
        return null;
      }
      try {
        await quotes.requireStaff(session.uid);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 403) {
          await html(reply, 403, page(`<h1>${staffQuoteLabels.title}</h1>\n<p>${e(STAFF_ONLY)}</p>`));
          return null;
        }
        throw error;
      }
      return session;
    }

    scope.get(PATH, async (request, reply) => {
      const session = await staff(request, reply);
      if (!session) return reply;
      const query = request.query as Record<string, unknown>;
      const status = isStatus(query.status) ? query.status : undefined;
      const sent = typeof query.sent === 'string' ? query.sent.slice(0, 20) : undefined;
      const list = await quotes.staffList(session.uid, status);
      return html(reply, 200, listPage(list, status, session.csrfToken, { sent }));
    });

    scope.post(PATH, async (request, reply) => {
      const session = await staff(request, reply);
      if (!session) return reply;
      const form = (request.body ?? {}) as Record<string, unknown>;
      if (!sameToken(form._csrf, session.csrfToken))
        return html(reply, 403, page(`<h1>${staffQuoteLabels.title}</h1>\n<p>${e(CSRF_REJECTED)}</p>`));
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const prices: Record<string, string> = {};
      for (const [name, value] of Object.entries(form))
        if (name.startsWith('price.')) prices[name.slice('price.'.length)] = text(value).trim();
      const number = text(form.number);
      const expiresOn = text(form.expiresOn);
      const parsed = answerQuoteBodySchema.safeParse({
        number,
        expiresOn,
        lines: Object.entries(prices).map(([productCode, price]) => ({
          productCode,
          unitPrice: price === '' ? Number.NaN : Number(price),
        })),
      });
      let failure: string | undefined;
      let status = 400;
      if (!parsed.success) failure = parsed.error.issues[0]?.message ?? 'Check the prices and the expiry date.';
      else {
        try {
          await quotes.answer(session.uid, parsed.data);
          return reply.redirect(`${PATH}?sent=${encodeURIComponent(parsed.data.number)}`, 303);
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          failure = Object.values(error.details.fieldErrors ?? {})[0] ?? error.message;
          status = error.statusCode;
        }
      }
      const list = await quotes.staffList(session.uid);
      return html(
        reply,
        status,
        listPage(list, undefined, session.csrfToken, { failed: { number, message: failure, prices, expiresOn } }),
      );
    });
  });
}
