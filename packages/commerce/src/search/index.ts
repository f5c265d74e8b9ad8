export { SearchResults, type SearchResultsProps } from './SearchResults';
export { searchResultsLabels, type SearchResultsLabels } from './searchResults.labels';
export { SearchResultCard, productHref, type SearchResultCardProps } from './SearchResultCard';
export { FacetList, type FacetListProps } from './FacetList';
export { facetValueName } from './facetValueName';
export { useSearch, type SearchParams, type UseSearchResult } from './useSearch';
export {
  SearchExportButton,
  formatBytes,
  searchExportLabels,
  useSearchExport,
  saveFile,
  type SearchExportButtonProps,
  type SearchExportLabels,
  type UseSearchExportOptions,
  type UseSearchExportResult,
  type SearchExportStatus,
} from './export/index';
