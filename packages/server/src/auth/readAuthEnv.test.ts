import { describe, expect, it } from 'vitest';
import { readAuthEnv } from './readAuthEnv';

describe('AUTH-01 readAuthEnv', () => {
  it('uses the local provider when no issuer is configured', () => {
    expect(readAuthEnv({})).toEqual({ externalIssuer: undefined, clientId: undefined, clientSecret: undefined });
  });

  it('points at another provider by configuration only', () => {
    expect(
      readAuthEnv({
        SHELFMARK_OIDC_ISSUER: 'https://login.example.com/realms/books',
        SHELFMARK_OIDC_CLIENT_ID: 'storefront',
        SHELFMARK_OIDC_CLIENT_SECRET: 's3cret',
      }),
    ).toEqual({
      externalIssuer: 'https://login.example.com/realms/books',
      clientId: 'storefront',
      clientSecret: 's3cret',
    });
  });

  it('refuses an issuer that is not an http(s) URL, naming the variable', () => {
    expect(() => readAuthEnv({ SHELFMARK_OIDC_ISSUER: 'login.example.com', SHELFMARK_OIDC_CLIENT_ID: 'x' })).toThrow(
      /SHELFMARK_OIDC_ISSUER must be an absolute http\(s\) URL/,
    );
  });

  it('asks for a client id with an external issuer', () => {
    expect(() => readAuthEnv({ SHELFMARK_OIDC_ISSUER: 'https://login.example.com' })).toThrow(
      /SHELFMARK_OIDC_CLIENT_ID is required/,
    );
  });
});
