/** English defaults of the cart export (spec 000 §2, §9; CART-14). Placeholders: {count}. */
export const cartExportLabels = {
  exportCart: 'Download or print',
  exportTitle: 'Download or print',
  exportDescription: 'Download the cart as a spreadsheet, print it, or email the list.',
  downloadXlsx: 'Download spreadsheet (.xlsx)',
  downloading: 'Preparing the spreadsheet…',
  downloadFailed: 'The spreadsheet could not be prepared. Please try again.',
  printCart: 'Print',
  emailList: 'Email the list',
  exportClose: 'Close',
  // spec 000 §9: the export's columns, file and sheet names
  columnTitle: 'Product Title',
  columnIsbn: 'ISBN',
  columnUnitPrice: 'Unit Price',
  columnQuantity: 'Quantity',
  columnAuthors: 'Authors',
  columnCopyright: 'Copyright',
  columnFormat: 'Format',
  columnExtPrice: 'Ext. Price',
  // Not in spec 000 §9: the last column, only when a line carries a fund code
  columnFundCode: 'Fund code',
  fileName: 'products.xlsx',
  sheetName: 'Products',
  emailSubject: 'Product List',
  printTitle: 'Product List',
  printSubtotal: 'Subtotal',
  printTaxes: 'Taxes',
  printShipping: 'Shipping',
  printTotal: 'Total',
  // The approval details a printed cart carries (who buys, where it ships, when, which cart)
  printAccount: 'Account',
  printShipTo: 'Ship to',
  printDate: 'Date',
  printCartCode: 'Cart code',
};
export type CartExportLabels = typeof cartExportLabels;
