/** Sign-in settings read from the environment; each is optional. */
export interface AuthEnv {
  /** SHELFMARK_OIDC_ISSUER: use this OpenID Connect provider instead of the local one. */
  externalIssuer?: string;
  /** SHELFMARK_OIDC_CLIENT_ID: the store's client id at the provider. */
  clientId?: string;
  /** SHELFMARK_OIDC_CLIENT_SECRET: its secret (omit for a public client, PKCE only). */
  clientSecret?: string;
}

/**
 * Reads SHELFMARK_OIDC_ISSUER / _CLIENT_ID / _CLIENT_SECRET, ready to spread into AuthOptions.
 * An issuer that is not an absolute http(s) URL is refused with a message naming the variable.
 */
export function readAuthEnv(env: Record<string, string | undefined>): AuthEnv {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };
  const externalIssuer = value('SHELFMARK_OIDC_ISSUER');
  if (externalIssuer !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(externalIssuer);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(
        `SHELFMARK_OIDC_ISSUER must be an absolute http(s) URL, e.g. https://login.example.com (got "${externalIssuer}").`,
      );
    }
  }
  const clientId = value('SHELFMARK_OIDC_CLIENT_ID');
  if (externalIssuer !== undefined && clientId === undefined) {
    throw new Error('SHELFMARK_OIDC_CLIENT_ID is required when SHELFMARK_OIDC_ISSUER is set.');
  }
  return { externalIssuer, clientId, clientSecret: value('SHELFMARK_OIDC_CLIENT_SECRET') };
}
