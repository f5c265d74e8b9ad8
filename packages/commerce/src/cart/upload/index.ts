export { SpreadsheetUpload, type SpreadsheetUploadProps } from './SpreadsheetUpload';
export { spreadsheetUploadLabels, type SpreadsheetUploadLabels } from './spreadsheetUpload.labels';
export {
  readSpreadsheet,
  spreadsheetKind,
  MAX_UPLOAD_ROWS,
  MAX_UPLOAD_BYTES,
  type UploadedFile,
  type UploadFileProblem,
} from './readSpreadsheet';
export { parseCsv, detectCsvDelimiter, type CsvDelimiter } from './parseCsv';
export { detectColumns, type ColumnDetection, type SpreadsheetColumns } from './spreadsheetColumns';
export {
  validateUploadRows,
  type UploadValidation,
  type UploadValidRow,
  type UploadInvalidRow,
  type UploadEntry,
} from './validateUploadRows';
