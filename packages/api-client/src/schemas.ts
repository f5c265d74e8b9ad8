/** The contract's schemas alone (no client, no React): what the server imports. */
export * from './schemas/index';
export { apiErrorBodySchema, type ApiErrorBody, CART_NOT_FOUND } from './errors';
export * from './brand';
