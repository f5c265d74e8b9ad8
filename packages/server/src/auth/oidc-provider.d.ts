/**
 * The part of oidc-provider 9 that the local identity provider uses. The package ships no types;
 * if `@types/oidc-provider` is ever added to the server package, delete this file.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
    exp?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface CookieOptions {
    httpOnly?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    secure?: boolean;
    signed?: boolean;
    path?: string;
    maxAge?: number;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    response_types?: string[];
    grant_types?: string[];
    token_endpoint_auth_method?: string;
    client_name?: string;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown> & { sub: string }>;
  }

  export interface Grant {
    readonly jti: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface Session {
    accountId?: string;
    authorizations?: Record<string, { grantId?: string }>;
    grantIdFor(clientId: string): string | undefined;
    destroy(): Promise<void>;
  }

  export interface Client {
    clientId: string;
  }

  export interface Interaction {
    uid: string;
    exp: number;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id?: string; scope?: string; claims?: string };
    session?: { accountId: string; uid?: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export interface KoaContextLike {
    status: number;
    type: string;
    body: unknown;
    host: string;
    redirect(url: string): void;
    set(name: string, value: string): void;
    cookies: { set(name: string, value: string | null, options?: CookieOptions): void };
    oidc: {
      client?: Client;
      session: Session;
      params: Record<string, unknown> & { post_logout_redirect_uri?: string; state?: string };
      entities: { IdTokenHint?: { payload: { sub?: string; aud?: string } } } & Record<string, unknown>;
      requestParamScopes: Set<string>;
      requestParamClaims: Set<string>;
      result?: { consent?: { grantId?: string } };
      urlFor(name: string, params?: Record<string, string>): string;
    };
  }

  export interface Configuration {
    adapter?: new (name: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: { keys: Array<Record<string, unknown>> };
    cookies?: {
      names?: { session?: string; interaction?: string; resume?: string };
      long?: CookieOptions;
      short?: CookieOptions;
      keys?: string[];
    };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    responseTypes?: string[];
    pkce?: { required?: (ctx: unknown, client: Client) => boolean };
    features?: Record<string, Record<string, unknown>>;
    ttl?: Record<string, number | ((...args: unknown[]) => number)>;
    interactions?: { url?: (ctx: KoaContextLike, interaction: Interaction) => string | Promise<string> };
    findAccount?: (ctx: KoaContextLike, sub: string) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextLike) => Promise<Grant | undefined>;
    renderError?: (ctx: KoaContextLike, out: Record<string, string>, error: Error) => Promise<void>;
    conformIdTokenClaims?: boolean;
    clientBasedCORS?: (ctx: unknown, origin: string, client: Client) => boolean;
  }

  interface GrantModel {
    new (init: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  interface TokenModel {
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantModel;
    readonly AccessToken: TokenModel;
    readonly AuthorizationCode: TokenModel;
    readonly RefreshToken: TokenModel;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    cookieName(type: 'session' | 'interaction' | 'resume'): string;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
