/** The most ISBNs one purchase-history call answers: a page of search results, a Fast Order paste or a cart fit. */
export const PURCHASE_HISTORY_MAX_ISBNS = 1000;
