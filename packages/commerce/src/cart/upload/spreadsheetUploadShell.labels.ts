/** English defaults of the upload control itself (the part on the page before a file is chosen). */
export const spreadsheetUploadShellLabels = {
  uploadTitle: 'Upload a spreadsheet',
  uploadLabel: 'Spreadsheet (.xlsx or .csv)',
  uploadHint:
    'One title per row: a column of ISBNs (headed ISBN, ISBN-13 or EAN) and a column of quantities (Qty or Quantity). Up to 5,000 rows. The cart’s own download can be uploaded again. You check the rows before anything is added.',
  uploadReading: 'Reading the file…',
};
