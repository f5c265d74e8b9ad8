import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderLine, Product } from '@shelfmark/api-client';
import { productQueries, useApiClient } from '@shelfmark/api-client/react';
import { useBulkAddToCart, type BulkAddResult } from '../../cart/bulk/useBulkAddToCart';
import { isEcommerceProduct } from '../../product/productOfferKind';

/** What reordering one past line comes to. */
export type ReorderLineState = 'checking' | 'add' | 'newEdition' | 'unavailable';

export interface ReorderLine {
  line: OrderLine;
  /** The units to add again: the quantity ordered (at least 1). */
  quantity: number;
  state: ReorderLineState;
  /** The newer edition's ISBN-13 ('newEdition' only). */
  newIsbn: string | null;
}

/** The ISBN-13 of a product's newer edition (productReferences NEWER_EDITION, else newEditionIsbn), or null. */
export function newerEditionOf(product: Product): string | null {
  return (
    product.productReferences?.find((r) => r.referenceType === 'NEWER_EDITION')?.target.isbn13 ??
    product.newEditionIsbn ??
    null
  );
}

/** A past line as it stands today: no longer sold (unknown, not sold online, not purchasable), with a newer edition, or to add. */
export function reorderState(product: Product | undefined, failed: boolean): ReorderLineState {
  if (failed) return 'unavailable';
  if (!product) return 'checking';
  // The server's verdict for the buyer, when the product carries one (the selling rule, spec 001 §6).
  if (product.entitlement && !product.entitlement.purchasable) return 'unavailable';
  if (!isEcommerceProduct(product) || product.customIsPurchasable === false) return 'unavailable';
  return newerEditionOf(product) ? 'newEdition' : 'add';
}

export interface UseReorderResult {
  lines: ReorderLine[];
  isChecking: boolean;
  /** Adds every line that can be ordered (a newer edition where `useNewEdition` holds its old ISBN) through the cart's bulk add. */
  add: (useNewEdition: ReadonlySet<string>) => Promise<BulkAddResult>;
  isPending: boolean;
}

/**
 * Reorder (beyond the specs): each past line's product is looked up as it stands today, and the lines that can be
 * ordered go into the cart through the existing add-entries call (useBulkAddToCart: the maximum checks, failures and
 * analytics of a bulk add). `enabled` false looks nothing up (the panel is closed).
 */
export function useReorder(orderLines: readonly OrderLine[], enabled: boolean): UseReorderResult {
  const api = useApiClient();
  const isbns = [...new Set(orderLines.map((l) => l.isbn3Litm))];
  const products = useQueries({ queries: isbns.map((isbn) => ({ ...productQueries.byCode(api, isbn), enabled })) });
  const byIsbn = new Map(isbns.map((isbn, i) => [isbn, products[i]!]));
  const bulk = useBulkAddToCart();
  const [isPending, setPending] = useState(false);
  const lines: ReorderLine[] = orderLines.map((line) => {
    const query = byIsbn.get(line.isbn3Litm);
    const state = reorderState(query?.data, query?.isError ?? false);
    return {
      line,
      quantity: Math.max(1, line.quantityOrdered ?? 1),
      state,
      newIsbn: state === 'newEdition' && query?.data ? newerEditionOf(query.data) : null,
    };
  });
  return {
    lines,
    isChecking: lines.some((l) => l.state === 'checking'),
    isPending: isPending || bulk.isPending,
    add: async (useNewEdition) => {
      setPending(true);
      try {
        const items = lines
          .filter((l) => l.state === 'add' || l.state === 'newEdition')
          .map((l) => ({
            productCode: l.newIsbn && useNewEdition.has(l.line.isbn3Litm) ? l.newIsbn : l.line.isbn3Litm,
            quantity: l.quantity,
          }));
        return await bulk.addAll(items);
      } finally {
        setPending(false);
      }
    },
  };
}
