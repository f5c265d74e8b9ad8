import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeadersOptions {
  /** Served over HTTPS (SHELFMARK_PUBLIC_URL starts with https:): adds HSTS and upgrade-insecure-requests. */
  secure: boolean;
}

/** HSTS max-age: one year, the value browsers' preload lists expect. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The storefront's Content-Security-Policy: scripts only from our own origin (no inline script, no
 * eval), no plugins, no <base> rewriting, never framed. Inline `style` attributes stay allowed
 * (React writes them); the OIDC and message pages set their own stricter policy.
 */
export function contentSecurityPolicy({ secure }: SecurityHeadersOptions): Record<string, string[] | null> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    formAction: ["'self'"],
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
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    hsts: options.secure ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}
