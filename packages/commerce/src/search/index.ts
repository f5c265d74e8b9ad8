export { SearchResults, type SearchResultsProps } from './SearchResults';
export { searchResultsLabels, type SearchResultsLabels } from './searchResults.labels';
export { SearchResultCard, productHref, type SearchResultCardProps } from './SearchResultCard';
export { FacetList, type FacetListProps } from './FacetList';
export { useSearch, type SearchParams, type UseSearchResult } from './useSearch';
