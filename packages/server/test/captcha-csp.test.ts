import { describe, expect, it } from 'vitest';
import { RECAPTCHA_FRAME_SOURCES, RECAPTCHA_SCRIPT_SOURCES } from '../src/http/securityHeaders';
import { contentSecurityPolicy, envServers } from './helpers/envServers';

const serverWith = envServers({ secret: 'csp-captcha-test-secret-1' });
const policy = contentSecurityPolicy;

const urls = ['/', '/api/site-config', '/contact'];

describe('FORM-02 the Content-Security-Policy follows the configured captcha', () => {
  it.each(urls)('with the default local captcha, %s lets in no script or frame from another origin', async (url) => {
    const app = await serverWith({ SHELFMARK_CAPTCHA: '' });
    const csp = await policy(app, url);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect((await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json().provider).toBe('altcha');
  });

  it.each(urls)(
    "with reCAPTCHA configured, %s allows Google's widget script and challenge frames, and nothing more",
    async (url) => {
      const app = await serverWith({
        SHELFMARK_CAPTCHA: 'recaptcha',
        SHELFMARK_RECAPTCHA_SITE_KEY: 'site-key-1',
        SHELFMARK_RECAPTCHA_SECRET: 'secret-1',
      });
      const csp = await policy(app, url);
      expect(csp.get('script-src')).toEqual(["'self'", ...RECAPTCHA_SCRIPT_SOURCES]);
      expect(csp.get('frame-src')).toEqual(["'self'", ...RECAPTCHA_FRAME_SOURCES]);
      // The rest of the policy stays as strict as without it.
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      for (const values of csp.values()) expect(values).not.toContain("'unsafe-eval'");
      expect((await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json()).toEqual({
        provider: 'recaptcha',
        siteKey: 'site-key-1',
      });
    },
  );
});
