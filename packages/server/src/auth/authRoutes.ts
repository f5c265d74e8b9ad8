import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionSchema, type Session, type SessionUser } from '@shelfmark/api-client/schemas';
import type { KvStore } from '../store/kvStore';
import { AuthError, authErrorMessages } from './AuthError';
import { authPageLabels, authPageSecurityPolicy, renderMessagePage } from './authPages';
import type { RelyingParty } from './relyingParty';
import { safeReturnPath } from './safeReturnPath';
import { cookieNames, cookiePath } from '../http/cookieNames';
import type { SessionStore } from './sessionStore';
import { isPreviewing, type PreviewSettings } from '../content/previewSession';
import { pendingAddOf, registerPendingAddRoute, withPendingAdd } from './pendingAdd';

/** Cookie that ties a sign-in in progress to the browser that started it. */
export const SIGN_IN_COOKIE = 'shelfmark_signin';
const SIGN_IN_NAMESPACE = 'auth-signin';
const SIGN_IN_TTL_SECONDS = 10 * 60;

interface PendingSignIn {
  browser: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  /** The Add to cart that started this sign-in, made once after it (PDP-02). */
  add?: { code: string; quantity: number } | null;
}

export interface AuthRouteOptions {
  appBaseUrl: string;
  store: KvStore;
  sessions: SessionStore;
  relyingParty: RelyingParty;
  secureCookies: boolean;
  urls: { callback: string; logoutCallback: string };
  loadSessionUser(uid: string): Promise<SessionUser | null>;
  /** Content preview: `preview: true` in the session answer for an editor carrying the preview cookie. */
  contentPreview: PreviewSettings;
  /** Other origins whose pages may link to sign-out (the CORS origins); the store's own is always trusted. */
  trustedOrigins?: readonly string[];
}

/**
 * A top-level page load, by the browser's Fetch Metadata: `Sec-Fetch-Mode: navigate` and
 * `Sec-Fetch-Dest: document` when sent. Clients that send neither (older browsers, curl) pass.
 */
function isTopLevelNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  const dest = request.headers['sec-fetch-dest'];
  return (mode === undefined || mode === 'navigate') && (dest === undefined || dest === 'document');
}

/**
 * True unless the browser says (Fetch Metadata) that another site started this navigation and its
 * Referer does not name one of `trustedOrigins`: a link of the store's own pages is same-origin, a
 * typed address or a bookmark is 'none', and a client that sends no Fetch Metadata passes as before.
 */
function isOwnNavigation(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === undefined || site === 'same-origin' || site === 'none') return true;
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return trustedOrigins.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;

/**
 * GET /api/auth/login, /callback, /federated-logout, /logout-callback and /session: the store's
 * side of federated sign-in.
 */
export async function registerAuthRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const { appBaseUrl, store, sessions, relyingParty, secureCookies, urls } = options;
  const appOrigin = new URL(appBaseUrl).origin;
  const trustedOrigins = new Set([
    appOrigin,
    ...(options.trustedOrigins ?? []).map((origin) => new URL(origin).origin),
  ]);
  const appHost = new URL(appBaseUrl).host;
  const cookieOptions = { httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;
  // Over https: __Host- names, which browsers accept only with Secure and Path=/.
  const names = cookieNames(secureCookies);
  // Start again keeps the Add to cart that started the sign-in, if any.
  const loginLink = (returnTo: string, add?: PendingSignIn['add']) =>
    `/api/auth/login?return=${encodeURIComponent(returnTo)}${add ? `&add=${encodeURIComponent(add.code)}&quantity=${add.quantity}` : ''}`;

  function sendPage(
    reply: FastifyReply,
    status: number,
    title: string,
    message: string,
    link: { href: string; text: string },
  ) {
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', authPageSecurityPolicy([appOrigin]))
      .send(renderMessagePage({ title, message, link }));
  }

  function endSession(request: FastifyRequest, reply: FastifyReply) {
    reply.clearCookie(names.session, { ...cookieOptions, path: '/' });
    request.session = null;
    return sessions.destroy(request.cookies[names.session]);
  }

  app.get('/api/auth/login', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Start on the store's public host, or the sign-in cookie would be on another host than the callback.
    if (request.host !== appHost) return reply.redirect(`${appOrigin}${request.url}`, 303);
    const returnTo = safeReturnPath(queryOf(request).return, appBaseUrl);
    const add = pendingAddOf(queryOf(request));
    if (request.session) {
      return reply.redirect(add ? await withPendingAdd(store, request.session.uid, add, returnTo) : returnTo, 303);
    }
    let start;
    try {
      start = await relyingParty.startSignIn(urls.callback);
    } catch (error) {
      request.log.error({ err: error }, 'sign-in: the identity provider cannot be reached');
      return sendPage(
        reply,
        502,
        'Sign-in unavailable',
        'The sign-in service cannot be reached right now. Try again in a moment.',
        {
          href: loginLink(returnTo, add),
          text: 'Try again',
        },
      );
    }
    // One random value per browser, reused so sign-ins started in two tabs both complete.
    const browser = request.cookies[names.signIn] ?? randomBytes(32).toString('base64url');
    const pending: PendingSignIn = {
      browser: hash(browser),
      codeVerifier: start.codeVerifier,
      nonce: start.nonce,
      returnTo,
      add,
    };
    await store.set(SIGN_IN_NAMESPACE, start.state, pending, SIGN_IN_TTL_SECONDS);
    reply.setCookie(names.signIn, browser, {
      ...cookieOptions,
      path: cookiePath(secureCookies, '/api/auth'),
      maxAge: SIGN_IN_TTL_SECONDS,
    });
    return reply.redirect(start.url.href, 303);
  });

  app.get('/api/auth/callback', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = queryOf(request);
    // The state is ours (openid-client's randomState: base64url); anything else names no sign-in.
    const state = typeof query.state === 'string' && /^[\w-]{1,256}$/.test(query.state) ? query.state : '';
    const pending = state ? await store.get<PendingSignIn>(SIGN_IN_NAMESPACE, state) : undefined;
    const browser = request.cookies[names.signIn];
    if (!pending || !browser || hash(browser) !== pending.browser) {
      return sendPage(
        reply,
        400,
        'Sign-in expired',
        'This sign-in has expired, was already used, or was started in another browser.',
        {
          href: loginLink(pending?.returnTo ?? '/'),
          text: authPageLabels.startAgain,
        },
      );
    }
    await store.delete(SIGN_IN_NAMESPACE, state);
    if (typeof query.error === 'string') {
      return sendPage(reply, 400, 'Not signed in', 'Sign-in was cancelled or refused by the sign-in service.', {
        href: loginLink(pending.returnTo, pending.add),
        text: authPageLabels.startAgain,
      });
    }

    let result;
    try {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      result = await relyingParty.finishSignIn(new URL(`${urls.callback}${search}`), { state, ...pending });
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in: the authorization response was refused');
      return sendPage(reply, 400, 'Sign-in failed', 'The sign-in could not be completed. Start again.', {
        href: loginLink(pending.returnTo, pending.add),
        text: authPageLabels.startAgain,
      });
    }

    const email =
      typeof result.userinfo.email === 'string' && result.userinfo.email_verified !== false
        ? result.userinfo.email
        : null;
    let user = await options.loadSessionUser(result.subject);
    if (!user && email) user = await options.loadSessionUser(email);
    if (!user) {
      return sendPage(
        reply,
        403,
        'No store account',
        `You signed in as ${email ?? result.subject}, but this store has no account for you.`,
        {
          href: '/',
          text: authPageLabels.backToStore,
        },
      );
    }

    await endSession(request, reply); // a fresh id at every sign-in: no session fixation
    const { id } = await sessions.create({ uid: user.uid, idToken: result.idToken });
    reply.setCookie(names.session, id, { ...cookieOptions, path: '/', maxAge: sessions.ttlSeconds });
    const landing = pending.add
      ? await withPendingAdd(store, user.uid, pending.add, pending.returnTo)
      : pending.returnTo;
    return reply.redirect(landing, 303);
  });

  app.get('/api/auth/federated-logout', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // A full-page redirect only (spec 002): an <img>, frame or fetch pointing here must not sign anyone out.
    if (!isTopLevelNavigation(request)) {
      return reply.code(403).send(new AuthError(403, 'CSRF', authErrorMessages.signOutNotNavigation).toApiError());
    }
    // A page of another site may navigate here too (a link, a script setting location): only the
    // store's own pages (and the trusted origins that embed it) may sign a buyer out.
    if (!isOwnNavigation(request, trustedOrigins)) {
      return sendPage(reply, 403, authPageLabels.signOutRefusedTitle, authErrorMessages.signOutCrossSite, {
        href: '/',
        text: authPageLabels.backToStore,
      });
    }
    const returnTo = safeReturnPath(queryOf(request).return, appBaseUrl);
    const stored = await sessions.read(request.cookies[names.session]);
    await endSession(request, reply);
    if (!stored?.idToken) return reply.redirect(returnTo, 303);
    try {
      const url = await relyingParty.endSessionUrl({
        idTokenHint: stored.idToken,
        postLogoutRedirectUri: urls.logoutCallback,
        state: Buffer.from(returnTo).toString('base64url'),
      });
      return reply.redirect(url?.href ?? returnTo, 303);
    } catch (error) {
      request.log.warn(
        { err: error },
        'sign-out: the identity provider cannot be reached; signed out of the store only',
      );
      return reply.redirect(returnTo, 303);
    }
  });

  app.get('/api/auth/logout-callback', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const state = queryOf(request).state;
    const returnTo = typeof state === 'string' ? Buffer.from(state, 'base64url').toString('utf8') : '/';
    return reply.redirect(safeReturnPath(returnTo, appBaseUrl), 303);
  });

  registerPendingAddRoute(app, store);

  app.get('/api/auth/session', async (request, reply): Promise<Session> => {
    reply.header('cache-control', 'no-store');
    if (!request.session) return { user: null, csrfToken: null };
    const user = await options.loadSessionUser(request.session.uid);
    if (!user) {
      await endSession(request, reply);
      return { user: null, csrfToken: null };
    }
    return sessionSchema.parse({
      user,
      csrfToken: request.session.csrfToken,
      preview: isPreviewing(request, user, options.contentPreview),
    });
  });
}
