import { BRANDS, PRODUCT, type Brand } from '@shelfmark/api-client/schemas';

export {
  createSiteConfig,
  SITE_ROUTES,
  DEMO_MAX_PRODUCT_QUANTITY as MAX_PRODUCT_QUANTITY,
} from '@shelfmark/api-client/schemas';

/** Reads SHELFMARK_SITE; anything but the two brands is refused with a message naming the variable. */
export function parseSite(value: string | undefined): Brand {
  const site = (value ?? '').trim() || PRODUCT;
  if (!(BRANDS as readonly string[]).includes(site)) {
    throw new Error(`SHELFMARK_SITE must be one of ${BRANDS.join(', ')} (got "${value}").`);
  }
  return site as Brand;
}
