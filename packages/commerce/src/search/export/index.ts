export { SearchExportButton, formatBytes, type SearchExportButtonProps } from './SearchExportButton';
export { searchExportLabels, type SearchExportLabels } from './searchExport.labels';
export {
  useSearchExport,
  type UseSearchExportOptions,
  type UseSearchExportResult,
  type SearchExportStatus,
} from './useSearchExport';
export { saveFile } from './saveFile';
