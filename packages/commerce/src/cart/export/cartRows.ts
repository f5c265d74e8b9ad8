import type { Cart } from '@shelfmark/api-client';
import { displayCode } from '@shelfmark/forms';

/** One exported line, in the export's column order (spec 000 §9). */
export interface CartExportRow {
  title: string;
  isbn: string;
  unitPrice: number;
  unitPriceText: string;
  quantity: number;
  authors: string;
  copyright: string;
  format: string;
  extPrice: number;
  extPriceText: string;
  /** The line's fund code ('' when none). */
  fundCode: string;
}

/** The cart's lines as export rows: ISBN without its suffix, authors joined with ', '. */
export function cartExportRows(cart: Cart): CartExportRow[] {
  return cart.entries.map((entry) => ({
    title: entry.product.fullTitle ?? '',
    isbn: displayCode(entry.product.code) || entry.product.isbn13,
    unitPrice: entry.basePrice.value,
    unitPriceText: entry.basePrice.formattedValue,
    quantity: entry.quantity,
    authors: (entry.product.clAuthorsNames ?? '')
      .split('||')
      .map((a) => a.trim())
      .filter(Boolean)
      .join(', '),
    copyright: entry.product.copyrightYear ?? '',
    format: entry.product.clBindingFormat ?? '',
    extPrice: entry.totalPrice.value,
    extPriceText: entry.totalPrice.formattedValue,
    fundCode: entry.fundCode ?? '',
  }));
}

/** The mailto link of the email list (spec 000 §9): subject 'Product List', per entry title, ISBN, unit price and quantity. */
export function productListMailto(cart: Cart, subject = 'Product List'): string {
  const body = cartExportRows(cart)
    .map((row) => `${row.title}\nISBN: ${row.isbn}\nUnit Price: ${row.unitPriceText}\nQuantity: ${row.quantity}`)
    .join('\n\n');
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
