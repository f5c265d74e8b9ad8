import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { PRODUCT, type Brand } from '@shelfmark/api-client/schemas';
import { readAuthEnv, registerAuth } from './auth';
import { readServerConfig, type ServerConfig } from './config/readServerConfig';
import { cartRoutes } from './carts/cartRoutes';
import { createCartService } from './carts/cartService';
import type { ServerContext } from './context';
import type { Database } from './db/openDatabase';
import { installErrorHandler } from './http/errorHandler';
import { registerJsonOnly } from './http/jsonBodies';
import { installRouteSchemas } from './http/validate';
import {
  defaultLoadShedding,
  registerLoadShedding,
  sheddingEverything,
  type LoadSheddingOptions,
} from './http/loadShedding';
import { healthRoutes } from './http/healthRoutes';
import { pageRenderVersion } from './http/pageRenderCalls';
import { isApiRoute, normaliseRequestUrl } from './http/requestPath';
import { registerRateLimits, type RateLimitRule } from './http/rateLimits';
import { createDbHitCounter } from './http/rateLimitCounters';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerCors } from './http/cors';
import { pageOriginFor, registerHostCheck } from './http/publicOrigin';
import { readCardProviderUrl } from './payments/cardProviderConfig';
import { coverRoutes } from './images/coverRoutes';
import { createCaptchaVerifier, siteContentRoutes } from './content/index';
import { checkoutRoutes } from './checkout/checkoutRoutes';
import { productRoutes } from './products/productRoutes';
import { purchaseHistoryRoutes } from './purchase-history/purchaseHistoryRoutes';
import { registerQuotes } from './quotes/quoteRoutes';
import { marcRoutes } from './marc/marcRoutes';
import { orderRoutes } from './orders/orderRoutes';
import { invoiceRoutes } from './invoices/invoiceRoutes';
import { trackingRoutes } from './tracking/trackingRoutes';
import { accessCodeRoutes } from './access-codes/accessCodeRoutes';
import { pricingRoutes } from './pricing/pricingRoutes';
import { profileRoutes } from './profile/profileRoutes';
import { registrationRoutes } from './registration/registrationRoutes';
import { exportRoutes } from './exports/exportRoutes';
import { installTestSession } from './session/testSession';
import { createSiteConfig } from './site/siteConfig';
import { serveHostApp } from './static/hostApp';
import { contentPartOf, KeptPages, readPageVersion } from './static/keptPages';
import { createDbKvStore, type KvStore } from './store/kvStore';
import { userRoutes } from './users/userRoutes';
import { loadSessionUser, verifyCredentials } from './users/userRepo';

export type AuthMode =
  /** Federated sign-in through the auth plugin and the local (or configured) OIDC provider. */
  | { mode: 'oidc'; env?: Record<string, string | undefined> }
  /** Tests only (NODE_ENV=test): a signed header stands in for the session (see session/testSession.ts). */
  | { mode: 'test'; secret: string };

export interface BuildServerOptions {
  /** The environment's settings, read once. @default readServerConfig(): the environment as it is now */
  config?: ServerConfig;
  /** An open, migrated database (see openDatabase and migrate). */
  database: Database;
  /**
   * The public origin the browser uses, e.g. http://localhost:3000; the OIDC issuer is `${publicUrl}/oidc`, and a
   * page's absolute addresses (canonical, og:url) are built on it, never on the request's Host.
   */
  publicUrl: string;
  /** Hosts whose requests get their own host in a page's absolute addresses (SHELFMARK_ALLOWED_HOSTS). @default [] */
  allowedHosts?: readonly string[];
  /** Which brand's site to serve. @default 'shelfmark' */
  site?: Brand;
  /** @default { mode: 'oidc' } */
  auth?: AuthMode;
  /** The built host app (examples/host-app/dist); null serves the API only. @default null */
  hostAppDir?: string | null;
  /** Sessions and provider data; @default the database's kv_store table */
  store?: KvStore;
  /** fastify's pino logger options; false in tests. @default { level: 'info' } */
  logger?: FastifyServerOptions['logger'];
  /** Parse every answer with its contract schema before sending. @default NODE_ENV !== 'production' */
  checkAnswers?: boolean;
  /** Behind a reverse proxy: whose X-Forwarded-* to trust (fastify's trustProxy; see cli/trustProxy.ts). @default false */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Exact origins whose pages may call the API with credentials (CORS, and trusted by the CSRF guard). @default [] (same origin only) */
  corsOrigins?: readonly string[];
  /** Rate limits by route pattern (see http/rateLimits); [] turns them off. @default DEFAULT_RATE_LIMITS */
  rateLimits?: readonly RateLimitRule[];
  /**
   * How much database work the server takes on at once (see http/loadShedding); the rest is answered
   * 503 with Retry-After. false turns it off. @default defaultLoadShedding(database): 1 request at once
   * on the embedded database, 2 per pool connection on PostgreSQL; 16× that (at least 64) may queue, for at most 5 s —
   * as changed by SHELFMARK_MAX_IN_FLIGHT, SHELFMARK_MAX_QUEUED and SHELFMARK_QUEUE_TIMEOUT_MS
   */
  loadShedding?: LoadSheddingOptions | false;
}

/**
 * The Shelfmark reference server: /api (validated by the shared contract schemas, errors in the
 * ApiError shape), /oidc and /api/auth (the auth plugin), /images/covers and the built host app
 * with SPA fallback — all on one origin. The caller owns the database and closes it after
 * `app.close()`.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const secure = publicUrl.startsWith('https:');
  const app = Fastify({
    logger: options.logger ?? { level: 'info' },
    trustProxy: options.trustProxy ?? false,
    // `/%61pi/…` is `/api/…` (RFC 3986 §6.2.2.2): request.url names the path the router matches.
    rewriteUrl: (request) => normaliseRequestUrl(request.url ?? '/'),
  });
  const { database } = options;
  const config = options.config ?? readServerConfig();
  const { gtmId } = config.tagManager;
  const site = createSiteConfig(options.site ?? PRODUCT, {
    video: config.video,
    cms: config.cms,
    ...(gtmId ? { enabledGtm: true, gtmId } : {}),
  });
  const store = options.store ?? createDbKvStore(database.db);
  const checkAnswers = options.checkAnswers ?? config.nodeEnv !== 'production';
  const ctx: ServerContext = {
    database,
    site,
    store,
    carts: createCartService(database.db, {
      currency: site.currency,
      maxProductQuantity: site.maxProductQuantity,
      site,
    }),
  };

  installErrorHandler(app);
  installRouteSchemas(app, { checkAnswers });
  const cardProviderOrigin = new URL(readCardProviderUrl(publicUrl, config.cardProvider)).origin;
  await registerSecurityHeaders(app, {
    secure,
    cardProviderOrigin: cardProviderOrigin === new URL(publicUrl).origin ? undefined : cardProviderOrigin,
    captcha: config.captcha.provider,
    video: config.video.provider,
    tagManager: gtmId !== null,
  });
  // First of the request hooks: refusals (CSRF, limits, shedding) carry the CORS headers too.
  const corsOrigins = [...(options.corsOrigins ?? [])];
  await registerCors(app, { origins: corsOrigins, publicUrl });
  registerHostCheck(app);
  // API answers are per user: never cached by shared caches (decided on the matched route, so no
  // spelling of the path escapes), and neither is any error.
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && (isApiRoute(request) || reply.statusCode >= 400))
      reply.header('cache-control', 'no-store');
  });
  registerJsonOnly(app);
  // Before the session hooks: a shed request does no database work at all.
  const loadShedding =
    options.loadShedding ??
    config.loadShedding(defaultLoadShedding({ driver: database.driver, poolSize: poolSizeOf(database) }));
  // Anonymous pages kept per catalogue and content version (static/keptPages); a kept one is answered whatever the load.
  const pageOrigin = pageOriginFor({ publicUrl, allowedHosts: options.allowedHosts });
  const keptPages = new KeptPages({ readVersion: () => readPageVersion(database), pageOrigin });
  if (loadShedding) registerLoadShedding(app, loadShedding, { kept: (request) => keptPages.has(request) });
  // The balancer stops sending here while even a checkout would be refused.
  await healthRoutes(app, { database, sheddingEverything: () => sheddingEverything(app) });

  const loadUser = (uid: string) => loadSessionUser(database.db, uid);
  // Content preview (CMS-01) is a cookie of its own, read by the session answer and the page documents.
  const preview = { enabled: config.preview, secureCookies: secure };
  await app.register(fastifyCookie);
  const auth = options.auth ?? { mode: 'oidc' };
  if (auth.mode === 'test') {
    installTestSession(app, { secret: auth.secret, loadSessionUser: loadUser, preview, nodeEnv: config.nodeEnv });
  } else {
    await registerAuth(app, {
      issuer: `${publicUrl}/oidc`,
      appBaseUrl: publicUrl,
      store,
      verifyCredentials: (email, password) => verifyCredentials(database.db, email, password),
      loadSessionUser: loadUser,
      secureCookies: secure,
      trustedOrigins: corsOrigins,
      contentPreview: preview,
      ...(auth.env ? readAuthEnv(auth.env) : config.auth),
    });
  }
  await registerRateLimits(app, { rules: options.rateLimits, counter: createDbHitCounter(database) });

  await userRoutes(app, ctx);
  // One captcha for the site: the configurable form and registration verify the same challenges.
  const captcha = createCaptchaVerifier(config.captcha, store);
  await registrationRoutes(app, ctx, { captcha });
  await profileRoutes(app, ctx);
  await pricingRoutes(app, ctx);
  await exportRoutes(app, ctx);
  await productRoutes(app, ctx);
  await purchaseHistoryRoutes(app, ctx, config.purchaseHistory);
  await marcRoutes(app, ctx);
  await cartRoutes(app, ctx);
  await checkoutRoutes(app, ctx, { publicUrl, cardProviderEnv: config.cardProvider });
  await coverRoutes(app, ctx);
  await orderRoutes(app, ctx);
  await registerQuotes(app, ctx);
  await invoiceRoutes(app, ctx);
  await trackingRoutes(app, ctx);
  await accessCodeRoutes(app, ctx);
  await siteContentRoutes(app, ctx, {
    captcha,
    preview: preview.enabled,
    publicUrl,
    secureCookies: secure,
    // The pages' version read, shared; a page render's calls are answered under the version their page read.
    contentVersion: async (request) => contentPartOf(pageRenderVersion(request) ?? (await keptPages.version())),
  });
  await serveHostApp(app, options.hostAppDir ?? null, {
    pageOrigin,
    keptPages,
  });
  return app;
}

/** The PostgreSQL pool's size (node-postgres' `max`), read from the drizzle handle; undefined on PGlite. */
function poolSizeOf(database: Database): number | undefined {
  const client = (database.db as unknown as { $client?: { options?: { max?: unknown } } }).$client;
  return database.driver === 'postgres' && typeof client?.options?.max === 'number' ? client.options.max : undefined;
}
