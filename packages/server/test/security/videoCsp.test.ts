import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@shelfmark/api-client/schemas';
import { RECAPTCHA_FRAME_SOURCES } from '../../src/http/securityHeaders';
import { readVideoEnv, VIDEO_FRAME_SOURCES } from '../../src/media/videoConfig';
import { contentSecurityPolicy, envServers } from '../helpers/envServers';

/**
 * BLK-03: the hosted video service is chosen by configuration (SHELFMARK_VIDEO_PROVIDER). The site configuration
 * tells the players which one, and the Content-Security-Policy lets that service's player frame in — only its
 * origin, only when it is configured; with the default local clips no frame from elsewhere is allowed.
 */
const serverWith = envServers({ secret: 'video-csp-test-secret-1' });
const policy = contentSecurityPolicy;

const siteVideo = async (app: FastifyInstance) =>
  siteConfigSchema.parse((await app.inject({ method: 'GET', url: '/api/site-config' })).json()).video;

describe('BLK-03 the hosted video service follows the configuration, in the site configuration and the CSP', () => {
  it('by default the players use the local clips, and no frame from another origin is allowed', async () => {
    const app = await serverWith({ SHELFMARK_VIDEO_PROVIDER: '', SHELFMARK_CAPTCHA: '' });
    expect(await siteVideo(app)).toEqual({ provider: 'local' });
    for (const url of ['/', '/api/site-config']) {
      const csp = await policy(app, url);
      expect(csp.has('frame-src')).toBe(false);
      expect(csp.get('default-src')).toEqual(["'self'"]);
    }
  });

  it.each([
    ['youtube', 'https://www.youtube-nocookie.com'],
    ['vimeo', 'https://player.vimeo.com'],
  ] as const)(
    'with %s configured, the site configuration names it and frame-src allows %s, and nothing more',
    async (provider, origin) => {
      const app = await serverWith({ SHELFMARK_VIDEO_PROVIDER: provider, SHELFMARK_CAPTCHA: '' });
      expect(VIDEO_FRAME_SOURCES[provider]).toBe(origin);
      expect(await siteVideo(app)).toEqual({ provider });
      for (const url of ['/', '/api/site-config', '/contact']) {
        const csp = await policy(app, url);
        expect(csp.get('frame-src')).toEqual(["'self'", origin]);
        // The service's scripts run in its frame: script-src, connect-src and img-src stay our own.
        expect(csp.get('script-src')).toEqual(["'self'"]);
        expect(csp.get('connect-src')).toEqual(["'self'"]);
        expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      }
    },
  );

  it("with reCAPTCHA as well, frame-src holds Google's challenge frames and the video service's player", async () => {
    const app = await serverWith({
      SHELFMARK_VIDEO_PROVIDER: 'vimeo',
      SHELFMARK_CAPTCHA: 'recaptcha',
      SHELFMARK_RECAPTCHA_SITE_KEY: 'k',
      SHELFMARK_RECAPTCHA_SECRET: 's',
    });
    expect((await policy(app, '/')).get('frame-src')).toEqual([
      "'self'",
      ...RECAPTCHA_FRAME_SOURCES,
      'https://player.vimeo.com',
    ]);
  });

  it('refuses an unknown service with a message naming the variable', async () => {
    expect(() => readVideoEnv({ SHELFMARK_VIDEO_PROVIDER: 'dailymotion' })).toThrow(
      'SHELFMARK_VIDEO_PROVIDER must be one of local, youtube, vimeo (got "dailymotion").',
    );
    await expect(serverWith({ SHELFMARK_VIDEO_PROVIDER: 'dailymotion' })).rejects.toThrow(/SHELFMARK_VIDEO_PROVIDER/);
  });
});
