import { ORDERED_TITLE } from './demo';
import type { orderLines, orders } from '../db/schema';
import type { ProductRow } from './generateCatalogue';
import { createRandom } from './prng';

export type OrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferInsert;

interface Buyer {
  uid: string;
  brand: 'shelfmark' | 'thorndike';
  shipTos: string[];
  billTo: string;
  /** Ship-tos on the E1 system keep orders older than 2025 as archived. */
  e1ShipTos: string[];
}

const BUYERS: Buyer[] = [
  {
    uid: 'buyer@shelfmark.test',
    brand: 'shelfmark',
    shipTos: ['1000101', '1000102', '1000100'],
    billTo: '2000100',
    e1ShipTos: ['1000100', '1000101'],
  },
  {
    uid: 'buyer@thorndike.test',
    brand: 'thorndike',
    shipTos: ['1000200', '1000201'],
    billTo: '2000200',
    e1ShipTos: [],
  },
  { uid: 'staff@shelfmark.test', brand: 'shelfmark', shipTos: ['1000400'], billTo: '2000400', e1ShipTos: [] },
  { uid: 'intl@shelfmark.test', brand: 'shelfmark', shipTos: ['1000600'], billTo: '2000600', e1ShipTos: [] },
];

const CARRIERS = ['UPS', 'FEDEX', 'USPS', 'CANPAR'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Order history for the purchasers: confirmed, shipped, cancelled and pending orders with
 * backorders, split shipments, standing orders, returns and archived E1 orders. Dates are fixed
 * (2024-01 to 2026-09), never relative to today.
 */
export function generateOrders(catalogue: ProductRow[], seed: number): { orders: OrderRow[]; lines: OrderLineRow[] } {
  const r = createRandom(seed ^ 0x5eed);
  const orderable = {
    shelfmark: catalogue.filter(
      (p) => p.brand === 'shelfmark' && p.isEcommerce !== false && p.isPurchasable !== false && p.price,
    ),
    thorndike: catalogue.filter((p) => p.brand === 'thorndike' && p.price),
  };
  const orderRows: OrderRow[] = [];
  const lineRows: OrderLineRow[] = [];
  let orderSeq = 5_000_001;
  let invoiceSeq = 8_100_001;

  for (const buyer of BUYERS) {
    const count = buyer.uid === 'buyer@shelfmark.test' ? 36 : 14;
    for (let i = 0; i < count; i += 1) {
      const orderNumber = String(orderSeq++);
      const shipTo = buyer.shipTos[i % buyer.shipTos.length]!;
      const orderDate = `${r.int(2024, 2026)}-${pad(r.int(1, 9))}-${pad(r.int(1, 28))}`;
      const roll = r.next();
      // null pending, '0' confirmed, '1' shipped, '2' cancelled
      const shipStatus = roll < 0.12 ? null : roll < 0.3 ? '0' : roll < 0.9 ? '1' : '2';
      const isReturn = i % 13 === 12;
      const isStanding = !isReturn && i % 9 === 8;
      const deferred = shipStatus === '0' && r.chance(0.4);
      const shipDateRequested = deferred ? addDays(orderDate, r.int(10, 60)) : orderDate;
      const shipDate = shipStatus === '1' ? addDays(shipDateRequested, r.int(1, 9)) : null;
      const products = r.sample(orderable[buyer.brand], r.int(1, 6));
      let subtotal = 0;
      let backorders = 0;
      products.forEach((product, index) => {
        const quantity = r.int(1, 12);
        const price = Number(product.price);
        subtotal += price * quantity;
        let shipped = 0;
        let backordered = 0;
        let cancelled = 0;
        let actualShipDate: string | null = null;
        if (shipStatus === '2') cancelled = quantity;
        else if (shipStatus === '1') {
          backordered = r.chance(0.15) ? r.int(1, quantity) : 0;
          shipped = quantity - backordered;
          // shipped without a date reads "In Process"; every sixth order of the first ship-to has one such line for sure
          actualShipDate = shipped > 0 && r.chance(0.9) && !(i % 6 === 3 && index === 0) ? shipDate : null;
        } else if (shipStatus === '0' && r.chance(0.2)) backordered = quantity;
        backorders += backordered;
        lineRows.push({
          orderNumber,
          lineNumber: index + 1,
          isbn13: product.isbn13,
          title: product.fullTitle,
          author: product.authors?.split('||')[0] ?? null,
          edition: product.edition ?? null,
          copyrightYear: product.copyrightYear ?? null,
          mediaType: product.mediaType,
          unitPrice: price.toFixed(2),
          quantityOrdered: quantity,
          quantityShipped: shipped,
          actualShipDate,
          quantityBackordered: backordered,
          quantityCancelled: cancelled,
          trackingNumber:
            shipped > 0
              ? `1Z${pad(Number(orderNumber) % 997, 3)}${index % 2 === 0 ? 'A' : 'B'}${pad(r.int(0, 99999), 5)}`
              : null,
          shipViaCode: shipped > 0 ? r.pick(CARRIERS) : null,
        });
      });
      const shipping = subtotal > 250 || isReturn ? 0 : 12.5;
      const taxes = buyer.uid === 'intl@shelfmark.test' ? 0 : Math.round(subtotal * 0.06 * 100) / 100;
      const sign = isReturn ? -1 : 1;
      orderRows.push({
        orderNumber,
        userUid: buyer.uid,
        shipToAccount: shipTo,
        billToAccount: buyer.billTo,
        internetReference: isReturn ? null : `W${pad(Number(orderNumber) - 4_000_000, 8)}`,
        poNumber: `PO-${orderDate.slice(0, 4)}-${pad(i + 1, 3)}`,
        orderDate,
        shipDateRequested,
        shipDate,
        shipStatus,
        backorderQuantity: shipStatus === '2' ? 0 : backorders,
        invoiceNumber: shipStatus === '1' || isReturn ? String(invoiceSeq++) : null,
        invoiceType: shipStatus === '1' || isReturn ? (isReturn ? 'RM' : 'RI') : null,
        orderType: isReturn ? 'CR' : isStanding ? 'S4' : 'SO',
        customType: isReturn ? 'RETURNS' : 'PURCHASES',
        activeFlag: isStanding,
        isArchived: buyer.e1ShipTos.includes(shipTo) && orderDate < '2025-01-01',
        documentCompany: '00001',
        paymentType: 'ACCOUNT',
        subtotal: (sign * subtotal).toFixed(2),
        taxes: (sign * taxes).toFixed(2),
        shipping: shipping.toFixed(2),
        total: (sign * (subtotal + taxes + shipping)).toFixed(2),
      });
    }
  }
  const ordered = orderedTitleOrder(orderable.shelfmark, String(orderSeq), String(invoiceSeq));
  if (ordered) {
    orderRows.push(ordered.order);
    lineRows.push(ordered.line);
  }
  return { orders: orderRows, lines: lineRows };
}

/**
 * One shipped order of ORDERED_TITLE for the fast-order buyer (orders@shelfmark.test), after every other order so
 * their numbers and contents stay as they were: the first in-stock, higher-education print edition of the title,
 * when the catalogue holds one (small test catalogues may not).
 */
function orderedTitleOrder(
  orderable: ProductRow[],
  orderNumber: string,
  invoiceNumber: string,
): { order: OrderRow; line: OrderLineRow } | null {
  const product = orderable.find(
    (p) =>
      p.fullTitle === ORDERED_TITLE.title &&
      p.mediaType === 'print' &&
      (p.stockLevel ?? 0) > 0 &&
      (p.gradeLevels ?? []).includes('Higher Education'),
  );
  if (!product) return null;
  const orderDate = '2026-03-14';
  const price = Number(product.price);
  const subtotal = price * 2;
  const taxes = Math.round(subtotal * 0.06 * 100) / 100;
  const shipping = subtotal > 250 ? 0 : 12.5;
  return {
    order: {
      orderNumber,
      userUid: 'orders@shelfmark.test',
      shipToAccount: ORDERED_TITLE.shipTo,
      billToAccount: ORDERED_TITLE.billTo,
      internetReference: `W${pad(Number(orderNumber) - 4_000_000, 8)}`,
      poNumber: 'PO-2026-031',
      orderDate,
      shipDateRequested: orderDate,
      shipDate: '2026-03-18',
      shipStatus: '1',
      invoiceNumber,
      invoiceType: 'RI',
      documentCompany: '00001',
      paymentType: 'ACCOUNT',
      subtotal: subtotal.toFixed(2),
      taxes: taxes.toFixed(2),
      shipping: shipping.toFixed(2),
      total: (subtotal + taxes + shipping).toFixed(2),
    },
    line: {
      orderNumber,
      lineNumber: 1,
      isbn13: product.isbn13,
      title: product.fullTitle,
      author: product.authors?.split('||')[0] ?? null,
      edition: product.edition ?? null,
      copyrightYear: product.copyrightYear ?? null,
      mediaType: product.mediaType,
      unitPrice: price.toFixed(2),
      quantityOrdered: 2,
      quantityShipped: 2,
      actualShipDate: '2026-03-18',
      trackingNumber: `1Z${pad(Number(orderNumber) % 997, 3)}A00031`,
      shipViaCode: 'UPS',
    },
  };
}
