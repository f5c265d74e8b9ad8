/** The most entries one add-entries call takes (CART-13); a bigger paste is refused before it is sent. */
export const MAX_CART_ENTRIES_PER_CALL = 500;
