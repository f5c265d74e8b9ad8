import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import type { PurchaseFlag } from '@shelfmark/api-client';
import { formatOrderDate } from './formatOrderDate';
import { purchaseFlagsLabels, type PurchaseFlagsLabels } from './purchaseFlags.labels';

export interface PurchaseFlagsProps {
  /** The title's flag (`usePurchaseFlags().flagOf(isbn13)`); nothing is rendered without one. */
  flag: PurchaseFlag | undefined;
  /** Texts; English defaults in `purchaseFlagsLabels`. */
  labels?: LabelOverrides<PurchaseFlagsLabels>;
}

/** One line of a flag: what it says, and which kind it is (the ordered line stands out). */
export interface PurchaseFlagLine {
  kind: 'ordered' | 'cart' | 'list';
  text: string;
}

/** The flag lines of one title: each thing the buyer should know before buying it again. */
export function purchaseFlagLines(flag: PurchaseFlag, text: PurchaseFlagsLabels): PurchaseFlagLine[] {
  const lines: PurchaseFlagLine[] = [];
  if (flag.lastOrder)
    lines.push({
      kind: 'ordered',
      text: formatLabel(text.ordered, {
        date: formatOrderDate(flag.lastOrder.orderDate),
        orderNumber: flag.lastOrder.orderNumber,
      }),
    });
  if (flag.cartQuantity > 0)
    lines.push({ kind: 'cart', text: formatLabel(text.inCart, { quantity: flag.cartQuantity }) });
  if (flag.wishLists.length === 1)
    lines.push({ kind: 'list', text: formatLabel(text.onList, { name: flag.wishLists[0]!.name }) });
  else if (flag.wishLists.length > 1)
    lines.push({
      kind: 'list',
      text: formatLabel(text.onLists, { names: flag.wishLists.map((list) => list.name).join(', ') }),
    });
  return lines;
}

/**
 * A compact flag on a search card, the product page, Fast Order and P&A results and cart lines: "Ordered 03/14/2026 ·
 * order 5000079", "In your cart (3)", "On list Spring 2027".
 */
export function PurchaseFlags({ flag, labels }: PurchaseFlagsProps) {
  const text = resolveLabels(purchaseFlagsLabels, labels);
  const lines = flag ? purchaseFlagLines(flag, text) : [];
  if (lines.length === 0) return null;
  return (
    <ul className="sm-purchase-flags" aria-label={text.flagsName}>
      {lines.map((line) => (
        <li key={line.kind} className={`sm-purchase-flag sm-purchase-flag--${line.kind}`}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}
