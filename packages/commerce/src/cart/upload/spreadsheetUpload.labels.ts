import { pasteLinesLabels } from '@shelfmark/forms';
import { spreadsheetUploadShellLabels } from './spreadsheetUploadShell.labels';

/**
 * English defaults of the spreadsheet upload into the cart. A refused row's reason is fast order's (the parser's
 * `pasteLinesLabels`: characters, isbnLength, checkDigit…). Placeholders: {max}, {count}, {titles}, {copies}, {done},
 * {total}, {letter}, {heading}, {isbn}, {message}, {name}.
 */
export const spreadsheetUploadLabels = {
  ...pasteLinesLabels,
  ...spreadsheetUploadShellLabels,
  // A file refused whole: nothing is added
  fileType: '“{name}” is not a spreadsheet this page reads: choose an .xlsx or .csv file.',
  fileEmpty: '“{name}” is empty: it has no rows to add.',
  fileCorrupt: '“{name}” could not be read: it may be damaged or not a spreadsheet. Save it again as .xlsx or .csv.',
  fileTooBig: '“{name}” is larger than 10 MB. Upload at most {max} rows at a time.',
  tooManyRows: '“{name}” has more than {max} rows. Upload at most {max} rows at a time.',
  noIsbnColumn: 'No column of ISBNs was found in “{name}”. Head it ISBN, ISBN-13 or EAN.',
  noRows: '“{name}” has no rows of ISBNs below its headings.',
  nothingAdded: 'Nothing was added to your cart.',
  // Column picker
  columnsTitle: 'Which columns hold the ISBNs and the quantities?',
  columnsIntro: 'The headings of “{name}” do not say for sure. Choose the columns, then check the rows.',
  isbnColumn: 'ISBN column',
  quantityColumn: 'Quantity column',
  noQuantityColumn: 'None: 1 copy of each',
  columnOption: 'Column {letter}: {heading}',
  columnOptionBlank: 'Column {letter}',
  columnsConfirm: 'Check the rows',
  // Preview
  previewTitle: 'Check the rows before they go to your cart',
  previewValid: 'Rows to add: {count} (titles: {titles}, copies: {copies})',
  previewInvalid: 'Rows that cannot be added: {count}',
  validTitle: 'Rows to add',
  invalidTitle: 'Rows that cannot be added',
  cellRow: 'Row',
  cellIsbn: 'ISBN',
  cellQuantity: 'Quantity',
  cellReason: 'Reason',
  cellNote: 'Note',
  moreRows: 'And {count} more rows.',
  addValid: 'Add {count} titles to cart',
  addValidOne: 'Add 1 title to cart',
  noValidRows: 'No row can be added: correct the file and upload it again.',
  chooseAnother: 'Choose another file',
  // Adding
  progressLabel: 'Adding to your cart',
  progress: 'Adding titles to your cart: {done} of {total}',
  done: '{count} titles were added to your cart.',
  doneOne: '1 title was added to your cart.',
  doneNone: 'No title was added to your cart.',
  doneFailed: 'Titles that could not be added: {count}',
  doneExceeded: '{count} titles were not added: your cart would pass the maximum of {max} per title.',
  failedItem: '{isbn}: {message}',
  failedUnknown: 'the cart did not accept this title',
  addFailed: 'The titles could not be added. Please try again.',
  uploadAnother: 'Upload another file',
};
export type SpreadsheetUploadLabels = typeof spreadsheetUploadLabels;
