export * from './schemas/index';
export * from './brand';
export * from './isbn';
export * from './messages';
export { toMoney, roundMoney } from './money';
export { ApiError, isApiError, toApiError, apiErrorBodySchema, errorBody, validationErrorBody, type ApiErrorBody } from './errors';
export { createApiClient, type ApiClient, type CreateApiClientOptions } from './client/createApiClient';
