import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_NOT_FOUND, ACCOUNT_NOT_FOUND, INVOICE_NOT_FOUND, ORDER_NOT_FOUND } from '../../src/messages';
import { TRACKING_TWO_ANY_CRITERIA, TRACKING_TWO_CRITERIA, type OrderRow, type OrdersQuery } from '../../src/schemas';
import { failure } from '../failure';
import { ENTITLEMENT_USERS, type DomainCases } from './context';

const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Order history, invoices, public tracking and the access code checker (ORD-01..05, TRK-01, ACC-01). */
export const orderCases: DomainCases = (ctx) => {
  describe('orders, invoices, tracking and access codes', () => {
    let pair: OrdersQuery;
    let org: string;
    let rows: OrderRow[];

    beforeAll(async () => {
      const accounts = await ctx.buyer.users.accounts({ userId: ctx.B });
      pair = {
        billToAccountNumber: accounts.customerDefaultBillToAccount!.uid,
        shipToAccountNumber: accounts.shipToAccount!.accountNumber,
      };
      org = (await ctx.buyer.auth.session()).user!.orgUnit!.accountNumber;
      const list = await ctx.buyer.orders.list(pair);
      rows = [...list.orders, ...list.standingOrders];
    });

    it('ORD-01 lists the current orders apart from the standing orders, none archived', async () => {
      const { orders, standingOrders } = await ctx.buyer.orders.list(pair);
      expect(orders.length).toBeGreaterThan(0);
      expect(orders.every((o) => !o.activeFlag && !o.isArchived)).toBe(true);
      expect(standingOrders.every((o) => o.activeFlag && !o.isArchived)).toBe(true);
    });

    it('ORD-03 lists archived orders only through the archive call', async () => {
      const archived = await ctx.buyer.orders.archived({ ...pair, orgAccountNumber: org });
      expect(archived.length).toBeGreaterThan(0);
      expect(archived.every((o) => o.isArchived)).toBe(true);
      const one = archived[0]!;
      expect((await ctx.buyer.orders.archivedDetail({ ...pair, orderNumber: one.orderNumber })).isArchived).toBe(true);
    });

    it('ORD-04 answers an order with lines, totals and a shipping row per shipped tracking number', async () => {
      const shipped = rows.find((o) => o.shipStatus === '1' && o.invoiceNumber)!;
      const detail = await ctx.buyer.orders.detail({ ...pair, orderNumber: shipped.orderNumber });
      expect(detail.orderNumber).toBe(shipped.orderNumber);
      expect(detail.lines.length).toBeGreaterThan(0);
      expect(detail.shippingDetail.length).toBeGreaterThan(0);
      expect(
        detail.shippingDetail.every((s) => s.trackingNumber && detail.lines.some((l) => l.isbn3Litm === s.isbn)),
      ).toBe(true);
      expect(detail.customTotal.value).toBeCloseTo(
        detail.customSubtotal.value + detail.customTaxes.value + detail.customShipping.value,
        2,
      );
      expect((await failure(ctx.buyer.orders.detail({ ...pair, orderNumber: '0000000' }))).message).toBe(
        ORDER_NOT_FOUND,
      );
    });

    it('ORD-05 downloads an invoice as a PDF; another customer gets the answer of a missing one', async () => {
      const invoiceNumber = rows.find((o) => o.invoiceNumber)!.invoiceNumber!;
      const pdf = await ctx.buyer.invoices.download({ invoiceNumber });
      expect(new TextDecoder().decode(new Uint8Array(await pdf.slice(0, 5).arrayBuffer()))).toBe('%PDF-');
      const refused = await failure(ctx.other.invoices.download({ invoiceNumber }));
      expect([refused.status, refused.message]).toEqual([404, INVOICE_NOT_FOUND]);
      expect(ctx.buyer.invoices.fileName(invoiceNumber)).toBe(`${invoiceNumber}_invoice.pdf`);
    });

    it("ORD-03 refuses another customer's order history and orders, and a visitor", async () => {
      expect((await failure(ctx.other.orders.list(pair))).status).toBe(403);
      expect([403, 404]).toContain(
        (await failure(ctx.other.orders.detail({ ...pair, orderNumber: rows[0]!.orderNumber }))).status,
      );
      expect((await failure(ctx.anon.orders.list(pair))).status).toBe(401);
    });

    it('ORD-03 staff searching by a ship-to nobody has get 404 Account not found instead of an empty history', async () => {
      const staff = await ctx.h.asUser('staff@shelfmark.test');
      const typed = (accountNumber: string) => ({
        billToAccountNumber: accountNumber,
        shipToAccountNumber: accountNumber,
      });
      expect((await staff.orders.list(typed(pair.shipToAccountNumber))).orders.length).toBeGreaterThan(0);
      for (const refused of [
        await failure(staff.orders.list(typed('9999999'))),
        await failure(staff.orders.archived(typed('9999999'))),
      ]) {
        expect([refused.status, refused.message]).toEqual([404, ACCOUNT_NOT_FOUND]);
      }
    });

    it('TRK-01 tracks an order by PO number plus order number, narrowed by the order date ±1 day, without a session; one reference is refused', async () => {
      const order = rows.find((o) => o.poNumber)!;
      const { record } = (
        await ctx.anon.tracking.search({
          reference1: order.poNumber!,
          orderNumber: order.orderNumber,
          orderDateFrom: shift(order.orderDate, -1),
          orderDateTo: shift(order.orderDate, 1),
        })
      ).return;
      expect(record.map((r) => r.orderNumber)).toEqual([order.orderNumber]);
      const refused = await failure(ctx.anon.tracking.search({ reference1: order.poNumber! }));
      expect(refused.status).toBe(400);
      expect(refused.message).toContain(TRACKING_TWO_CRITERIA);
    });

    it('TRK-01 signed in, any two of the seven criteria: a buyer finds their order by ISBN and order date, by order number and account number; another buyer does not find it, staff do, a visitor is refused', async () => {
      const order = rows.find((o) => !o.activeFlag)!;
      const isbn = (await ctx.buyer.orders.detail({ ...pair, orderNumber: order.orderNumber })).lines[0]!.isbn3Litm;
      const byIsbnAndDate = {
        ISBN13: isbn,
        orderDateFrom: shift(order.orderDate, -1),
        orderDateTo: shift(order.orderDate, 1),
      };
      const numbers = async (found: Promise<{ return: { record: { orderNumber: string }[] } }>) =>
        (await found).return.record.map((r) => r.orderNumber);
      expect(await numbers(ctx.buyer.tracking.search(byIsbnAndDate))).toContain(order.orderNumber);
      expect(
        await numbers(
          ctx.buyer.tracking.search({
            orderNumber: order.orderNumber,
            customerShipTo: order.shipToAccountNumber ?? pair.shipToAccountNumber!,
          }),
        ),
      ).toEqual([order.orderNumber]);
      expect(await numbers(ctx.other.tracking.search(byIsbnAndDate))).not.toContain(order.orderNumber);
      const staff = await ctx.h.asUser(ENTITLEMENT_USERS.staff);
      expect(await numbers(staff.tracking.search(byIsbnAndDate))).toContain(order.orderNumber);
      const refused = await failure(ctx.anon.tracking.search(byIsbnAndDate));
      expect([refused.status, refused.fieldErrors.criteria]).toEqual([400, TRACKING_TWO_CRITERIA]);
      const one = await failure(ctx.buyer.tracking.search({ orderNumber: order.orderNumber }));
      expect([one.status, one.fieldErrors.criteria]).toEqual([400, TRACKING_TWO_ANY_CRITERIA]);
    });

    it('ACC-01 staff, who act for every account, see the holder, product and dates of a code another customer holds; another buyer sees its status only', async () => {
      const staff = await ctx.h.asUser(ENTITLEMENT_USERS.staff);
      // The buyer holds this code.
      const [held] = await staff.accessCodes.check({ accessCodes: ['SMK-7F3Q-92LA'] });
      expect(held).toMatchObject({
        status: 'Active',
        productName: 'World History in Context',
        email: 'buyer@shelfmark.test',
        registeredTo: expect.stringContaining('Library'),
        activationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      const [byOther] = await ctx.other.accessCodes.check({ accessCodes: ['SMK-7F3Q-92LA'] });
      expect(byOther).toEqual({ accessCode: 'SMK-7F3Q-92LA', status: 'Active', error: null });
    });

    it('ACC-01 checks codes one by one, in order; an unknown code carries the error', async () => {
      const results = await ctx.buyer.accessCodes.check({ accessCodes: ['smk-7f3q-92la', 'NOPE-0000'] });
      expect(results.map((r) => [r.productName ?? null, r.error ?? null])).toEqual([
        ['World History in Context', null],
        [null, ACCESS_CODE_NOT_FOUND],
      ]);
      expect((await failure(ctx.buyer.accessCodes.check({ accessCodes: [] }))).fieldErrors.accessCodes).toBe(
        "Input shouldn't be empty.",
      );
    });
  });
};
