import type { MemoryOrder } from './memoryState';

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

/**
 * A small, valid one-page PDF listing an order's invoice lines (the twin's invoice download): as the server's, it bills
 * the shipped copies and lists the backordered ones, which a later invoice bills.
 */
export function invoicePdf(order: MemoryOrder): Blob {
  const billed = order.lines.filter((l) => l.quantityShippedSoqs > 0);
  const later = order.lines.filter((l) => l.quantityBackorderedSobk > 0);
  const subtotal = billed.reduce((sum, l) => sum + l.unitPriceUprc.value * l.quantityShippedSoqs, 0);
  const lines = [
    `Invoice ${order.invoiceNumber ?? ''}`,
    `Order ${order.orderNumber}  PO ${order.poNumber ?? ''}  Date ${order.orderDate}`,
    '',
    ...billed.map(
      (l) =>
        `${l.isbn3Litm}  ${l.title.slice(0, 48)}  x${l.quantityShippedSoqs}  ${l.unitPriceUprc.formattedValue}` +
        (l.fundCode ? `  Fund code: ${l.fundCode}` : ''),
    ),
    ...(later.length > 0 ? ['', 'Not shipped yet (billed when shipped):'] : []),
    ...later.map((l) => `${l.isbn3Litm}  ${l.title.slice(0, 48)}  ${l.quantityBackorderedSobk} not shipped`),
    '',
    `Subtotal ${subtotal.toFixed(2)}`,
  ];
  const stream = ['BT', '/F1 11 Tf', '50 780 Td', '14 TL', ...lines.map((l) => `(${escapePdf(l)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([pdf], { type: 'application/pdf' });
}
