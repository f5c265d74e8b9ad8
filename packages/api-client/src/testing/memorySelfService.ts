import { ACCESS_CODE_NOT_FOUND } from '../messages';
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED, checkFormSubmission } from '../formRules';
import { createLocalCaptchaChallenge, verifyLocalCaptchaToken } from '../captcha/localCaptcha';
import { isbn10To13 } from '../isbn';
import * as s from '../schemas';
import type { ApiClient } from '../client/createApiClient';
import { answering } from './answer';
import { fail, parseRequest, type MemoryOrder, type MemoryState } from './memoryState';

function matchesTracking(order: MemoryOrder, q: s.TrackingQuery): boolean {
  const isbn = q.ISBN13 ?? (q.ISBN10 ? isbn10To13(q.ISBN10) : undefined);
  const eq = (a: string | null | undefined, b: string | undefined) => b === undefined || (a ?? '').toLowerCase() === b.toLowerCase();
  return eq(order.poNumber, q.reference1) && eq(order.orderNumber, q.orderNumber) && eq(order.shipToAccountNumber, q.customerShipTo)
    && eq(order.internetReference, q.reference) && eq(order.invoiceNumber, q.invoiceNumber)
    && (!isbn || order.lines.some((l) => l.isbn3Litm === isbn))
    && (!q.orderDateFrom || order.orderDate >= q.orderDateFrom) && (!q.orderDateTo || order.orderDate <= q.orderDateTo);
}

function trackingRecord(order: MemoryOrder): s.TrackingRecord {
  return {
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    line: order.lines.map((l) => {
      const shipment = order.shippingDetail.find((d) => d.isbn === l.isbn3Litm);
      return {
        reference: order.poNumber ?? null, ISBN13: l.isbn3Litm, description: l.title, lineStatus: s.orderLineStatus(l),
        quantityOrdered: l.quantityOrdered ?? l.quantityShippedSoqs + l.quantityBackorderedSobk + l.quantityCancelledSocn,
        availabilityDate: l.actualShipDate ?? order.shipDateRequested ?? null, trackingId: shipment?.trackingNumber ?? null,
        quantityShipped: l.quantityShippedSoqs, actualCarrier: shipment?.shipViaCode ?? null,
      };
    }),
  };
}

/** '/products/:code' matches '/products/9780000000002' (one segment per parameter). */
function matchesPagePattern(pattern: string, path: string): boolean {
  if (!pattern.includes(':')) return false;
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((segment, i) => (segment.startsWith(':') ? (b[i] ?? '') !== '' : segment === b[i]));
}

export function memorySelfService(state: MemoryState): Pick<ApiClient, 'tracking' | 'accessCodes' | 'forms' | 'content' | 'site'> {
  const handle = answering(state);
  return {
    tracking: {
      search: handle(s.trackingResponseSchema, (query: s.TrackingQuery) => {
        const q = parseRequest(s.trackingQuerySchema, query);
        return { return: { record: [...state.orders.values()].filter((o) => matchesTracking(o, q)).map(trackingRecord) } };
      }),
    },
    accessCodes: {
      check: handle(s.accessCodeResultsSchema, (body: s.AccessCodeCheckBody) => {
        state.requireUser();
        const { accessCodes } = parseRequest(s.accessCodeCheckBodySchema, body);
        return accessCodes.map((code) => state.accessCodes.get(code.toUpperCase()) ?? { accessCode: code, error: ACCESS_CODE_NOT_FOUND });
      }),
    },
    forms: {
      submit: async (body: s.SubmitFormBody) => {
        await state.delay();
        const request = parseRequest(s.submitFormBodySchema, body);
        const settings = state.forms.get(request.formId) ?? fail(404, 'NOT_FOUND', 'Form not found.');
        if (settings.reCaptchaEnabled || request.reCaptchaEnabled) {
          if (!request.recaptchaToken) fail(400, 'VALIDATION', CAPTCHA_REQUIRED, { fieldErrors: { recaptchaToken: CAPTCHA_REQUIRED } });
          // The same local verifier as the server's default: signed, unexpired, solved, used once.
          const verdict = await verifyLocalCaptchaToken(request.recaptchaToken, state.captchaSecret);
          if (!verdict.verified || state.spentCaptchas.has(verdict.signature!)) {
            fail(400, 'VALIDATION', CAPTCHA_INVALID, { fieldErrors: { recaptchaToken: CAPTCHA_INVALID } });
          }
          state.spentCaptchas.add(verdict.signature!);
        }
        const { fieldErrors, values } = checkFormSubmission(settings, request);
        const failing = Object.entries(fieldErrors);
        if (failing.length > 0) fail(400, 'VALIDATION', failing.map(([k, v]) => `${k}: ${v}`).join('; '), { fieldErrors });
        const submissionId = state.nextId('FORM');
        state.formSubmissions.push({ submissionId, formId: request.formId, values });
        return s.submitFormResultSchema.parse({ ok: true as const, submissionId, confirmationUrl: settings.confirmationUrl ?? null });
      },
      captchaChallenge: async () => {
        await state.delay();
        return s.captchaChallengeSchema.parse({ provider: 'altcha', challenge: await createLocalCaptchaChallenge({ secret: state.captchaSecret }) });
      },
    },
    content: {
      page: handle(s.pageDocumentSchema, (query: s.PageQuery) => {
        const request = parseRequest(s.pageQuerySchema, query);
        // As the server: no query, hash or trailing slash; an exact path first, then a pattern such as '/products/:code'.
        const path = request.path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
        const page = state.pages.get(path) ?? [...state.pages.values()].find((p) => matchesPagePattern(p.path, path))
          ?? fail(404, 'NOT_FOUND', `No page at ${path}.`);
        // As the server: only an editor (isContentEditor) gets the page in preview; for others the query is ignored.
        const editor = state.signedIn ? state.users.get(state.signedIn) : undefined;
        return { ...page, path, preview: request.preview === true && s.isContentEditor(editor) };
      }),
      menu: handle(s.menuSchema, (query: s.MenuQuery) => {
        const { name } = parseRequest(s.menuQuerySchema, query);
        return state.menus.get(name) ?? fail(404, 'NOT_FOUND', `No menu named ${name}.`);
      }),
    },
    site: {
      config: () => handle(s.siteConfigSchema, () => state.siteConfig)(undefined),
    },
  };
}
