import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** DejaVu Sans covers Latin Extended, Greek and Cyrillic: pdfkit's built-in fonts garble anything past Latin-1. */
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface InvoiceParty {
  name: string;
  lines: string[];
}

export interface InvoiceLineInput {
  isbn13: string;
  title: string;
  quantity: number;
  unitPrice: string;
  amount: string;
  /** The fund the line was ordered on, printed under its title; null or absent when none. */
  fundCode?: string | null;
}

export interface InvoiceInput {
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  poNumber: string | null;
  internetReference: string | null;
  billTo: InvoiceParty;
  shipTo: InvoiceParty;
  lines: InvoiceLineInput[];
  /** Ordered copies not shipped yet: not billed here, each billed on the invoice of its shipment. */
  notShipped?: { isbn13: string; title: string; quantity: number }[];
  subtotal: string;
  taxes: string;
  shipping: string;
  total: string;
  /** Credit memo (returns) or invoice. */
  title: string;
  seller: string;
}

const COLS = { isbn: 50, title: 150, qty: 380, unit: 430, amount: 500 } as const;
const RIGHT_EDGE = 562;

/**
 * An invoice as a real PDF (pdfkit): number and date, bill-to and ship-to, every line, totals.
 * Text is set in an embedded DejaVu Sans subset, so names like Łódź or Ярослав render.
 */
export function renderInvoicePdf(invoice: InvoiceInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: {
      Title: `${invoice.title} ${invoice.invoiceNumber}`,
      Author: invoice.seller,
      Subject: `Order ${invoice.orderNumber}`,
    },
  });
  doc.registerFont('Body', FONT_REGULAR);
  doc.registerFont('Bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Bold').fontSize(18).text(invoice.seller, 50, 50);
  doc.fontSize(14).text(`${invoice.title} ${invoice.invoiceNumber}`, 50, 50, { align: 'right' });
  doc.font('Body').fontSize(10);
  const facts: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', invoice.invoiceDate],
    ['Order number', invoice.orderNumber],
    ['PO number', invoice.poNumber ?? '—'],
    ['Confirmation number', invoice.internetReference ?? '—'],
  ];
  let y = 85;
  for (const [label, value] of facts) {
    doc.font('Bold').text(`${label}:`, 330, y, { width: 110 });
    doc.font('Body').text(value, 440, y, { width: RIGHT_EDGE - 440 });
    y += 14;
  }

  const party = (heading: string, p: InvoiceParty, x: number, top: number) => {
    doc.font('Bold').fontSize(11).text(heading, x, top);
    doc
      .font('Body')
      .fontSize(10)
      .text([p.name, ...p.lines].join('\n'), x, top + 16, { width: 230 });
    return doc.y;
  };
  const top = y + 16;
  y = Math.max(party('Bill to', invoice.billTo, 50, top), party('Ship to', invoice.shipTo, 330, top)) + 20;

  const header = () => {
    doc.font('Bold').fontSize(9);
    doc
      .text('ISBN', COLS.isbn, y)
      .text('Title', COLS.title, y)
      .text('Qty', COLS.qty, y, { width: 40, align: 'right' })
      .text('Unit price', COLS.unit, y, { width: 60, align: 'right' })
      .text('Amount', COLS.amount, y, { width: RIGHT_EDGE - COLS.amount, align: 'right' });
    y += 14;
    doc
      .moveTo(50, y - 3)
      .lineTo(RIGHT_EDGE, y - 3)
      .lineWidth(0.5)
      .stroke();
    doc.font('Body').fontSize(9);
  };
  header();
  for (const line of invoice.lines) {
    // The fund code goes under the title, so an acquisitions clerk reconciles each line with its fund.
    const described = line.fundCode ? `${line.title}\nFund code: ${line.fundCode}` : line.title;
    const height = Math.max(12, doc.heightOfString(described, { width: COLS.qty - COLS.title - 10 }));
    if (y + height > doc.page.height - 120) {
      doc.addPage();
      y = 50;
      header();
    }
    doc
      .text(line.isbn13, COLS.isbn, y, { lineBreak: false })
      .text(described, COLS.title, y, { width: COLS.qty - COLS.title - 10 })
      .text(String(line.quantity), COLS.qty, y, { width: 40, align: 'right' })
      .text(line.unitPrice, COLS.unit, y, { width: 60, align: 'right' })
      .text(line.amount, COLS.amount, y, { width: RIGHT_EDGE - COLS.amount, align: 'right' });
    y += height + 4;
  }
  doc.moveTo(50, y).lineTo(RIGHT_EDGE, y).lineWidth(0.5).stroke();
  y += 8;
  if (invoice.notShipped && invoice.notShipped.length > 0) {
    doc.font('Bold').fontSize(9).text('Not shipped yet (billed when shipped):', 50, y);
    y += 13;
    doc.font('Body').fontSize(9);
    for (const line of invoice.notShipped) {
      if (y > doc.page.height - 140) {
        doc.addPage();
        y = 50;
      }
      doc.text(`${line.isbn13}  ${line.title} — ${line.quantity} not shipped`, 50, y, { width: RIGHT_EDGE - 50 });
      y = doc.y + 2;
    }
    y += 8;
  }
  const totals: [string, string][] = [
    ['Subtotal', invoice.subtotal],
    ['Taxes', invoice.taxes],
    ['Shipping', invoice.shipping],
    ['Total', invoice.total],
  ];
  for (const [label, value] of totals) {
    doc.font(label === 'Total' ? 'Bold' : 'Body').fontSize(10);
    doc
      .text(label, 380, y, { width: 100 })
      .text(value, COLS.amount - 20, y, { width: RIGHT_EDGE - COLS.amount + 20, align: 'right' });
    y += 15;
  }
  doc.end();
  return done;
}
