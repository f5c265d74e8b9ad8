import type { ShipmentDetail } from '@shelfmark/api-client';

export interface ShipmentGroup {
  trackingNumber: string;
  shipViaCode: string;
  items: { isbn: string; quantityShipped: number }[];
}

/** Shipping detail rows grouped by tracking number, in first-seen order (ORD-04). */
export function groupShipments(rows: readonly ShipmentDetail[]): ShipmentGroup[] {
  const groups = new Map<string, ShipmentGroup>();
  for (const row of rows) {
    const group = groups.get(row.trackingNumber) ?? {
      trackingNumber: row.trackingNumber,
      shipViaCode: row.shipViaCode,
      items: [],
    };
    group.items.push({ isbn: row.isbn, quantityShipped: row.quantityShipped });
    groups.set(row.trackingNumber, group);
  }
  return [...groups.values()];
}
