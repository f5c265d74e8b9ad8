import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Brand } from '@shelfmark/api-client/schemas';
import { readTagManagerEnv } from '../analytics/tagManagerConfig';
import { readAuthEnv, type AuthEnv } from '../auth/readAuthEnv';
import { readCaptchaEnv, type CaptchaConfig } from '../captcha/captchaVerifier';
import { parseTrustProxy, type TrustProxySetting } from '../cli/trustProxy';
import { readCmsEnv } from '../content/cmsConfig';
import { readPreviewEnv } from '../content/contentRoutes';
import { parseCorsOrigins } from '../http/cors';
import { defaultLoadShedding, readLoadSheddingEnv } from '../http/loadShedding';
import { parseAllowedHosts } from '../http/publicOrigin';
import { readVideoEnv } from '../media/videoConfig';
import { readCardProviderEnv, type CardProviderEnv } from '../payments/cardProviderConfig';
import { readPurchaseHistoryEnv, type PurchaseHistoryOptions } from '../purchase-history/purchaseHistoryRoutes';
import { DEFAULT_SEED_BOOKS } from '../seed/demo';
import { parseSite } from '../site/siteConfig';

type Env = Record<string, string | undefined>;

/** Settings of the CLI, from the environment (see the README's table). */
export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  site: Brand;
  publicUrl: string | undefined;
  hostAppDir: string | null;
  seedBooks: number;
  logLevel: string;
  /** Whose X-Forwarded-For/-Host/-Proto to believe (SHELFMARK_TRUST_PROXY): decides the client address every limit counts. */
  trustProxy: TrustProxySetting;
  /** Origins whose pages may call the API with credentials (SHELFMARK_CORS_ORIGINS); none when unset. */
  corsOrigins: string[];
  /** Hosts answered with their own host in a page's absolute addresses (SHELFMARK_ALLOWED_HOSTS); else SHELFMARK_PUBLIC_URL's. */
  allowedHosts: string[];
  /** Sign-in starts, logins and callbacks one address may make a minute (SHELFMARK_SIGN_IN_LIMIT, default 30). */
  signInLimit: number;
}

/** Everything the server reads from its environment, parsed once (readServerConfig) and handed to buildServer. */
export interface ServerConfig {
  /** NODE_ENV: 'production' turns answer checks and content preview off by default; 'test' allows the test session. */
  nodeEnv: string | undefined;
  /** The CLI's settings: port, host, database, site, public URL, proxies, origins. */
  server: ServerEnv;
  /** SHELFMARK_OIDC_*: an external identity provider instead of the local one. */
  auth: AuthEnv;
  /** SHELFMARK_CAPTCHA and its keys. */
  captcha: CaptchaConfig;
  /** SHELFMARK_CONTENT_PREVIEW (default: on unless NODE_ENV=production). */
  preview: boolean;
  /** SHELFMARK_VIDEO_PROVIDER. */
  video: ReturnType<typeof readVideoEnv>;
  /** SHELFMARK_CMS_EDIT_URL. */
  cms: ReturnType<typeof readCmsEnv>;
  /** SHELFMARK_GTM_ID. */
  tagManager: ReturnType<typeof readTagManagerEnv>;
  /** SHELFMARK_CARD_PROVIDER_*. */
  cardProvider: CardProviderEnv;
  /** SHELFMARK_PURCHASE_HISTORY_MONTHS: how far back a ship-to's orders flag a title as already ordered. */
  purchaseHistory: PurchaseHistoryOptions;
  /** SHELFMARK_MAX_IN_FLIGHT, SHELFMARK_MAX_QUEUED, SHELFMARK_QUEUE_TIMEOUT_MS over the database's defaults. */
  loadShedding: (defaults: ReturnType<typeof defaultLoadShedding>) => ReturnType<typeof readLoadSheddingEnv>;
}

/** A whole number from min to max, or the fallback when unset or blank; the message names the variable. */
const whole = (name: string, fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((raw, context) => {
      const text = raw?.trim();
      if (!text) return fallback;
      const value = Number(text);
      if (Number.isInteger(value) && value >= min && value <= max) return value;
      context.addIssue({
        code: 'custom',
        message: `${name} must be a whole number from ${min} to ${max} (got "${text}").`,
      });
      return z.NEVER;
    });

const text = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || undefined);

/** The variables parsed here; the others are parsed by their feature's reader below (each naming its variable). */
const environmentSchema = z.object({
  NODE_ENV: text,
  PORT: whole('PORT', 3000, 0, 65535),
  HOST: text,
  SHELFMARK_DATA_DIR: text,
  DATABASE_URL: text,
  SHELFMARK_PUBLIC_URL: text,
  SHELFMARK_HOST_APP_DIR: text,
  SHELFMARK_SEED_BOOKS: whole('SHELFMARK_SEED_BOOKS', DEFAULT_SEED_BOOKS, 1, 1_000_000),
  LOG_LEVEL: text,
  SHELFMARK_SIGN_IN_LIMIT: whole('SHELFMARK_SIGN_IN_LIMIT', 30, 1, 10_000),
});

/** The monorepo's built host app, found from this module (src/config or dist). */
function defaultHostAppDir(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = join(dir, 'examples', 'host-app', 'dist');
    if (existsSync(join(dir, 'examples', 'host-app'))) return candidate;
    dir = dirname(dir);
  }
  return null;
}

function parseEnvironment(env: Env) {
  const result = environmentSchema.safeParse(env);
  if (!result.success) throw new Error(result.error.issues[0]!.message);
  return result.data;
}

/** The CLI's settings (port, database, site…) from `env`; a bad value throws one line naming the variable. */
export function readServerEnv(env: Env): ServerEnv {
  const parsed = parseEnvironment(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST ?? 'localhost',
    dataDir: resolve(parsed.SHELFMARK_DATA_DIR ?? '.data'),
    databaseUrl: parsed.DATABASE_URL,
    site: parseSite(env.SHELFMARK_SITE),
    publicUrl: parsed.SHELFMARK_PUBLIC_URL,
    hostAppDir: parsed.SHELFMARK_HOST_APP_DIR ? resolve(parsed.SHELFMARK_HOST_APP_DIR) : defaultHostAppDir(),
    seedBooks: parsed.SHELFMARK_SEED_BOOKS,
    logLevel: parsed.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.SHELFMARK_TRUST_PROXY),
    corsOrigins: parseCorsOrigins(env.SHELFMARK_CORS_ORIGINS),
    allowedHosts: parseAllowedHosts(env.SHELFMARK_ALLOWED_HOSTS),
    signInLimit: parsed.SHELFMARK_SIGN_IN_LIMIT,
  };
}

/**
 * The one place the server reads its environment: every variable it knows, parsed at once, so a bad
 * value stops the start with one line naming the variable instead of failing on the first request
 * that needs it. The CLI calls it and hands the result to buildServer; buildServer calls it itself
 * when it is given none (tests, embedders).
 */
export function readServerConfig(env: Env = process.env): ServerConfig {
  const server = readServerEnv(env);
  // Checked now, with any defaults, so a bad value is refused at the start; applied over the database's own later.
  readLoadSheddingEnv(env, defaultLoadShedding({ driver: 'pglite' }));
  return {
    nodeEnv: parseEnvironment(env).NODE_ENV,
    server,
    auth: readAuthEnv(env),
    captcha: readCaptchaEnv(env),
    preview: readPreviewEnv(env),
    video: readVideoEnv(env),
    cms: readCmsEnv(env),
    tagManager: readTagManagerEnv(env),
    cardProvider: readCardProviderEnv(env),
    purchaseHistory: readPurchaseHistoryEnv(env),
    loadShedding: (defaults) => readLoadSheddingEnv(env, defaults),
  };
}
