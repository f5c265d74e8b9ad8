export * from './schemas/index';
export * from './brand';
export { ApiError, isApiError, toApiError, apiErrorBodySchema, CART_NOT_FOUND, type ApiErrorBody } from './errors';
export { createApiClient, type ApiClient, type CreateApiClientOptions } from './client/createApiClient';
