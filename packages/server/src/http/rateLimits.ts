import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_CODE_CHECKS_PER_MINUTE, PROMO_THROTTLED, type ApiErrorBody } from '@shelfmark/api-client/schemas';
import { authPageSecurityPolicy, renderMessagePage } from '../auth/authPages';
import { clientAddressKey } from './clientAddress';
import { createMemoryHitCounter, type HitCounter } from './rateLimitCounters';

/**
 * One rate limit: which routes it covers (by fastify route pattern, so a route added later under a
 * covered pattern is limited without touching its file), how many requests one client may send in
 * the window, and what the 429 says.
 */
export interface RateLimitRule {
  /** Stable id, part of the counter key; rules count separately. */
  id: string;
  /** HTTP methods covered (upper case). */
  methods: readonly string[];
  /** Matched against the route pattern, e.g. '/api/carts/promotions' or '/oidc/interaction/:uid/login'. */
  route: RegExp;
  /** Requests allowed per client per window. */
  max: number;
  /** Window length in ms. */
  windowMs: number;
  /** Count per signed-in user when there is one (else per address); sign-in always counts per address. */
  perUser: boolean;
  /** Count only callers without a session (signed-in users are not limited by this rule). @default false */
  anonymousOnly?: boolean;
  /** Count only callers with a session (visitors fall to another rule of the route). @default false */
  signedInOnly?: boolean;
  /** The 429 message; `{seconds}` is replaced by the whole seconds left. */
  message: string;
}

const MINUTE = 60_000;

/**
 * The limits of spec-named abuse targets. Generous for a person at a keyboard (and for test files
 * that call a route a few dozen times), tight for a script.
 */
export const DEFAULT_RATE_LIMITS: readonly RateLimitRule[] = [
  {
    // The provider's login form post and the store's sign-in start and callback.
    id: 'sign-in',
    methods: ['GET', 'POST'],
    route: /(^\/api\/auth\/(login|callback)$)|(\/interaction\/:uid\/login$)/,
    max: 30,
    windowMs: MINUTE,
    perUser: false,
    message: 'Too many sign-in attempts. Please wait {seconds} seconds and try again.',
  },
  {
    id: 'form-submission',
    methods: ['POST'],
    route: /^\/api\/submit-form$/,
    max: 20,
    windowMs: MINUTE,
    perUser: false,
    message: 'Too many form submissions. Please wait {seconds} seconds and try again.',
  },
  {
    // A person registers once; a library registering its staff a few more. Each also needs a captcha.
    id: 'registration',
    methods: ['POST'],
    route: /^\/api\/public\/users\/registration$/,
    max: 10,
    windowMs: 15 * MINUTE,
    perUser: false,
    message: 'Too many registrations. Please wait {seconds} seconds and try again.',
  },
  {
    // Apply and remove: a script could otherwise guess codes at the speed of the server.
    id: 'promo-codes',
    methods: ['POST', 'DELETE'],
    route: /^\/api\/carts\/promotions(-remove)?$/,
    max: 30,
    windowMs: MINUTE,
    perUser: true,
    message: PROMO_THROTTLED,
  },
  {
    // Public order tracking (TRK-01) by a visitor: counted per address; each lookup needs
    // two of an order's references, and this bounds how fast a script can guess them.
    id: 'order-tracking',
    methods: ['GET'],
    route: /^\/api\/public\/orders$/,
    max: 20,
    windowMs: 5 * MINUTE,
    perUser: false,
    anonymousOnly: true,
    message: 'Too many order lookups. Please wait {seconds} seconds and try again.',
  },
  {
    // Order tracking signed in: a buyer finds only their accounts' orders beyond two references,
    // and staff answering customers look orders up all day from one office address, so the
    // count is per user and sized for a person at a keyboard, not for guessing.
    id: 'order-tracking-signed-in',
    methods: ['GET'],
    route: /^\/api\/public\/orders$/,
    max: 120,
    windowMs: MINUTE,
    perUser: true,
    signedInOnly: true,
    message: 'Too many order lookups. Please wait {seconds} seconds and try again.',
  },
  {
    // The access code checker (ACC-01): up to ACCESS_CODES_PER_CHECK codes a request, per signed-in user.
    id: 'access-codes',
    methods: ['POST'],
    route: /^\/api\/access-code-checker$/,
    max: ACCESS_CODE_CHECKS_PER_MINUTE,
    windowMs: MINUTE,
    perUser: true,
    message: 'Too many access code checks. Please wait {seconds} seconds and try again.',
  },
  {
    // Excel exports are the most expensive answers the server streams.
    id: 'exports',
    methods: ['GET', 'POST'],
    route: /\/exports?(\/|$)/,
    max: 10,
    windowMs: MINUTE,
    perUser: true,
    message: 'Too many exports. Please wait {seconds} seconds and try again.',
  },
  {
    // Anonymous search: a visitor pages and filters a few times a minute; a script from one
    // address gets a small share of the database (load shedding guards the rest). Signed-in buyers
    // are not limited here: their searches are theirs.
    id: 'anonymous-search',
    methods: ['GET'],
    route: /^\/api\/products\/search$/,
    max: 300,
    windowMs: MINUTE,
    perUser: false,
    anonymousOnly: true,
    message: 'Too many searches. Please wait {seconds} seconds and try again.',
  },
];

/** The default limits with the sign-in limit set to `max` a minute per address (SHELFMARK_SIGN_IN_LIMIT). */
export function rateLimitsWithSignIn(max: number): readonly RateLimitRule[] {
  return DEFAULT_RATE_LIMITS.map((rule) => (rule.id === 'sign-in' ? { ...rule, max } : rule));
}

export interface RateLimitOptions {
  /** @default DEFAULT_RATE_LIMITS; [] turns rate limiting off (load runs on one address). */
  rules?: readonly RateLimitRule[];
  /**
   * Where the counts are kept. buildServer passes the database's (createDbHitCounter), so every
   * process on one database counts together. @default counters in this process
   */
  counter?: HitCounter;
}

/** The rule covering this route pattern and method for a caller with or without a session (default without), if any. */
export function findRateLimitRule(
  rules: readonly RateLimitRule[],
  method: string,
  routePattern: string | undefined,
  signedIn = false,
) {
  if (!routePattern) return undefined;
  return rules.find(
    (rule) =>
      rule.methods.includes(method) &&
      rule.route.test(routePattern) &&
      !(signedIn ? rule.anonymousOnly : rule.signedInOnly),
  );
}

/** The 429 body: the ApiError shape, with `timeLeft` (ms) like the spec's promo throttle. */
export function rateLimitedBody(rule: RateLimitRule, timeLeftMs: number): ApiErrorBody {
  const timeLeft = Math.max(0, Math.round(timeLeftMs));
  return {
    status: 429,
    code: 'RATE_LIMITED',
    message: rule.message.replace('{seconds}', String(retryAfterSeconds(timeLeft))),
    timeLeft,
  };
}

/** Whole seconds to wait (Retry-After and the message agree), at least 1. */
export function retryAfterSeconds(timeLeftMs: number): number {
  return Math.max(1, Math.ceil(Math.round(timeLeftMs) / 1000));
}

/**
 * Central rate limits, applied by one onRequest hook to every route whose pattern a rule covers.
 * Register after the session hooks, so a signed-in user is counted as themself rather than by the
 * address they share with colleagues. The counts live in `options.counter`: with the database's,
 * a fleet of processes behind a load balancer enforces one limit.
 * A refused request answers 429 with Retry-After and the ApiError body above (an HTML page when
 * the browser navigates, e.g. the login form), before its body is read.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions = {}): Promise<void> {
  const rules = options.rules ?? DEFAULT_RATE_LIMITS;
  if (rules.length === 0) return;
  const counter = options.counter ?? createMemoryHitCounter();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const rule = findRateLimitRule(rules, request.method, request.routeOptions.url, !!request.session);
    if (!rule) return;
    const user = rule.perUser ? request.session?.uid : undefined;
    const key = `${rule.id}|${user ? `user:${user}` : `ip:${clientAddressKey(request.ip)}`}`;
    const { hits, ttlMs } = await counter.hit(key, rule.windowMs);
    if (hits <= rule.max) return;
    const body = rateLimitedBody(rule, ttlMs);
    reply
      .code(429)
      .header('retry-after', String(retryAfterSeconds(ttlMs)))
      .header('cache-control', 'no-store');
    request.log.warn({ rule: rule.id, key }, 'rate limited');
    // Page navigations (the login form, the sign-in start) get a page; fetches get the ApiError body.
    const accept = request.headers.accept ?? '';
    if (accept.includes('text/html') && !accept.includes('application/json')) {
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', authPageSecurityPolicy())
        .send(renderMessagePage({ title: 'Too many attempts', message: body.message }));
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
