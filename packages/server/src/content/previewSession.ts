import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isContentEditor, type SessionUser } from '@shelfmark/api-client/schemas';
import { renderMessagePage, authPageSecurityPolicy } from '../auth/authPages';
import { safeReturnPath } from '../auth/safeReturnPath';
import { cookieNames } from '../http/cookieNames';

/** The preview cookie's value: it only says "this browser entered preview"; who may see drafts is checked per request. */
export const PREVIEW_COOKIE_VALUE = 'on';

/** Messages of the preview entry (CMS-01). */
export const previewMessages = {
  disabled: 'Preview mode is not enabled on this server.',
  signInTitle: 'Sign in to preview',
  signIn: 'Preview shows the editors’ drafts. Sign in with an editor account to enter it.',
  signInLink: 'Sign in',
  refusedTitle: 'Preview is for editors',
  refused: 'Only content editors can preview drafts. Your account can see the published pages.',
  backToStore: 'Back to the store',
} as const;

export interface PreviewSettings {
  /** Whether the server answers drafts at all (SHELFMARK_CONTENT_PREVIEW, readPreviewEnv). */
  enabled: boolean;
  /** Over https the cookie is `__Host-shelfmark_preview` and Secure. */
  secureCookies: boolean;
}

/** The browser carries the preview cookie (set by GET /api/content/preview). Says nothing about who is signed in. */
export function hasPreviewCookie(request: FastifyRequest, settings: PreviewSettings): boolean {
  const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies;
  return settings.enabled && cookies?.[cookieNames(settings.secureCookies).preview] === PREVIEW_COOKIE_VALUE;
}

/** Preview is on for this request: the server allows it, the browser entered it and the signed-in user is an editor. */
export function isPreviewing(
  request: FastifyRequest,
  user: SessionUser | null | undefined,
  settings: PreviewSettings,
): boolean {
  return isContentEditor(user) && hasPreviewCookie(request, settings);
}

export interface PreviewRouteOptions extends PreviewSettings {
  /** The store's public base URL: return paths must stay on its origin. */
  publicUrl: string;
  /** True when the signed-in user `uid` may preview (isContentEditor). */
  isEditor(uid: string): Promise<boolean>;
}

/**
 * GET /api/content/preview?return= and GET /api/content/preview/exit?return= (CMS-01): preview is a session of its
 * own. Entering sets an HttpOnly, SameSite=Lax, Path=/ cookie — for a signed-in editor only — and exiting clears it;
 * both send the browser back to `return` when it is a path of this store (safeReturnPath), else to '/'.
 */
export async function previewRoutes(app: FastifyInstance, options: PreviewRouteOptions): Promise<void> {
  const name = cookieNames(options.secureCookies).preview;
  const cookie = { httpOnly: true, sameSite: 'lax', secure: options.secureCookies, path: '/' } as const;
  const appOrigin = new URL(options.publicUrl).origin;
  const returnOf = (request: FastifyRequest) =>
    safeReturnPath((request.query as Record<string, unknown>).return, options.publicUrl);

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
      .header('content-security-policy', authPageSecurityPolicy([appOrigin]))
      .send(renderMessagePage({ title, message, link }));
  }

  app.get('/api/content/preview', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const returnTo = returnOf(request);
    if (!options.enabled)
      return sendPage(reply, 403, previewMessages.refusedTitle, previewMessages.disabled, {
        href: returnTo,
        text: previewMessages.backToStore,
      });
    const uid = request.session?.uid;
    if (!uid) {
      const again = `/api/content/preview?return=${encodeURIComponent(returnTo)}`;
      return sendPage(reply, 401, previewMessages.signInTitle, previewMessages.signIn, {
        href: `/api/auth/login?return=${encodeURIComponent(again)}`,
        text: previewMessages.signInLink,
      });
    }
    if (!(await options.isEditor(uid))) {
      return sendPage(reply, 403, previewMessages.refusedTitle, previewMessages.refused, {
        href: returnTo,
        text: previewMessages.backToStore,
      });
    }
    reply.setCookie(name, PREVIEW_COOKIE_VALUE, cookie);
    return reply.redirect(returnTo, 303);
  });

  app.get('/api/content/preview/exit', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.clearCookie(name, cookie);
    return reply.redirect(returnOf(request), 303);
  });
}
