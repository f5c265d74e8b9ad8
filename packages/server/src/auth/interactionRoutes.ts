import type { FastifyInstance, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { setForwardedFromFastify } from './forwardedHeaders';
import type { LoginThrottle } from './loginThrottle';
import { authPageLabels, authPageSecurityPolicy, renderLoginPage, renderMessagePage } from './authPages';

export interface InteractionRouteOptions {
  provider: Provider;
  /** Where the provider is mounted, e.g. '/oidc'. */
  mountPath: string;
  /** The store's origin: the login form's redirects end there. */
  appOrigin: string;
  clientId: string;
  /** Counts failed attempts; past its limit the form refuses without checking the password. */
  throttle: LoginThrottle;
  verifyCredentials(email: string, password: string): Promise<{ uid: string } | null>;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The provider's interaction pages: GET `{mount}/interaction/:uid` shows the login form, POST
 * `{mount}/interaction/:uid/login` checks the credentials. Consent for the store's own client is
 * given without asking.
 */
export async function registerInteractionRoutes(app: FastifyInstance, options: InteractionRouteOptions): Promise<void> {
  const { provider, mountPath, appOrigin, clientId } = options;
  const loginAction = (uid: string) => `${mountPath}/interaction/${encodeURIComponent(uid)}/login`;

  function sendPage(reply: FastifyReply, status: number, html: string) {
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', authPageSecurityPolicy([appOrigin]))
      .header('referrer-policy', 'same-origin')
      .header('x-frame-options', 'DENY')
      .send(html);
  }

  const expiredPage = () =>
    renderMessagePage({
      title: 'Sign-in page expired',
      message: 'This sign-in page has expired or was already used. Start again from the store.',
      link: { href: `${appOrigin}/api/auth/login?return=/`, text: authPageLabels.startAgain },
    });

  /** The interaction of this browser for `uid`, or null when it expired or belongs to someone else. */
  async function findInteraction(
    request: { raw: import('node:http').IncomingMessage },
    reply: FastifyReply,
    uid: string,
  ) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === uid ? details : null;
    } catch (error) {
      if ((error as Error).name === 'SessionNotFound') return null;
      throw error;
    }
  }

  async function grantConsent(details: Interaction): Promise<string> {
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('Consent asked before anyone signed in.');
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const { missingOIDCScope, missingOIDCClaims } = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
    };
    if (missingOIDCScope?.length) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims?.length) grant.addOIDCClaims(missingOIDCClaims);
    return grant.save();
  }

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => setForwardedFromFastify(request));
    if (!scope.hasContentTypeParser(FORM_TYPE)) {
      scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
    }

    scope.get<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid`, async (request, reply) => {
      const details = await findInteraction(request, reply, request.params.uid);
      if (!details) return sendPage(reply, 400, expiredPage());
      if (details.prompt.name === 'login') {
        return sendPage(reply, 200, renderLoginPage({ action: loginAction(details.uid) }));
      }
      if (details.prompt.name === 'consent' && details.params.client_id === clientId) {
        const grantId = await grantConsent(details);
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return;
      }
      return sendPage(
        reply,
        400,
        renderMessagePage({
          title: 'Sign-in problem',
          message: 'This application is not allowed to use Shelfmark sign-in.',
          link: { href: `${appOrigin}/`, text: authPageLabels.backToStore },
        }),
      );
    });

    scope.post<{ Params: { uid: string }; Body: Record<string, unknown> | undefined }>(
      `${mountPath}/interaction/:uid/login`,
      async (request, reply) => {
        const details = await findInteraction(request, reply, request.params.uid);
        if (!details || details.prompt.name !== 'login') return sendPage(reply, 400, expiredPage());
        const body = request.body ?? {};
        const email = typeof body.email === 'string' ? body.email.trim() : '';
        const password = typeof body.password === 'string' ? body.password : '';
        const action = loginAction(details.uid);
        // The form comes back with its error as a normal page (200): browsers log any 4xx document
        // as a console error, which journeys that check the console would take for a fault.
        if (email === '' || password === '') {
          return sendPage(reply, 200, renderLoginPage({ action, email, error: authPageLabels.missing }));
        }
        if (!(await options.throttle.begin(email, request.ip))) {
          return sendPage(reply, 200, renderLoginPage({ action, email, error: authPageLabels.tooManyAttempts }));
        }
        const account = await options.verifyCredentials(email, password);
        if (!account) {
          return sendPage(reply, 200, renderLoginPage({ action, email, error: authPageLabels.incorrect }));
        }
        await options.throttle.reset(email, request.ip);
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: account.uid } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
}
