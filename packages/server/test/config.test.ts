import { describe, expect, it } from 'vitest';
import { buildServer } from '../src/buildServer';
import { readServerEnv } from '../src/cli/runCli';
import { readServerConfig } from '../src/config/readServerConfig';
import { parseSite } from '../src/site/siteConfig';
import { freshDatabase } from './helpers/testDatabase';

describe('server settings from the environment', () => {
  it('defaults to port 3000, the first brand, .data and 5,000 books', () => {
    const env = readServerEnv({});
    expect(env).toMatchObject({
      port: 3000,
      host: 'localhost',
      site: 'shelfmark',
      seedBooks: 5000,
      databaseUrl: undefined,
    });
    expect(env.dataDir.endsWith('.data')).toBe(true);
  });

  it('reads PORT, SHELFMARK_SITE, SHELFMARK_DATA_DIR and DATABASE_URL', () => {
    const env = readServerEnv({
      PORT: '4100',
      SHELFMARK_SITE: 'thorndike',
      SHELFMARK_DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://h/db',
    });
    expect(env).toMatchObject({ port: 4100, site: 'thorndike', dataDir: '/tmp/x', databaseUrl: 'postgres://h/db' });
  });

  it('refuses a bad PORT or site with a message naming the variable', () => {
    expect(() => readServerEnv({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number from 0 to 65535 (got "eighty").',
    );
    expect(() => readServerEnv({ SHELFMARK_SEED_BOOKS: '-5' })).toThrow(/SHELFMARK_SEED_BOOKS/);
    expect(() => parseSite('penguin')).toThrow('SHELFMARK_SITE must be one of shelfmark, thorndike (got "penguin").');
  });
});

describe('SHELFMARK_ALLOWED_HOSTS', () => {
  it('lists the hosts answered with their own host in a page, and refuses a malformed one naming the variable', () => {
    expect(readServerEnv({}).allowedHosts).toEqual([]);
    expect(readServerEnv({ SHELFMARK_ALLOWED_HOSTS: 'Shop.example, www.shop.example:8443' }).allowedHosts).toEqual([
      'shop.example',
      'www.shop.example:8443',
    ]);
    expect(() => readServerEnv({ SHELFMARK_ALLOWED_HOSTS: 'user@shop.example' })).toThrow(/SHELFMARK_ALLOWED_HOSTS/);
  });
});

describe('buildServer receives the configuration read once', () => {
  it('serves what the configuration it is given says, not what the environment says', async () => {
    expect(process.env.SHELFMARK_GTM_ID).toBeUndefined();
    const db = await freshDatabase();
    const app = await buildServer({
      config: readServerConfig({ NODE_ENV: 'test', SHELFMARK_GTM_ID: 'GTM-AB12CD3' }),
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      auth: { mode: 'test', secret: 'test-secret-for-shelfmark-server' },
      logger: false,
    });
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/site-config' });
      expect(answer.json()).toMatchObject({ enabledGtm: true, gtmId: 'GTM-AB12CD3' });
      // The policy lets the named container in, from the same configuration.
      expect(String(answer.headers['content-security-policy'])).toContain('googletagmanager.com');
    } finally {
      await app.close();
      await db.cleanup();
    }
  });
});
