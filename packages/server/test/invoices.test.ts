import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_NOT_FOUND, type ApiClient, type OrderDetail } from '@shelfmark/api-client';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { failure } from '../../api-client/contract/failure';

const BUYER = 'buyer@shelfmark.test';
const PAIR = { billToAccountNumber: '2000100', shipToAccountNumber: '1000101' };

let db: FreshDatabase;
let server: TestServer;
let buyer: ApiClient;
let invoiced: OrderDetail;

async function pdfText(blob: Blob): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await blob.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  buyer = server.clientFor(BUYER);
  const { orders } = await buyer.orders.list(PAIR);
  // the invoiced order with the most lines
  const details = await Promise.all(
    orders.filter((o) => o.invoiceNumber).map((o) => buyer.orders.detail({ ...PAIR, orderNumber: o.orderNumber })),
  );
  // (every copy shipped, so its invoice bills the whole order; partly shipped ones have their own case)
  invoiced = details
    .filter((d) => d.lines.every((l) => (l.quantityBackorderedSobk ?? 0) === 0))
    .sort((a, b) => b.lines.length - a.lines.length)[0]!;
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

describe('ORD-05 invoices as real PDFs', () => {
  it('ORD-05 an invoice bills the shipped quantities: a backordered copy is left for a later invoice, an unshipped line is not billed', async () => {
    // Order 5000004's first line shipped 3 of 4 copies (1 backordered); 8100012 is the invoice of an order whose
    // first line shipped none of its 3 copies.
    for (const invoiceNumber of ['8100001', '8100012']) {
      const [order] = await db.database.query<{
        orderNumber: string;
        taxes: string;
        subtotal: string;
        shipping: string;
      }>(
        sql`SELECT order_number AS "orderNumber", taxes::text, subtotal::text, shipping::text FROM orders WHERE invoice_number = ${invoiceNumber}`,
      );
      const lines = await db.database.query<{
        isbn13: string;
        price: string;
        ordered: number;
        shipped: number;
        backordered: number;
      }>(
        sql`SELECT isbn13, unit_price::text AS price, quantity_ordered AS ordered, quantity_shipped AS shipped, quantity_backordered AS backordered
            FROM order_lines WHERE order_number = ${order!.orderNumber} ORDER BY line_number`,
      );
      const partly = lines.find((l) => l.shipped < l.ordered && l.backordered > 0)!;
      expect(partly, `invoice ${invoiceNumber} has a line not fully shipped`).toBeDefined();
      const text = (await pdfText(await buyer.invoices.download({ invoiceNumber }))).replace(/\s+/g, ' ');
      const usd = (v: number) =>
        `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      const subtotal = lines.reduce((sum, l) => sum + Number(l.price) * l.shipped, 0);
      expect(text).toContain(`Subtotal ${usd(subtotal)}`);
      expect(text).toContain(`${partly.isbn13}`);
      expect(text).toContain('Not shipped yet (billed when shipped):');
      expect(text).toContain(`${partly.backordered} not shipped`);
      if (partly.shipped > 0) expect(text).toContain(usd(Number(partly.price) * partly.shipped));
      // The copies not shipped are not billed: the ordered amount of the line is nowhere on the invoice.
      expect(text).not.toContain(usd(Number(partly.price) * partly.ordered));
      expect(Number(order!.subtotal)).toBeGreaterThan(subtotal);
    }
  });

  it('answers a valid PDF named {invoiceNumber}_invoice.pdf holding the invoice number, every line ISBN and the total', async () => {
    const response = await fetch(`${server.baseUrl}/api/orders/invoices?invoiceNumber=${invoiced.invoiceNumber}`, {
      headers: server.headersFor(BUYER),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${invoiced.invoiceNumber}_invoice.pdf"`,
    );
    const blob = await response.blob();
    const head = new TextDecoder().decode(new Uint8Array(await blob.slice(0, 8).arrayBuffer()));
    expect(head.startsWith('%PDF-1.')).toBe(true);
    const text = await pdfText(blob);
    expect(text).toContain(`Invoice number: ${invoiced.invoiceNumber}`);
    for (const line of invoiced.lines) expect(text).toContain(line.isbn3Litm);
    expect(text).toContain(`Total ${invoiced.customTotal.formattedValue}`);
    expect(text).toContain('Bill to');
    expect(text).toContain('Riverbend Library Accounts Payable');
    expect(text).toContain('Ship to');
    expect(text).toContain('Riverbend Central Library');
  });

  it("ORD-05 prints each line's fund code under its title, and none for a line without one", async () => {
    const [first, second] = invoiced.lines;
    await db.database.query(
      sql`UPDATE order_lines SET fund_code = CASE isbn13 WHEN ${first!.isbn3Litm} THEN 'ADULT-NF-2027' ELSE NULL END
          WHERE order_number = ${invoiced.orderNumber}`,
    );
    const text = (await pdfText(await buyer.invoices.download({ invoiceNumber: invoiced.invoiceNumber! }))).replace(
      /\s+/g,
      ' ',
    );
    expect(text.match(/Fund code: [\w./-]+/g)).toEqual(['Fund code: ADULT-NF-2027']);
    expect(second).toBeDefined();
  });

  it('renders text that is not Latin-1 (an embedded Unicode font)', async () => {
    const title = 'Łódź i Kraków: Ярослав Мудрый — Ελληνικά';
    await db.database.query(
      sql`UPDATE order_lines SET title = ${title} WHERE order_number = ${invoiced.orderNumber} AND line_number = 1`,
    );
    const text = await pdfText(await buyer.invoices.download({ invoiceNumber: invoiced.invoiceNumber! }));
    expect(text.replace(/\s+/g, ' ')).toContain(title);
  });

  it('serves an archived invoice by number and type', async () => {
    const archived = (await buyer.orders.archived({ ...PAIR, orgAccountNumber: '1000100' })).find(
      (o) => o.invoiceNumber && o.invoiceType,
    )!;
    const text = await pdfText(
      await buyer.invoices.downloadArchived({
        invoiceNumber: archived.invoiceNumber!,
        invoiceType: archived.invoiceType!,
      }),
    );
    expect(text).toContain(archived.invoiceNumber!);
    const wrongType = archived.invoiceType === 'RI' ? 'RM' : 'RI';
    expect(
      (
        await failure(
          buyer.invoices.downloadArchived({ invoiceNumber: archived.invoiceNumber!, invoiceType: wrongType }),
        )
      ).status,
    ).toBe(404);
  });

  it("answers another customer's invoice exactly like a missing one, and needs a session", async () => {
    const other = await failure(
      server.clientFor('buyer@thorndike.test').invoices.download({ invoiceNumber: invoiced.invoiceNumber! }),
    );
    const missing = await failure(buyer.invoices.download({ invoiceNumber: '0000001' }));
    expect([other.status, other.message]).toEqual([404, INVOICE_NOT_FOUND]);
    expect([missing.status, missing.message]).toEqual([404, INVOICE_NOT_FOUND]);
    expect(
      (await failure(server.clientFor(null).invoices.download({ invoiceNumber: invoiced.invoiceNumber! }))).status,
    ).toBe(401);
    expect(Object.keys((await failure(buyer.invoices.download({ invoiceNumber: '' }))).fieldErrors)).toEqual([
      'invoiceNumber',
    ]);
  });
});
