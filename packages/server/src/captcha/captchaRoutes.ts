import type { FastifyInstance } from 'fastify';
import { captchaChallengeSchema } from '@shelfmark/api-client/schemas';
import type { ServerContext } from '../context';
import { withZod } from '../http/validate';
import type { CaptchaVerifier } from './captchaVerifier';

/** GET /api/captcha/challenge — a fresh signed challenge (local verifier) or the reCAPTCHA site key (FORM-02). */
export async function captchaRoutes(
  server: FastifyInstance,
  _ctx: ServerContext,
  captcha: CaptchaVerifier,
): Promise<void> {
  const app = withZod(server);
  const route = { schema: { response: { 200: captchaChallengeSchema } } };
  app.get('/api/captcha/challenge', route, async () => captcha.challenge());
}
