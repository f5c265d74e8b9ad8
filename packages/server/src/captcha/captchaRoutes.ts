import type { FastifyInstance } from 'fastify';
import { captchaChallengeSchema } from '@shelfmark/api-client/schemas';
import type { ServerContext } from '../context';
import type { CaptchaVerifier } from './captchaVerifier';

/** GET /api/captcha/challenge — a fresh signed challenge (local verifier) or the reCAPTCHA site key (FORM-02). */
export async function captchaRoutes(app: FastifyInstance, ctx: ServerContext, captcha: CaptchaVerifier): Promise<void> {
  app.get('/api/captcha/challenge', async () => ctx.answer(captchaChallengeSchema, await captcha.challenge()));
}
