import { PURCHASE_HISTORY_MAX_ISBNS } from '@shelfmark/api-client';

/**
 * The ISBN-13s to ask about, in calls the purchase history takes: each 13-digit ISBN once, sorted (so the same titles
 * read the same cached answer), in batches of at most PURCHASE_HISTORY_MAX_ISBNS. A screen up to that size is one
 * call; only a long upload needs more.
 */
export function purchaseHistoryBatches(isbns: readonly string[]): string[][] {
  const wanted = [...new Set(isbns.filter((isbn) => /^\d{13}$/.test(isbn)))].sort();
  const batches: string[][] = [];
  for (let start = 0; start < wanted.length; start += PURCHASE_HISTORY_MAX_ISBNS)
    batches.push(wanted.slice(start, start + PURCHASE_HISTORY_MAX_ISBNS));
  return batches;
}
