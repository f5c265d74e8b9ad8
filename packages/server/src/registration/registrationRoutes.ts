import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  CAPTCHA_INVALID, CAPTCHA_REQUIRED, REGISTRATION_RECEIVED, registrationBodySchema, registrationConsistencyErrors,
  registrationResultSchema,
} from '@shelfmark/api-client/schemas';
import type { CaptchaVerifier } from '../captcha/captchaVerifier';
import type { ServerContext } from '../context';
import { badRequest } from '../http/HttpError';
import { parseRequest } from '../http/validate';
import { registerUser } from './registerUser';
import { registrationNotice, type RegistrationNotice } from './registrationNotice';

export interface RegistrationRoutesOptions {
  /** The captcha every registration must solve: the configurable form's (FORM-02), one token per registration. */
  captcha: CaptchaVerifier;
  /**
   * Sends the owner of the address what became of the registration. There is no mail server here:
   * @default logs the notice (info, `event: 'registration'`)
   */
  notify?: (notice: RegistrationNotice, log: FastifyBaseLogger) => void | Promise<void>;
}

const logNotice = (notice: RegistrationNotice, log: FastifyBaseLogger) => {
  log.info({ event: 'registration', outcome: notice.outcome, to: notice.to, accountNumber: notice.accountNumber }, `registration email: ${notice.subject}`);
};

/**
 * POST /api/public/users/registration (spec 001 §7; REG-01): no session needed. A bad body answers
 * 400 naming the field, a missing or wrong captcha 400 naming recaptchaToken; every other request
 * gets the same 202 answer, whether it created a PENDING user, named a known email or an unknown
 * account number, so the answer enumerates neither (issue 14). Rate limited per address
 * (http/rateLimits, 'registration').
 */
export async function registrationRoutes(app: FastifyInstance, ctx: ServerContext, options: RegistrationRoutesOptions): Promise<void> {
  const notify = options.notify ?? logNotice;
  app.post('/api/public/users/registration', async (request, reply) => {
    const { user, recaptchaToken } = parseRequest(registrationBodySchema, request.body);
    const inconsistent = registrationConsistencyErrors(user);
    const fields = Object.entries(inconsistent);
    if (fields.length > 0) throw badRequest(fields.map(([k, v]) => `${k}: ${v}`).join('; '), inconsistent);
    if (!recaptchaToken) throw badRequest(CAPTCHA_REQUIRED, { recaptchaToken: CAPTCHA_REQUIRED });
    if (!(await options.captcha.verify(recaptchaToken, request.ip))) throw badRequest(CAPTCHA_INVALID, { recaptchaToken: CAPTCHA_INVALID });
    const outcome = await registerUser(ctx.database.db, user);
    try {
      await notify(registrationNotice(outcome, user.defaultShipToAccount), request.log);
    } catch (error) {
      // The answer must not differ by outcome, so a failed email is logged, never answered.
      request.log.error({ err: error, event: 'registration' }, 'registration email could not be sent');
    }
    reply.code(202);
    return ctx.answer(registrationResultSchema, { message: REGISTRATION_RECEIVED });
  });
}
