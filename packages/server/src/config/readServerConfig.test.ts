import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from './readServerConfig';

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** The one module that reads the environment. */
const READER = 'config/readServerConfig.ts';

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the server reads its configuration in one place', () => {
  it('no module but config/readServerConfig.ts reads process.env (buildServer and the CLI get its result)', () => {
    const readers = sourceFiles()
      .filter((file) => /\bprocess\.env\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file).split('\\').join('/'));
    expect(readers).toEqual([READER]);
  });

  it('an empty environment gives the defaults', () => {
    const config = readServerConfig({});
    expect(config.server).toMatchObject({
      port: 3000,
      host: 'localhost',
      site: 'shelfmark',
      logLevel: 'info',
      signInLimit: 30,
    });
    expect(config).toMatchObject({
      nodeEnv: undefined,
      preview: true,
      auth: { externalIssuer: undefined, clientId: undefined },
      captcha: { provider: 'altcha' },
      video: { provider: 'local' },
      tagManager: { gtmId: null },
      cardProvider: {},
    });
  });

  it('reads each feature’s variables into its part of the configuration', () => {
    const config = readServerConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: ' postgres://db/shelfmark ',
      SHELFMARK_GTM_ID: 'GTM-AB12CD3',
      SHELFMARK_CARD_PROVIDER_URL: 'https://pay.example.org/',
      SHELFMARK_OIDC_ISSUER: 'https://login.example.org',
      SHELFMARK_OIDC_CLIENT_ID: 'store',
      SHELFMARK_SIGN_IN_LIMIT: '120',
    });
    expect(config.nodeEnv).toBe('production');
    expect(config.preview).toBe(false);
    expect(config.server).toMatchObject({ port: 8080, databaseUrl: 'postgres://db/shelfmark', signInLimit: 120 });
    expect(config.tagManager.gtmId).toBe('GTM-AB12CD3');
    expect(config.cardProvider.url).toBe('https://pay.example.org/');
    expect(config.auth).toMatchObject({ externalIssuer: 'https://login.example.org', clientId: 'store' });
  });

  it.each([
    ['PORT', 'eighty'],
    ['SHELFMARK_SEED_BOOKS', '0'],
    ['SHELFMARK_SITE', 'acme'],
    ['SHELFMARK_TRUST_PROXY', 'sometimes'],
    ['SHELFMARK_CORS_ORIGINS', '*'],
    ['SHELFMARK_ALLOWED_HOSTS', 'a b'],
    ['SHELFMARK_OIDC_ISSUER', 'login'],
    ['SHELFMARK_CAPTCHA', 'puzzle'],
    ['SHELFMARK_VIDEO_PROVIDER', 'tape'],
    ['SHELFMARK_GTM_ID', 'UA-1'],
    ['SHELFMARK_MAX_IN_FLIGHT', '-1'],
    ['SHELFMARK_QUEUE_TIMEOUT_MS', 'soon'],
    ['SHELFMARK_SIGN_IN_LIMIT', '0'],
  ])('a bad %s (%s) stops the start with one line naming it', (name, value) => {
    let message = '';
    try {
      readServerConfig({ [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });
});
