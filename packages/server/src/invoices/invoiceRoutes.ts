import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  INVOICE_NOT_FOUND,
  archivedInvoiceQuerySchema,
  invoiceQuerySchema,
  toMoney,
} from '@shelfmark/api-client/schemas';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { accounts, type AddressRecord } from '../db/schema';
import { notFound } from '../http/HttpError';
import { signedInOnly } from '../http/guards';
import { withZod } from '../http/validate';
import { canUseAccount, findByInvoice, loadLines } from '../orders/orderRepo';
import { renderInvoicePdf, type InvoiceParty } from './renderInvoicePdf';

const addressLines = (a: AddressRecord | undefined): string[] =>
  a
    ? [
        a.line1,
        a.line2,
        [a.town, a.region?.isocode?.replace(/^[A-Z]{2}-/, ''), a.postalCode].filter(Boolean).join(' '),
        a.country?.name,
      ].filter((l): l is string => !!l)
    : [];

type OrderLineRecord = Awaited<ReturnType<typeof loadLines>>[number];

/**
 * What an invoice bills of an order's lines: the shipped quantity of each (a purchase is invoiced as it ships; a
 * credit memo credits every returned copy), and the copies not shipped yet, which a later invoice bills.
 */
export function billedLines(lines: OrderLineRecord[], credit: boolean) {
  const billed = lines
    .map((l) => ({ ...l, quantity: credit ? l.quantityOrdered : l.quantityShipped }))
    .filter((l) => l.quantity > 0);
  const notShipped = credit
    ? []
    : lines
        .map((l) => ({ isbn13: l.isbn13, title: l.title, quantity: l.quantityBackordered }))
        .filter((l) => l.quantity > 0);
  return { billed, notShipped };
}

/** GET /api/orders/invoices and /api/orders/archivedInvoices: the invoice PDF (ORD-05). */
export async function invoiceRoutes(server: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = withZod(server);
  const db = ctx.database.db;

  async function send(uid: string, invoiceNumber: string, invoiceType: string | undefined) {
    const order = await findByInvoice(db, invoiceNumber, invoiceType);
    // Another customer's invoice answers exactly like one that does not exist yet.
    if (
      !order ||
      !((await canUseAccount(db, uid, order.billToAccount)) || (await canUseAccount(db, uid, order.shipToAccount)))
    ) {
      throw notFound(INVOICE_NOT_FOUND);
    }
    const rows = await db
      .select()
      .from(accounts)
      .where(inArray(accounts.accountNumber, [order.billToAccount, order.shipToAccount]));
    const party = (number: string): InvoiceParty => {
      const account = rows.find((r) => r.accountNumber === number);
      return {
        name: account?.name ?? `Account ${number}`,
        lines: [`Account ${number}`, ...addressLines(account?.addresses[0])],
      };
    };
    const money = (v: number) => toMoney(v, ctx.site.currency).formattedValue;
    const lines = await loadLines(db, order.orderNumber);
    const credit = order.customType === 'RETURNS';
    const bill = billedLines(lines, credit);
    // The invoice bills what shipped: its subtotal, and the order's taxes in the same proportion; the shipping charge
    // is the order's. Copies still backordered are billed on the invoice of their own shipment.
    const orderSubtotal = Number(order.subtotal);
    const subtotal = bill.billed.reduce((sum, l) => sum + Number(l.unitPrice) * l.quantity, 0);
    const taxes = orderSubtotal > 0 ? (Number(order.taxes) * subtotal) / orderSubtotal : Number(order.taxes);
    const shipping = Number(order.shipping);
    const cents = (v: number) => Math.round(v * 100) / 100;
    return renderInvoicePdf({
      invoiceNumber,
      invoiceDate: order.shipDate ?? order.orderDate,
      orderNumber: order.orderNumber,
      poNumber: order.poNumber,
      internetReference: order.internetReference,
      billTo: party(order.billToAccount),
      shipTo: party(order.shipToAccount),
      lines: bill.billed.map((l) => ({
        isbn13: l.isbn13,
        title: l.title,
        quantity: l.quantity,
        unitPrice: money(Number(l.unitPrice)),
        amount: money((credit ? -1 : 1) * Number(l.unitPrice) * l.quantity),
        fundCode: l.fundCode,
      })),
      notShipped: bill.notShipped,
      subtotal: money(cents(subtotal)),
      taxes: money(cents(taxes)),
      shipping: money(shipping),
      total: money(cents(cents(subtotal) + cents(taxes) + shipping)),
      title: credit ? 'Credit memo' : 'Invoice',
      seller: ctx.site.brand === 'thorndike' ? 'Thorndike Press' : 'Shelfmark',
    });
  }

  const reply = (pdf: Buffer, invoiceNumber: string) => ({
    pdf,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoiceNumber}_invoice.pdf"`,
    },
  });

  app.get(
    '/api/orders/invoices',
    { ...signedInOnly, schema: { querystring: invoiceQuerySchema } },
    async (request, res) => {
      const uid = requireUser(request);
      const { invoiceNumber } = request.query;
      const { pdf, headers } = reply(await send(uid, invoiceNumber, undefined), invoiceNumber);
      return res.headers(headers).send(pdf);
    },
  );

  const archivedRoute = { ...signedInOnly, schema: { querystring: archivedInvoiceQuerySchema } };
  app.get('/api/orders/archivedInvoices', archivedRoute, async (request, res) => {
    const uid = requireUser(request);
    const { invoiceNumber, invoiceType } = request.query;
    const { pdf, headers } = reply(await send(uid, invoiceNumber, invoiceType), invoiceNumber);
    return res.headers(headers).send(pdf);
  });
}
