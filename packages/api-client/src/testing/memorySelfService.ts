import { ACCESS_CODE_NOT_FOUND } from '../messages';
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED, checkFormSubmission } from '../formRules';
import { createLocalCaptchaChallenge, verifyLocalCaptchaToken } from '../captcha/localCaptcha';
import { isbn10To13 } from '../isbn';
import * as s from '../schemas';
import type { ApiClient } from '../client/createApiClient';
import { buildUrl } from '../client/http';
import { answering } from './answer';
import { fail, parseRequest, type MemoryOrder, type MemoryState } from './memoryState';

/** Every criterion given must match (ISBN-13 and ISBN-10 each); the schema has already refused a lookup the caller may not make (TRK-01). */
function matchesTracking(order: MemoryOrder, q: s.TrackingQuery): boolean {
  const eq = (a: string | null | undefined, b: string | undefined) =>
    b === undefined || (a ?? '').toLowerCase() === b.toLowerCase();
  const hasLine = (isbn: string | undefined) => !isbn || order.lines.some((l) => l.isbn3Litm === isbn);
  return (
    eq(order.poNumber, q.reference1) &&
    eq(order.orderNumber, q.orderNumber) &&
    eq(order.shipToAccountNumber, q.customerShipTo) &&
    eq(order.internetReference, q.reference) &&
    eq(order.invoiceNumber, q.invoiceNumber) &&
    hasLine(q.ISBN13) &&
    hasLine(q.ISBN10 ? isbn10To13(q.ISBN10) : undefined) &&
    (!q.orderDateFrom || order.orderDate >= q.orderDateFrom) &&
    (!q.orderDateTo || order.orderDate <= q.orderDateTo)
  );
}

function trackingRecord(order: MemoryOrder): s.TrackingRecord {
  return {
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    line: order.lines.map((l) => {
      const shipment = order.shippingDetail.find((d) => d.isbn === l.isbn3Litm);
      return {
        reference: order.poNumber ?? null,
        ISBN13: l.isbn3Litm,
        description: l.title,
        lineStatus: s.orderLineStatus(l),
        quantityOrdered:
          l.quantityOrdered ?? l.quantityShippedSoqs + l.quantityBackorderedSobk + l.quantityCancelledSocn,
        availabilityDate: l.actualShipDate ?? order.shipDateRequested ?? null,
        trackingId: shipment?.trackingNumber ?? null,
        quantityShipped: l.quantityShippedSoqs,
        actualCarrier: shipment?.shipViaCode ?? null,
      };
    }),
  };
}

/** Account numbers a twin user acts for: ship-tos, default bill-to, org unit. */
function accountNumbersOf(state: MemoryState, user: s.SessionUser): Set<string> {
  const accounts = state.accounts.get(user.uid);
  const numbers = [
    ...(accounts?.shipToAccounts ?? []).map((a) => a.accountNumber),
    accounts?.customerDefaultBillToAccount?.uid,
    user.orgUnit?.accountNumber,
  ];
  return new Set(numbers.filter((n): n is string => Boolean(n)));
}

/** The holder's email is an active user sharing an account with the active caller, or the caller (ACC-01, as on the server). */
function heldWithinCallersAccounts(
  state: MemoryState,
  caller: s.SessionUser,
  email: string | null | undefined,
): boolean {
  if (!email || caller.accountStatus !== 'ACTIVE') return false;
  const holder = [...state.users.values()].find((u) => u.email.toLowerCase() === email.toLowerCase());
  if (!holder || holder.accountStatus !== 'ACTIVE') return false;
  if (holder.uid === caller.uid) return true;
  const mine = accountNumbersOf(state, caller);
  return [...accountNumbersOf(state, holder)].some((n) => mine.has(n));
}

/** '/products/:code' matches '/products/9780000000002' (one segment per parameter). */
function matchesPagePattern(pattern: string, path: string): boolean {
  if (!pattern.includes(':')) return false;
  const a = pattern.split('/');
  const b = path.split('/');
  return (
    a.length === b.length && a.every((segment, i) => (segment.startsWith(':') ? (b[i] ?? '') !== '' : segment === b[i]))
  );
}

export function memorySelfService(
  state: MemoryState,
): Pick<ApiClient, 'tracking' | 'accessCodes' | 'forms' | 'content' | 'site'> {
  const handle = answering(state);
  return {
    tracking: {
      search: handle(s.trackingResponseSchema, (query: s.TrackingQuery) => {
        // As on the server: a visitor needs two of an order's references; a signed-in caller any two
        // criteria, and without two references finds their accounts' orders only (staff any).
        const caller = state.signedIn ? state.users.get(state.signedIn) : undefined;
        const q = parseRequest(caller ? s.trackingSignedInQuerySchema : s.trackingQuerySchema, query);
        const inReach = (o: MemoryOrder) =>
          !caller ||
          s.trackingLookupAllowed(q, 'visitor') ||
          state.canUseAccount(caller, o.shipToAccountNumber) ||
          state.canUseAccount(caller, o.billToAccountNumber);
        const found = [...state.orders.values()]
          .filter((o) => matchesTracking(o, q) && inReach(o))
          .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || a.orderNumber.localeCompare(b.orderNumber));
        return { return: { record: found.slice(0, s.TRACKING_MAX_RECORDS).map(trackingRecord) } };
      }),
    },
    accessCodes: {
      check: handle(s.accessCodeResultsSchema, (body: s.AccessCodeCheckBody) => {
        const caller = state.requireUser();
        const { accessCodes } = parseRequest(s.accessCodeCheckBodySchema, body);
        return accessCodes.map((code) => {
          const known = state.accessCodes.get(code.toUpperCase());
          if (!known) return { accessCode: code, error: ACCESS_CODE_NOT_FOUND };
          const staff = caller.isCengageEmployee === true && caller.accountStatus === 'ACTIVE';
          return s.accessCodeResultFor(known, staff || heldWithinCallersAccounts(state, caller, known.email));
        });
      }),
    },
    forms: {
      submit: async (body: s.SubmitFormBody) => {
        await state.delay();
        const request = parseRequest(s.submitFormBodySchema, body);
        const settings = state.forms.get(request.formId) ?? fail(404, 'NOT_FOUND', 'Form not found.');
        if (settings.reCaptchaEnabled || request.reCaptchaEnabled) {
          if (!request.recaptchaToken)
            fail(400, 'VALIDATION', CAPTCHA_REQUIRED, { fieldErrors: { recaptchaToken: CAPTCHA_REQUIRED } });
          // The same local verifier as the server's default: signed, unexpired, solved, used once.
          const verdict = await verifyLocalCaptchaToken(request.recaptchaToken, state.captchaSecret);
          if (!verdict.verified || state.spentCaptchas.has(verdict.signature!)) {
            fail(400, 'VALIDATION', CAPTCHA_INVALID, { fieldErrors: { recaptchaToken: CAPTCHA_INVALID } });
          }
          state.spentCaptchas.add(verdict.signature!);
        }
        const { fieldErrors, values } = checkFormSubmission(settings, request);
        const failing = Object.entries(fieldErrors);
        if (failing.length > 0)
          fail(400, 'VALIDATION', failing.map(([k, v]) => `${k}: ${v}`).join('; '), { fieldErrors });
        const submissionId = state.nextId('FORM');
        state.formSubmissions.push({ submissionId, formId: request.formId, values });
        return s.submitFormResultSchema.parse({
          ok: true as const,
          submissionId,
          confirmationUrl: settings.confirmationUrl ?? null,
        });
      },
      captchaChallenge: async () => {
        await state.delay();
        return s.captchaChallengeSchema.parse({
          provider: 'altcha',
          challenge: await createLocalCaptchaChallenge({ secret: state.captchaSecret }),
        });
      },
    },
    content: {
      previewUrl: (returnTo?: string) => buildUrl('', '/api/content/preview', returnTo ? { return: returnTo } : {}),
      exitPreviewUrl: (returnTo?: string) =>
        buildUrl('', '/api/content/preview/exit', returnTo ? { return: returnTo } : {}),
      page: handle(s.pageDocumentSchema, (query: s.PageQuery) => {
        const request = parseRequest(s.pageQuerySchema, query);
        // As the server: no query, hash or trailing slash; an exact path first, then a pattern such as '/products/:code'.
        const path = request.path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
        const page =
          state.pages.get(path) ??
          [...state.pages.values()].find((p) => matchesPagePattern(p.path, path)) ??
          fail(404, 'NOT_FOUND', `No page at ${path}.`);
        // As the server: only an editor (isContentEditor) in a preview session gets the page in preview; for others the query is ignored.
        const editor = state.signedIn ? state.users.get(state.signedIn) : undefined;
        // As the server: every placed document parsed by its block's schema, marked checked or with its problem.
        return {
          ...page,
          path,
          preview: request.preview === true && state.inPreview && s.isContentEditor(editor),
          components: s.checkPageComponents(page.components),
        };
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
