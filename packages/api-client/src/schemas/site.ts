import { z } from 'zod';
import { BRANDS } from '../brand';
import { SITE_ROUTES } from '../site';

/** Paths of the host app's named routes (spec 001 §2), served so widgets never hard-code them. */
export const siteRoutesSchema = z.object({
  home: z.string(),
  searchResults: z.string(),
  /** Product page prefix; widgets append `/{isbn13}`. */
  products: z.string(),
  /** Product catalogue prefix for non-ecommerce items; widgets append `/{code}`. */
  catalog: z.string(),
  cart: z.string(),
  checkout: z.string(),
  orderConfirmation: z.string(),
  wishlist: z.string(),
  accountConfirmation: z.string(),
  myOrders: z.string(),
  profile: z.string(),
  fastOrder: z.string(),
  priceAndAvailability: z.string(),
  orderTracking: z.string(),
  accessCodes: z.string(),
  register: z.string(),
});
export type SiteRoutes = z.infer<typeof siteRoutesSchema>;

/**
 * GET /api/site-config — the site configuration of the brand the server was started for
 * (`SHELFMARK_SITE`), spec 000 §3 "Global config" plus what the host app needs to route.
 */
export const siteConfigSchema = z.object({
  brand: z.enum(BRANDS),
  market: z.enum(['NA', 'INTERNATIONAL']),
  currency: z.string().length(3),
  maxProductQuantity: z.number().int().min(1),
  enabledGtm: z.boolean(),
  gtmId: z.string().nullable(),
  affiliation: z.string(),
  isThorndike: z.boolean(),
  /** Route paths; a route the server leaves out keeps its default path. */
  routes: siteRoutesSchema.partial().transform((routes) => ({ ...SITE_ROUTES, ...routes })),
  /** Carrier → tracking link pairs: `CARRIER^link|CARRIER^link`, each link with a {trackingID} placeholder (TRK-01). */
  carrierTrackingLinks: z.string().optional(),
  /** Rows per page of My Orders (ORD-01). */
  perPageOrdersCount: z.number().int().min(1).optional(),
  /**
   * The video service of the players (BLK-03): 'local' plays the reference server's clips; 'youtube' or 'vimeo'
   * embeds that service's privacy-enhanced player, loaded only when the visitor presses play.
   */
  video: z.object({ provider: z.enum(['local', 'youtube', 'vimeo']) }).optional(),
  /** Captcha for the configurable form (FORM-02): 'altcha' (self-hosted) or 'recaptcha'. */
  captcha: z.object({ provider: z.enum(['altcha', 'recaptcha', 'none']), siteKey: z.string().nullable() }).optional(),
  /** Links of the profile page and account area (PROF-01, HDR-03). */
  accountHelpUrl: z.string().optional(),
  changePasswordUrl: z.string().nullable().optional(),
  /** Regions a visitor may switch to (HDR-03). */
  allowedRegions: z.array(z.string()).optional(),
  /**
   * The CMS (CMS-01): `editUrlTemplate` is where a preview's edit button opens a component, in a new tab — an
   * http(s) URL whose `{page}`, `{component}`, `{type}` and `{updatedAt}` are filled from the component's `edit`
   * data (URL-encoded). Null: no CMS to open; the edit button reports the component to the host app instead.
   */
  cms: z
    .object({
      editUrlTemplate: z
        .string()
        .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, 'must be an http(s) URL')
        .nullable(),
    })
    .optional(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
