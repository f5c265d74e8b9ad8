export { InternalProductSearch, type InternalProductSearchProps } from './InternalProductSearch';
export { internalProductSearchLabels, type InternalProductSearchLabels } from './internalProductSearch.labels';
export {
  useInternalProductSearch,
  describeLookupError,
  type UseInternalProductSearchResult,
  type InternalLookupRequest,
} from './useInternalProductSearch';
