/** English defaults of the order's spreadsheet download (beyond the specs: the lines with their fund codes). */
export const orderExportLabels = {
  downloadOrder: 'Download order spreadsheet (.xlsx)',
  downloadingOrder: 'Preparing the spreadsheet…',
  downloadOrderFailed: 'The spreadsheet could not be prepared. Please try again.',
  orderSheetName: 'Order',
  orderFileName: 'order-{orderNumber}.xlsx',
  orderColumnIsbn: 'ISBN',
  orderColumnTitle: 'Product Title',
  orderColumnAuthor: 'Author',
  orderColumnQuantity: 'Quantity',
  orderColumnUnitPrice: 'Unit Price',
  orderColumnFundCode: 'Fund code',
};
export type OrderExportLabels = typeof orderExportLabels;
