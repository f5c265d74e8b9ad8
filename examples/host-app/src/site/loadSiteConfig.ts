import { BRANDS, type Brand } from '@shelfmark/api-client';
import { createSiteConfig, type ShelfmarkRoutes, type ShelfmarkSiteConfig } from '@shelfmark/commerce';

/** The site configuration could not be read: the storefront cannot start without it. */
export class SiteConfigError extends Error {
  override readonly name = 'SiteConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the answer of GET /api/site-config into the site configuration the widgets use. Unknown or
 * malformed fields are refused with an error naming the field, never guessed.
 */
export function parseSiteConfig(body: unknown): ShelfmarkSiteConfig {
  if (!isRecord(body)) throw new SiteConfigError('Site configuration: the answer is not an object.');
  const brand = body.brand;
  if (typeof brand !== 'string' || !(BRANDS as readonly string[]).includes(brand)) {
    throw new SiteConfigError(`Site configuration: brand must be one of ${BRANDS.join(', ')} (got ${JSON.stringify(brand)}).`);
  }
  const overrides: Partial<ShelfmarkSiteConfig> = {};
  if (body.market !== undefined) {
    if (body.market !== 'NA' && body.market !== 'INTERNATIONAL') throw new SiteConfigError(`Site configuration: market must be NA or INTERNATIONAL (got ${JSON.stringify(body.market)}).`);
    overrides.market = body.market;
  }
  if (body.maxProductQuantity !== undefined) {
    const max = body.maxProductQuantity;
    if (typeof max !== 'number' || !Number.isInteger(max) || max < 1) throw new SiteConfigError(`Site configuration: maxProductQuantity must be a whole number of at least 1 (got ${JSON.stringify(max)}).`);
    overrides.maxProductQuantity = max;
  }
  if (typeof body.currency === 'string') overrides.currency = body.currency;
  if (typeof body.enabledGtm === 'boolean') overrides.enabledGtm = body.enabledGtm;
  if (typeof body.gtmId === 'string' || body.gtmId === null) overrides.gtmId = body.gtmId;
  if (typeof body.affiliation === 'string') overrides.affiliation = body.affiliation;
  if (isRecord(body.routes)) {
    const routes: Partial<ShelfmarkRoutes> = {};
    for (const [name, path] of Object.entries(body.routes)) {
      if (typeof path === 'string' && path.startsWith('/')) (routes as Record<string, string>)[name] = path;
    }
    overrides.routes = routes as ShelfmarkRoutes;
  }
  return createSiteConfig(brand as Brand, overrides);
}

/** Loads the site configuration the server was started with (SHELFMARK_SITE). */
export async function loadSiteConfig(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<ShelfmarkSiteConfig> {
  let res: Response;
  try {
    res = await fetchImpl('/api/site-config', { headers: { accept: 'application/json' }, credentials: 'include' });
  } catch (cause) {
    throw new SiteConfigError(`Site configuration: GET /api/site-config failed (${(cause as Error).message}). Is the Shelfmark server running?`);
  }
  if (!res.ok) throw new SiteConfigError(`Site configuration: GET /api/site-config answered ${res.status}.`);
  return parseSiteConfig(await res.json());
}
