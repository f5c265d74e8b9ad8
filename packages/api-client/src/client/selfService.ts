import type * as s from '../schemas';
import { buildUrl, type Http } from './http';

/** Public order tracking (spec 001 §7; TRK-01). No session needed. */
export function trackingApi(http: Http) {
  return {
    /** GET /api/public/orders — read the records as `return.record`. */
    search: (query: s.TrackingQuery) =>
      http.call({
        method: 'GET',
        path: '/api/public/orders',
        query,
        answer: (schemas) => schemas.trackingResponseSchema,
      }),
  };
}

/** Access code checker (spec 001 §7; ACC-01). */
export function accessCodesApi(http: Http) {
  return {
    /** POST /api/access-code-checker — one result per code. */
    check: (body: s.AccessCodeCheckBody) =>
      http.call({
        method: 'POST',
        path: '/api/access-code-checker',
        body,
        answer: (schemas) => schemas.accessCodeResultsSchema,
      }),
  };
}

/** The configurable form (spec 002 §7; FORM-01, FORM-02). */
export function formsApi(http: Http) {
  return {
    /** POST /api/submit-form — a failure carries fieldErrors (field name → message). */
    submit: (body: s.SubmitFormBody) =>
      http.call({
        method: 'POST',
        path: '/api/submit-form',
        body,
        answer: (schemas) => schemas.submitFormResultSchema,
      }),
    /** GET /api/captcha/challenge — a signed challenge for the local captcha, or the reCAPTCHA site key (FORM-02). */
    captchaChallenge: () =>
      http.call({ method: 'GET', path: '/api/captcha/challenge', answer: (schemas) => schemas.captchaChallengeSchema }),
  };
}

/** CMS content (CMS-01, HDR-01, FTR-01; paths chosen here, the specs do not show them). */
export function contentApi(http: Http, baseUrl: string) {
  return {
    /** Where an editor goes (full page) to enter preview: the server sets the preview cookie, then sends them to `returnTo`. */
    previewUrl: (returnTo?: string) => buildUrl(baseUrl, '/api/content/preview', returnTo ? { return: returnTo } : {}),
    /** Where the browser goes (full page) to leave preview: the server clears the cookie, then sends it to `returnTo`. */
    exitPreviewUrl: (returnTo?: string) =>
      buildUrl(baseUrl, '/api/content/preview/exit', returnTo ? { return: returnTo } : {}),
    /** GET /api/content/pages?path= — the page document of a route. */
    page: (query: s.PageQuery) =>
      http.call({ method: 'GET', path: '/api/content/pages', query, answer: (schemas) => schemas.pageDocumentSchema }),
    /** GET /api/content/menus?name= — a menu and its configuration. */
    menu: (query: s.MenuQuery) =>
      http.call({ method: 'GET', path: '/api/content/menus', query, answer: (schemas) => schemas.menuSchema }),
  };
}

/** The site configuration of the brand the server runs (GET /api/site-config). */
export function siteApi(http: Http) {
  return {
    config: () => http.call({ method: 'GET', path: '/api/site-config', answer: (schemas) => schemas.siteConfigSchema }),
  };
}
