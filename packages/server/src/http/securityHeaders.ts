import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { CaptchaConfig } from '../captcha/captchaVerifier';
import { readServerConfig, type ServerConfig } from '../config/readServerConfig';
import { VIDEO_FRAME_SOURCES, type VideoProviderName } from '../media/videoConfig';
import { GTM_CONNECT_SOURCES, GTM_SCRIPT_SOURCES } from '../analytics/tagManagerConfig';

export interface SecurityHeadersOptions {
  /** Served over HTTPS (SHELFMARK_PUBLIC_URL starts with https:): adds HSTS and upgrade-insecure-requests. */
  secure: boolean;
  /**
   * The captcha the forms load (FORM-02): 'recaptcha' lets Google's widget script and frames in; the local
   * proof of work needs nothing outside our origin. @default the server's configuration (readCaptchaEnv)
   */
  captcha?: CaptchaConfig['provider'];
  /**
   * The card provider's origin when it is not ours (CHK-07): the browser posts the card form straight to it,
   * so it joins form-action. @default none: the simulator is served from our own origin
   */
  cardProviderOrigin?: string;
  /**
   * The video service the players embed (BLK-03): a hosted one's player frame origin joins frame-src; the local
   * clips need nothing outside our origin. @default the server's configuration (readVideoEnv)
   */
  video?: VideoProviderName;
  /**
   * The tag manager is on (SHELFMARK_GTM_ID, GTM-01): its script origin joins script-src and img-src, and its and
   * Google Analytics' collection origins join connect-src and img-src. @default the server's configuration (readTagManagerEnv)
   */
  tagManager?: boolean;
}

/**
 * What Google's reCAPTCHA widget loads (its CSP guidance): the api.js script and its release scripts,
 * and the challenge frames. Allowed only when the server is configured for reCAPTCHA.
 */
export const RECAPTCHA_SCRIPT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
] as const;
export const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
] as const;

/** HSTS max-age: one year, the value browsers' preload lists expect. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The storefront's Content-Security-Policy: scripts only from our own origin (no inline script, no
 * eval), no plugins, no <base> rewriting, never framed. Inline `style` attributes stay allowed
 * (React writes them); the OIDC and message pages set their own stricter policy. With reCAPTCHA
 * configured, and only then, Google's widget origins join script-src and frame-src; with a hosted video
 * service configured, its player frame's origin joins frame-src (BLK-03); an external card
 * provider's origin joins form-action (the payment form posts there, never to us; CHK-07). With the tag manager
 * on (GTM-01), its container script's origin joins script-src — the storefront's own bundle inserts the script by
 * address, so no inline script and no nonce are needed — and the analytics collection origins join connect-src and img-src.
 */
export function contentSecurityPolicy({
  secure,
  captcha = 'altcha',
  cardProviderOrigin,
  video = 'local',
  tagManager = false,
}: SecurityHeadersOptions): Record<string, string[] | null> {
  const recaptcha = captcha === 'recaptcha';
  const frames = [
    ...(recaptcha ? RECAPTCHA_FRAME_SOURCES : []),
    ...(video === 'local' ? [] : [VIDEO_FRAME_SOURCES[video]]),
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(recaptcha ? RECAPTCHA_SCRIPT_SOURCES : []), ...(tagManager ? GTM_SCRIPT_SOURCES : [])],
    ...(frames.length > 0 ? { frameSrc: ["'self'", ...frames] } : {}),
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...(tagManager ? [...GTM_SCRIPT_SOURCES, ...GTM_CONNECT_SOURCES] : [])],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(tagManager ? GTM_CONNECT_SOURCES : [])],
    formAction: ["'self'", ...(cardProviderOrigin ? [cardProviderOrigin] : [])],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    upgradeInsecureRequests: secure ? [] : null,
  };
}

/**
 * Security headers on every answer: the CSP above, X-Content-Type-Options: nosniff,
 * Referrer-Policy: same-origin (no address leaves the store), X-Frame-Options: DENY for old
 * browsers, Cross-Origin-Opener-Policy, and Strict-Transport-Security over HTTPS only (sent over
 * plain http it would be ignored, or pin a developer's localhost to https).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  // The same configuration the form routes read (content/index.ts), so the policy and the widget agree.
  let config: ServerConfig | undefined;
  const configured = () => (config ??= readServerConfig());
  const captcha = options.captcha ?? configured().captcha.provider;
  // The same configuration the site configuration serves (buildServer), so the policy and the players agree.
  const video = options.video ?? configured().video.provider;
  // The same configuration the site configuration serves (buildServer): the container is let in exactly when it is named.
  const tagManager = options.tagManager ?? configured().tagManager.gtmId !== null;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy({ ...options, captcha, video, tagManager }),
    },
    hsts: options.secure ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}
