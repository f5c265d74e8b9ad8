/** English defaults of the export button (spec 001 §2, §9, SRCH-02). Placeholders: {size}, {rows}, {fileName}. */
export const searchExportLabels = {
  download: 'Download as Excel',
  preparing: 'Preparing the Excel file…',
  progress: 'Downloading {rows} results: {size} received',
  progressBytes: 'Downloading: {size} received',
  done: 'Downloaded {fileName}',
  failed: 'The Excel file could not be created. Please try again.',
  /** Heading of the workbook. */
  heading: 'Search Results Export',
  /** File name of the workbook; empty for search-results-{date}.xlsx. */
  fileName: '',
};
export type SearchExportLabels = typeof searchExportLabels;
