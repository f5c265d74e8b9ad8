import type { Cart } from '@shelfmark/api-client';
import { displayCode } from '@shelfmark/forms';

/** How many units of a product (by code or ISBN-13; any '@' suffix ignored) a cart already holds. */
export function quantityInCart(cart: Cart | undefined, productCode: string): number {
  if (!cart) return 0;
  const wanted = displayCode(productCode);
  return cart.entries
    .filter((entry) => entry.product.isbn13 === wanted || displayCode(entry.product.code) === wanted)
    .reduce((sum, entry) => sum + entry.quantity, 0);
}
