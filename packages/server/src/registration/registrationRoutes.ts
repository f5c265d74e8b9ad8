import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  CAPTCHA_INVALID,
  CAPTCHA_REQUIRED,
  REGISTRATION_RECEIVED,
  registrationBodySchema,
  registrationConsistencyErrors,
  registrationResultSchema,
  type RegistrationUser,
} from '@shelfmark/api-client/schemas';
import type { CaptchaVerifier } from '../captcha/captchaVerifier';
import type { ServerContext } from '../context';
import { badRequest } from '../http/HttpError';
import { withZod } from '../http/validate';
import { registerUser, type RegisterOutcome } from './registerUser';
import { registrationNotice, type RegistrationNotice } from './registrationNotice';

export interface RegistrationRoutesOptions {
  /** The captcha every registration must solve: the configurable form's (FORM-02), one token per registration. */
  captcha: CaptchaVerifier;
  /**
   * Sends the owner of the address what became of the registration. There is no mail server here:
   * @default logs the notice (info, `event: 'registration'`)
   */
  notify?: (notice: RegistrationNotice, log: FastifyBaseLogger) => void | Promise<void>;
  /** Does the registration's database work. @default registerUser on the server's database */
  register?: (user: RegistrationUser) => Promise<RegisterOutcome>;
}

const logNotice = (notice: RegistrationNotice, log: FastifyBaseLogger) => {
  log.info(
    { event: 'registration', outcome: notice.outcome, to: notice.to, accountNumber: notice.accountNumber },
    `registration email: ${notice.subject}`,
  );
};

/**
 * POST /api/public/users/registration (spec 001 §7; REG-01): no session needed. A bad body answers
 * 400 naming the field, a missing or wrong captcha 400 naming recaptchaToken; every other request
 * gets the same 202 answer, whether it creates a PENDING user, names a known email or an unknown
 * account number, so the answer enumerates neither. The registration itself runs once
 * that answer has been sent, so neither can its time: what became of it goes to the address given.
 * Rate limited per address (http/rateLimits, 'registration'). Closing the server waits for
 * registrations still running.
 */
export async function registrationRoutes(
  server: FastifyInstance,
  ctx: ServerContext,
  options: RegistrationRoutesOptions,
): Promise<void> {
  const app = withZod(server);
  const notify = options.notify ?? logNotice;
  const register = options.register ?? ((user: RegistrationUser) => registerUser(ctx.database.db, user));
  const accepted = new WeakMap<FastifyRequest, RegistrationUser>();
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  const complete = async (user: RegistrationUser, log: FastifyBaseLogger) => {
    try {
      await notify(registrationNotice(await register(user), user.defaultShipToAccount), log);
    } catch (error) {
      // The caller has its answer already; an outcome that could not be stored or sent is logged.
      log.error({ err: error, event: 'registration' }, 'registration could not be completed');
    }
  };

  app.post(
    '/api/public/users/registration',
    {
      schema: { body: registrationBodySchema, response: { 202: registrationResultSchema } },
      // After the answer has left: start the accepted registration (none for a refused request).
      onResponse: async (request) => {
        const user = accepted.get(request);
        if (!user) return;
        accepted.delete(request);
        const work = complete(user, request.log);
        running.add(work);
        void work.finally(() => running.delete(work));
      },
    },
    async (request, reply) => {
      const { user, recaptchaToken } = request.body;
      const inconsistent = registrationConsistencyErrors(user);
      const fields = Object.entries(inconsistent);
      if (fields.length > 0) throw badRequest(fields.map(([k, v]) => `${k}: ${v}`).join('; '), inconsistent);
      if (!recaptchaToken) throw badRequest(CAPTCHA_REQUIRED, { recaptchaToken: CAPTCHA_REQUIRED });
      if (!(await options.captcha.verify(recaptchaToken, request.ip)))
        throw badRequest(CAPTCHA_INVALID, { recaptchaToken: CAPTCHA_INVALID });
      accepted.set(request, user);
      reply.code(202);
      return { message: REGISTRATION_RECEIVED };
    },
  );
}
