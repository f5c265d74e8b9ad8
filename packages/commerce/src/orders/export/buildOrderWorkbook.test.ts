import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { demoSeed } from '@shelfmark/api-client/testing';
import { buildOrderWorkbook } from './buildOrderWorkbook';

describe('order workbook', () => {
  it("ORD-04 an order's lines download with ISBN as text, title, author, quantity, unit price and fund code", async () => {
    const order = demoSeed().orders!.find((o) => o.orderNumber === '4100001')!;
    order.lines = order.lines.map((line, index) => ({ ...line, fundCode: index === 0 ? 'ADULT-NF-2027' : null }));
    const read = new ExcelJS.Workbook();
    await read.xlsx.load((await (await buildOrderWorkbook(order)).xlsx.writeBuffer()) as ArrayBuffer);
    const sheet = read.getWorksheet('Order')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'ISBN',
      'Product Title',
      'Author',
      'Quantity',
      'Unit Price',
      'Fund code',
    ]);
    const first = sheet.getRow(2);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect([first.getCell(1).value, first.getCell(2).value, first.getCell(6).value]).toEqual([
      order.lines[0]!.isbn3Litm,
      order.lines[0]!.title,
      'ADULT-NF-2027',
    ]);
    expect(first.getCell(4).value).toBe(order.lines[0]!.quantityOrdered);
    expect(first.getCell(5).value).toBe(order.lines[0]!.unitPriceUprc.value);
    expect(sheet.getRow(3).getCell(6).value || '').toBe('');
    expect(sheet.rowCount).toBe(order.lines.length + 1);
  });
});
