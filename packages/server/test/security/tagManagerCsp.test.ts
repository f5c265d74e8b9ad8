import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@shelfmark/api-client/schemas';
import { readTagManagerEnv } from '../../src/analytics/tagManagerConfig';
import { contentSecurityPolicy, envServers } from '../helpers/envServers';

/**
 * GTM-01: the demo server switches analytics on by configuration (SHELFMARK_GTM_ID). The site configuration then
 * enables the tag manager with that container, and the CSP lets the container script and its collection origins
 * in — only then; still no inline script and no eval.
 */
const serverWith = envServers({ secret: 'gtm-csp-test-secret-01' });

const siteConfig = async (app: FastifyInstance) =>
  siteConfigSchema.parse((await app.inject({ method: 'GET', url: '/api/site-config' })).json());

describe('GTM-01 the tag manager follows the server configuration, in the site configuration and the CSP', () => {
  it('by default analytics is off: no container in the site configuration, and the policy lets no tag-manager origin in', async () => {
    const app = await serverWith({ SHELFMARK_GTM_ID: '', SHELFMARK_CAPTCHA: '', SHELFMARK_VIDEO_PROVIDER: '' });
    expect(await siteConfig(app)).toMatchObject({ enabledGtm: false, gtmId: null });
    const csp = await contentSecurityPolicy(app, '/');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('SHELFMARK_GTM_ID=GTM-… enables the tag manager with that container and lets its script and collection origins in, still without inline script', async () => {
    const app = await serverWith({
      SHELFMARK_GTM_ID: 'GTM-AB12CD3',
      SHELFMARK_CAPTCHA: '',
      SHELFMARK_VIDEO_PROVIDER: '',
    });
    expect(await siteConfig(app)).toMatchObject({ enabledGtm: true, gtmId: 'GTM-AB12CD3' });
    for (const url of ['/', '/api/site-config', '/cart']) {
      const csp = await contentSecurityPolicy(app, url);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ]);
      expect(csp.get('img-src')).toEqual([
        "'self'",
        'data:',
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('refuses anything but a container id, with a message naming the variable', async () => {
    expect(readTagManagerEnv({ SHELFMARK_GTM_ID: ' GTM-X1 ' })).toEqual({ gtmId: 'GTM-X1' });
    expect(() => readTagManagerEnv({ SHELFMARK_GTM_ID: 'UA-1234-1' })).toThrow(
      'SHELFMARK_GTM_ID must be a tag manager container id such as GTM-AB12CD3 (got "UA-1234-1").',
    );
    await expect(serverWith({ SHELFMARK_GTM_ID: 'GTM-1"><script>' })).rejects.toThrow(/SHELFMARK_GTM_ID/);
  });
});
