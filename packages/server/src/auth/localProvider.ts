import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import Provider, { type Configuration, type Grant, type KoaContextLike } from 'oidc-provider';
import type { SessionUser } from '@shelfmark/api-client/schemas';
import type { KvStore } from '../store/kvStore';
import { authPageSecurityPolicy, renderLogoutQuestionPage, renderMessagePage } from './authPages';
import { setForwardedFromFastify } from './forwardedHeaders';
import { createKvAdapter } from './kvAdapter';
import { createLoginThrottle } from './loginThrottle';
import { loadProviderSecrets } from './providerSecrets';
import { registerInteractionRoutes } from './interactionRoutes';
import { SESSION_TTL_SECONDS } from './sessionStore';

export interface LocalProviderOptions {
  issuer: string;
  appBaseUrl: string;
  store: KvStore;
  clientId: string;
  clientSecret?: string;
  verifyCredentials(email: string, password: string): Promise<{ uid: string } | null>;
  loadSessionUser(uid: string): Promise<SessionUser | null>;
  /** The store is served over HTTPS: `__Host-` cookie names, Secure, Path=/ (like the store's own cookies). */
  secureCookies?: boolean;
}

/** Cookie names of the identity provider over plain http, distinct from the store's `shelfmark_session`. */
export const providerCookieNames = {
  session: 'shelfmark_idp_session',
  interaction: 'shelfmark_idp_interaction',
  resume: 'shelfmark_idp_resume',
} as const;

/**
 * The provider's cookie names. Over HTTPS they carry the `__Host-` prefix, as the store's do: the
 * browser then keeps them only when Secure, Path=/ and without Domain, so a sibling subdomain or a
 * plain-http page cannot plant an interaction or a provider session (login CSRF, session fixation).
 */
export function providerCookieNamesFor(secure: boolean): Record<keyof typeof providerCookieNames, string> {
  if (!secure) return { ...providerCookieNames };
  const names = { ...providerCookieNames } as Record<keyof typeof providerCookieNames, string>;
  for (const key of Object.keys(names) as (keyof typeof providerCookieNames)[]) names[key] = `__Host-${names[key]}`;
  return names;
}

/**
 * A `__Host-` cookie needs Path=/ (and Secure), but oidc-provider scopes its resume cookie to
 * `/oidc/auth/<uid>` whatever the configuration says; a browser would drop it and the sign-in could
 * never resume. This moves every `__Host-` cookie of a Set-Cookie header to Path=/ and marks it
 * Secure. (The cookie's signature covers only its name and value, so it stays valid.)
 */
export function hostPrefixedSetCookie(value: string | number | readonly string[]): string | number | string[] {
  if (typeof value === 'number') return value;
  const fix = (cookie: string) => {
    if (!cookie.startsWith('__Host-')) return cookie;
    const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
    const kept = attributes.filter((a) => !/^(path|domain|secure)(=|$)/i.test(a));
    return [pair, 'path=/', ...kept, 'secure'].join('; ');
  };
  return typeof value === 'string' ? fix(value) : value.map(fix);
}

/** Paths on the store that the identity provider redirects back to. */
export function relyingPartyUrls(appBaseUrl: string) {
  const base = appBaseUrl.replace(/\/+$/, '');
  return { callback: `${base}/api/auth/callback`, logoutCallback: `${base}/api/auth/logout-callback` };
}

/**
 * Mounts the local OpenID Connect provider (oidc-provider) at the issuer's path on this fastify
 * instance, with its own login page, implicit consent for the store's client, PKCE required, and
 * everything kept in the KvStore. Returns the client secret the store uses at the token endpoint.
 */
export async function mountLocalProvider(
  app: FastifyInstance,
  options: LocalProviderOptions,
): Promise<{ clientSecret: string }> {
  const { issuer, appBaseUrl, store, clientId } = options;
  const secure = options.secureCookies === true;
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, '');
  if (mountPath === '') {
    throw new Error(
      `The local identity provider needs an issuer with a path on this server, e.g. ${appBaseUrl}/oidc (got ${issuer}).`,
    );
  }
  const secrets = await loadProviderSecrets(store, options.clientSecret);
  const urls = relyingPartyUrls(appBaseUrl);
  const appOrigin = new URL(appBaseUrl).origin;
  const isStoreClient = (id: string | undefined) => id === clientId;

  const configuration: Configuration = {
    adapter: createKvAdapter(store),
    clients: [
      {
        client_id: clientId,
        client_secret: secrets.clientSecret,
        client_name: 'Shelfmark',
        redirect_uris: [urls.callback],
        post_logout_redirect_uris: [urls.logoutCallback],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: secrets.jwks,
    cookies: {
      names: providerCookieNamesFor(secure),
      // Over HTTPS: Path=/ (oidc-provider lets `short` override the interaction cookie's path; the
      // resume cookie's path is moved, and Secure added, in the route below).
      long: { httpOnly: true, sameSite: 'lax', ...(secure ? { path: '/' } : {}) },
      short: { httpOnly: true, sameSite: 'lax', ...(secure ? { path: '/' } : {}) },
      keys: secrets.cookieKeys,
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 30 * 60,
      Session: SESSION_TTL_SECONDS,
      Grant: 14 * 24 * 60 * 60,
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = await options.loadSessionUser(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        async claims() {
          const name = `${user.firstName} ${user.lastName}`.trim();
          return {
            sub,
            email: user.email,
            email_verified: true,
            given_name: user.firstName,
            family_name: user.lastName,
            name,
          };
        },
      };
    },
    // Consent is implicit for the store's own client: it gets the scopes it asks for.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client!.clientId);
      if (grantId) return provider.Grant.find(grantId);
      if (!isStoreClient(oidc.client?.clientId) || !oidc.session.accountId) return undefined;
      const grant: Grant = new provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope([...oidc.requestParamScopes].join(' '));
      if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...oidc.requestParamClaims]);
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      sendPage(
        ctx,
        renderMessagePage({
          title: 'Sign-in problem',
          message: out.error_description ?? out.error ?? 'Something went wrong while signing in.',
          link: { href: `${appOrigin}/`, text: 'Back to the store' },
        }),
      );
    },
  };

  // The store's own sign-out (with its ID token) ends the provider session without a question;
  // any other caller is asked first.
  async function logoutSource(ctx: KoaContextLike, form: string) {
    const { client, session, entities, params } = ctx.oidc;
    const hintSubject = entities.IdTokenHint?.payload.sub;
    if (!isStoreClient(client?.clientId) || !hintSubject || hintSubject !== session.accountId) {
      sendPage(ctx, renderLogoutQuestionPage(form));
      return;
    }
    await Promise.all(
      Object.values(session.authorizations ?? {}).map(async ({ grantId }) => {
        if (!grantId) return;
        await Promise.all([
          provider.AccessToken.revokeByGrantId(grantId),
          provider.AuthorizationCode.revokeByGrantId(grantId),
        ]);
        await (await provider.Grant.find(grantId))?.destroy();
      }),
    );
    await session.destroy();
    ctx.cookies.set(provider.cookieName('session'), null, configuration.cookies!.long);
    const target = new URL(params.post_logout_redirect_uri ?? ctx.oidc.urlFor('end_session_success'));
    if (params.post_logout_redirect_uri && typeof params.state === 'string')
      target.searchParams.set('state', params.state);
    ctx.status = 303;
    ctx.redirect(target.href);
  }

  async function postLogoutSuccessSource(ctx: KoaContextLike) {
    sendPage(
      ctx,
      renderMessagePage({
        title: 'Signed out',
        message: 'You are signed out.',
        link: { href: `${appOrigin}/`, text: 'Back to the store' },
      }),
    );
  }

  function sendPage(ctx: KoaContextLike, html: string) {
    ctx.type = 'html';
    ctx.set('content-security-policy', authPageSecurityPolicy([appOrigin]));
    ctx.set('cache-control', 'no-store');
    ctx.body = html;
  }

  const provider = new Provider(issuer, configuration);
  // Koa trusts X-Forwarded-* only with `proxy`; each request below carries fastify's own verdict
  // (its trustProxy setting), so the provider and the store agree on the public host and scheme.
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));

  const handle = provider.callback();
  await app.register(async (scope) => {
    // The provider reads its own request bodies: nothing here may consume the stream first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${mountPath}/*`, async (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      setForwardedFromFastify(request);
      if (secure) {
        // The public URL is https (a TLS-terminating proxy in front, trusted or not): every
        // `__Host-` cookie leaves Secure and with Path=/, as the store's own cookies do.
        const res = reply.raw;
        const writeHead = res.writeHead;
        res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
          const cookies = res.getHeader('set-cookie');
          if (cookies !== undefined) res.setHeader('set-cookie', hostPrefixedSetCookie(cookies));
          return writeHead.apply(this, args);
        } as typeof res.writeHead;
      }
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(mountPath.length) || '/';
      await handle(raw, reply.raw);
    });
  });
  await registerInteractionRoutes(app, {
    provider,
    mountPath,
    appOrigin,
    clientId,
    throttle: createLoginThrottle(store),
    verifyCredentials: options.verifyCredentials,
  });
  return { clientSecret: secrets.clientSecret };
}
