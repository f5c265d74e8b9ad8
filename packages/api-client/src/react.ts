export { ApiClientProvider, useApiClient, type ApiClientProviderProps } from './react/ApiClientProvider';
export {
  cartQueries,
  searchQueries,
  productQueries,
  sessionQueries,
  accountQueries,
  wishlistQueries,
  pricingQueries,
  purchaseHistoryQueries,
  orderQueries,
  quoteQueries,
  trackingQueries,
  profileQueries,
  contentQueries,
  siteQueries,
} from './react/queries';
