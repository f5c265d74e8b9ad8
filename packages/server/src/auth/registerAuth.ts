import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '@shelfmark/api-client/schemas';
import type { KvStore } from '../store/kvStore';
import { registerAuthRoutes } from './authRoutes';
import { createCsrfGuard } from './csrfGuard';
import { mountLocalProvider, relyingPartyUrls } from './localProvider';
import { createRelyingParty } from './relyingParty';
import { cookieNames } from '../http/cookieNames';
import { createSessionStore } from './sessionStore';
import type { PreviewSettings } from '../content/previewSession';

/** What a request knows about its signed-in user: `request.session`, null when nobody is. */
export interface AuthSession {
  uid: string;
  csrfToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's uid and CSRF token, or null. Set by registerAuth's onRequest hook. */
    session: AuthSession | null;
  }
}

export interface AuthOptions {
  /** The provider's public issuer, e.g. http://localhost:3000/oidc; must match exactly. */
  issuer: string;
  /** The store's public base URL, e.g. http://localhost:3000. */
  appBaseUrl: string;
  /** Where sessions, sign-ins in progress and the local provider's data and keys are kept. */
  store: KvStore;
  /** Checks an email and password for the local provider's login page; null when they do not match. */
  verifyCredentials(email: string, password: string): Promise<{ uid: string } | null>;
  /** The user behind a uid (the provider's `sub`, or the email for another provider), or null. */
  loadSessionUser(uid: string): Promise<SessionUser | null>;
  /** Mark the session cookie Secure (set it when the store is served over https). */
  secureCookies: boolean;
  /** @default 'shelfmark-storefront' */
  clientId?: string;
  /** The client secret; the local provider generates and keeps one when omitted. */
  clientSecret?: string;
  /** Use this provider instead of mounting the local one (configuration only). */
  externalIssuer?: string;
  /** More origins whose pages may send mutations (the store's own origin always may). */
  trustedOrigins?: string[];
  /** Path prefixes under /api that need no CSRF token, e.g. a provider's server-to-server callback. */
  csrfExemptPaths?: string[];
  /** Content preview (CMS-01): the session answer says `preview: true` to an editor carrying its cookie. @default off */
  contentPreview?: PreviewSettings;
}

export const DEFAULT_CLIENT_ID = 'shelfmark-storefront';

/**
 * Federated sign-in for the store: mounts the local OpenID Connect provider (unless
 * `externalIssuer` is set), adds /api/auth/{login,callback,federated-logout,session}, decorates every
 * request with `request.session`, and defends /api mutations against CSRF.
 *
 * Works both as `await registerAuth(app, options)` and `app.register(registerAuth, options)`; its
 * hooks apply to the whole server either way. Registers @fastify/cookie unless already present.
 */
export async function registerAuth(app: FastifyInstance, options: AuthOptions): Promise<void> {
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const appBaseUrl = options.appBaseUrl.replace(/\/+$/, '');
  const urls = relyingPartyUrls(appBaseUrl);
  const sessions = createSessionStore(options.store);

  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  const sessionCookie = cookieNames(options.secureCookies).session;
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const stored = await sessions.read(request.cookies[sessionCookie]);
    request.session = stored ? { uid: stored.uid, csrfToken: stored.csrfToken } : null;
  });
  app.addHook(
    'onRequest',
    createCsrfGuard({
      trustedOrigins: [appBaseUrl, ...(options.trustedOrigins ?? [])],
      exemptPaths: options.csrfExemptPaths,
    }),
  );

  let clientSecret: Promise<string | undefined>;
  const issuer = options.externalIssuer ?? options.issuer;
  if (options.externalIssuer) {
    clientSecret = Promise.resolve(options.clientSecret);
  } else {
    const mounted = await mountLocalProvider(app, {
      issuer,
      appBaseUrl,
      store: options.store,
      clientId,
      clientSecret: options.clientSecret,
      verifyCredentials: options.verifyCredentials,
      loadSessionUser: options.loadSessionUser,
      secureCookies: options.secureCookies,
    });
    clientSecret = Promise.resolve(mounted.clientSecret);
  }

  const relyingParty = createRelyingParty({ issuer, clientId, clientSecret: () => clientSecret });
  await registerAuthRoutes(app, {
    appBaseUrl,
    store: options.store,
    sessions,
    relyingParty,
    secureCookies: options.secureCookies,
    urls,
    loadSessionUser: options.loadSessionUser,
    contentPreview: options.contentPreview ?? { enabled: false, secureCookies: options.secureCookies },
    trustedOrigins: options.trustedOrigins ?? [],
  });
}

// Like fastify-plugin: registered through app.register, the hooks still reach every route.
Object.assign(registerAuth, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'shelfmark-auth',
});
