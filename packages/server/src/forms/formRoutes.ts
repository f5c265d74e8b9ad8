import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CAPTCHA_INVALID,
  CAPTCHA_REQUIRED,
  checkFormSubmission,
  formSettingsSchema,
  submitFormBodySchema,
  submitFormResultSchema,
} from '@shelfmark/api-client/schemas';
import type { CaptchaVerifier } from '../captcha/captchaVerifier';
import type { ServerContext } from '../context';
import * as t from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/HttpError';
import { withZod } from '../http/validate';

export const FORM_NOT_FOUND = 'Form not found.';
export const FORM_UNAVAILABLE = 'This form cannot take submissions now: its definition is not valid.';

/**
 * POST /api/submit-form (FORM-01, FORM-02): checks the captcha, then validates the values against the
 * STORED definition of the form (mandatory, regExp, field types and options, conditional fields
 * dropped while hidden, unknown fields refused) and stores the submission. Errors answer 400 with
 * fieldErrors; nothing is stored then.
 */
export async function formRoutes(server: FastifyInstance, ctx: ServerContext, captcha: CaptchaVerifier): Promise<void> {
  const app = withZod(server);
  const { db } = ctx.database;
  const route = { schema: { body: submitFormBodySchema, response: { 200: submitFormResultSchema } } };
  app.post('/api/submit-form', route, async (request) => {
    const { body } = request;
    const [row] = await db.select().from(t.contentForms).where(eq(t.contentForms.formId, body.formId));
    if (!row) throw notFound(FORM_NOT_FOUND);
    // A definition stored through the content tools may break the schema: the visitor is told the form is unavailable
    // (nothing is stored), and the log names what is wrong for the editor.
    const parsed = formSettingsSchema.safeParse(row.settings);
    if (!parsed.success) {
      request.log.warn({ formId: body.formId, issues: parsed.error.issues }, 'a stored form definition is not valid');
      throw new HttpError(409, 'FORM_UNAVAILABLE', FORM_UNAVAILABLE);
    }
    const settings = parsed.data;
    if (settings.reCaptchaEnabled || body.reCaptchaEnabled) {
      if (!body.recaptchaToken) throw badRequest(CAPTCHA_REQUIRED, { recaptchaToken: CAPTCHA_REQUIRED });
      if (!(await captcha.verify(body.recaptchaToken, request.ip)))
        throw badRequest(CAPTCHA_INVALID, { recaptchaToken: CAPTCHA_INVALID });
    }
    const { fieldErrors, values } = checkFormSubmission(settings, body);
    const failing = Object.entries(fieldErrors);
    if (failing.length > 0) throw badRequest(failing.map(([k, v]) => `${k}: ${v}`).join('; '), fieldErrors);
    const submissionId = `FORM-${randomUUID()}`;
    await db.insert(t.formSubmissions).values({
      id: submissionId,
      formId: settings.formId,
      formTarget: settings.formTarget ?? null,
      site: ctx.site.brand,
      userUid: request.session?.uid ?? null,
      fieldValues: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? null])),
    });
    return { ok: true as const, submissionId, confirmationUrl: settings.confirmationUrl ?? null };
  });
}
