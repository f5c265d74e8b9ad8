import type { MemoryOrder } from './memoryState';

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

/** A small, valid one-page PDF listing an order's invoice lines (the twin's invoice download). */
export function invoicePdf(order: MemoryOrder): Blob {
  const lines = [
    `Invoice ${order.invoiceNumber ?? ''}`,
    `Order ${order.orderNumber}  PO ${order.poNumber ?? ''}  Date ${order.orderDate}`,
    '',
    ...order.lines.map(
      (l) =>
        `${l.isbn3Litm}  ${l.title.slice(0, 48)}  x${l.quantityOrdered ?? l.quantityShippedSoqs}  ${l.unitPriceUprc.formattedValue}`,
    ),
    '',
    `Total ${order.customTotal.formattedValue}`,
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
