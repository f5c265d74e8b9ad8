export { ApiClientProvider, useApiClient, type ApiClientProviderProps } from './react/ApiClientProvider';
export { cartQueries, searchQueries, productQueries, sessionQueries, accountQueries } from './react/queries';
