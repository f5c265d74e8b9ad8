import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../src/cli/runCli';
import { parseSite } from '../src/site/siteConfig';

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
