import * as oidc from 'openid-client';

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  /** Resolved when the secret is known; undefined makes the store a public client (PKCE only). */
  clientSecret: () => Promise<string | undefined>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The store as an OpenID Connect client (openid-client 6). Discovery happens on first use, so the
 * local provider can be discovered over HTTP once the server listens; a failed discovery is retried
 * on the next call. Plain http is allowed only for a loopback issuer (development and tests).
 */
export function createRelyingParty({ issuer, clientId, clientSecret }: RelyingPartyOptions) {
  const issuerUrl = new URL(issuer);
  const insecure = issuerUrl.protocol === 'http:' && LOOPBACK.has(issuerUrl.hostname);
  let configuration: Promise<oidc.Configuration> | undefined;

  async function discover(): Promise<oidc.Configuration> {
    const secret = await clientSecret();
    const auth = secret ? oidc.ClientSecretBasic(secret) : oidc.None();
    return oidc.discovery(issuerUrl, clientId, secret, auth, {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
  }

  return {
    /** The discovered provider configuration. */
    config(): Promise<oidc.Configuration> {
      configuration ??= discover().catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
      return configuration;
    },

    /** Starts an authorization code + PKCE request: the URL to send the browser to and what to keep. */
    async startSignIn(redirectUri: string) {
      const config = await this.config();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, nonce, codeVerifier };
    },

    /** Exchanges the code from `callbackUrl` and reads the user's claims from userinfo. */
    async finishSignIn(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }) {
      const config = await this.config();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const subject = tokens.claims()!.sub;
      const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, subject);
      return { subject, userinfo, idToken: tokens.id_token };
    },

    /** The provider's end-session URL, or null when the provider has none. */
    async endSessionUrl(params: { idTokenHint: string; postLogoutRedirectUri: string; state: string }) {
      const config = await this.config();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(config, {
        id_token_hint: params.idTokenHint,
        post_logout_redirect_uri: params.postLogoutRedirectUri,
        state: params.state,
      });
    },
  };
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;
