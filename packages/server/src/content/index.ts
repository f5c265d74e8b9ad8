import type { FastifyInstance, FastifyRequest } from 'fastify';
import { captchaRoutes } from '../captcha/captchaRoutes';
import { createCaptchaVerifier, type CaptchaVerifier } from '../captcha/captchaVerifier';
import { readServerConfig, type ServerConfig } from '../config/readServerConfig';
import type { ServerContext } from '../context';
import { formRoutes } from '../forms/formRoutes';
import { mediaRoutes } from '../media/mediaRoutes';
import { conformanceReportRoutes } from '../accessibility/conformanceReportRoutes';
import { contentRoutes } from './contentRoutes';

export interface SiteContentOptions {
  /** @default from SHELFMARK_CAPTCHA and friends (readCaptchaEnv) */
  captcha?: CaptchaVerifier;
  /** @default the server's configuration (readServerConfig: SHELFMARK_CONTENT_PREVIEW) */
  preview?: boolean;
  /** The store's public base URL (the preview routes' return paths stay on it). */
  publicUrl: string;
  /** Over https the preview cookie is `__Host-` prefixed and Secure. @default publicUrl is https */
  secureCookies?: boolean;
  /** The content version a request is answered under (contentRoutes keeps the published pages and menus under it). */
  contentVersion?: (request: FastifyRequest) => Promise<string>;
}

/**
 * The content features on the server: page documents and menus (/api/content), the configurable
 * form (/api/submit-form) with its captcha (/api/captcha/challenge), the demo media (/media) and the accessibility
 * conformance report (/accessibility/conformance-report).
 */
export async function siteContentRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: SiteContentOptions,
): Promise<void> {
  let config: ServerConfig | undefined;
  const configured = () => (config ??= readServerConfig());
  const captcha = options.captcha ?? createCaptchaVerifier(configured().captcha, ctx.store);
  // The site configuration tells the storefront which captcha widget to load (spec 002 §9).
  ctx.site.captcha = { provider: captcha.provider, siteKey: captcha.siteKey };
  await contentRoutes(app, ctx, {
    preview: options.preview ?? configured().preview,
    publicUrl: options.publicUrl,
    secureCookies: options.secureCookies ?? options.publicUrl.startsWith('https:'),
    ...(options.contentVersion ? { contentVersion: options.contentVersion } : {}),
  });
  await captchaRoutes(app, ctx, captcha);
  await formRoutes(app, ctx, captcha);
  await mediaRoutes(app);
  await conformanceReportRoutes(app);
}

export {
  hasPreviewCookie,
  isPreviewing,
  previewMessages,
  PREVIEW_COOKIE_VALUE,
  type PreviewSettings,
} from './previewSession';
export { readPreviewEnv } from './contentRoutes';
export {
  createCaptchaVerifier,
  createLocalCaptchaVerifier,
  createRecaptchaVerifier,
  readCaptchaEnv,
  type CaptchaVerifier,
  type CaptchaConfig,
} from '../captcha/captchaVerifier';
