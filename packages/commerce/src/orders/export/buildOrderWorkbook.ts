import type { OrderDetail } from '@shelfmark/api-client';
import { escapeCellText } from '../../cart/export/escapeCellText';
import type { CartWorkbook } from '../../cart/export/buildCartWorkbook';
import { orderExportLabels, type OrderExportLabels } from './orderExport.labels';

/**
 * An order's lines as a workbook (exceljs, loaded here on demand): sheet 'Order', a header row, then per line its
 * ISBN (as text), title, author, quantity ordered, unit price and fund code (empty when none), for an acquisitions
 * system that books each line on its fund. Text cells are escaped against formula injection.
 */
export async function buildOrderWorkbook(
  order: OrderDetail,
  labels: Partial<OrderExportLabels> = {},
): Promise<CartWorkbook> {
  const text = { ...orderExportLabels, ...labels };
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Shelfmark';
  const sheet = workbook.addWorksheet(text.orderSheetName);
  sheet.columns = [{ width: 18 }, { width: 48 }, { width: 28 }, { width: 10 }, { width: 12 }, { width: 18 }];
  const header = sheet.addRow(
    [
      text.orderColumnIsbn,
      text.orderColumnTitle,
      text.orderColumnAuthor,
      text.orderColumnQuantity,
      text.orderColumnUnitPrice,
      text.orderColumnFundCode,
    ].map(escapeCellText),
  );
  header.font = { bold: true };
  for (const line of order.lines) {
    const row = sheet.addRow([
      escapeCellText(line.isbn3Litm),
      escapeCellText(line.title),
      escapeCellText(line.author ?? ''),
      line.quantityOrdered ?? null,
      line.unitPriceUprc.value,
      escapeCellText(line.fundCode ?? ''),
    ]);
    row.getCell(1).numFmt = '@';
    row.getCell(5).numFmt = '#,##0.00';
  }
  return workbook;
}
