/** Session-storage key of the ISBNs a bulk add into the cart could not add (CART-03, spec 000 §4). */
export const INVALID_ISBNS_KEY = 'shelfmark.invalidIsbns';
/** Session-storage key of the ISBNs a bulk add into a wish list could not add (spec 000 §4). */
export const WISH_LIST_ERROR_ISBNS_KEY = 'shelfmark.wishListErrorIsbns';
/** The separator the stored ISBNs are joined by. */
export const FAILED_ISBNS_SEPARATOR = ',';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): the list is simply not kept
  }
}

/** Beside the spec's key (ISBNs joined by the separator): why each was refused, when the add knew (JSON, ISBN → text). */
const reasonsKey = (key: string) => `${key}.reasons`;

/**
 * Keeps the failed ISBNs of a bulk add for the cart (or wish list) page to list, with the reason of each the add knew;
 * an empty list removes the key.
 */
export function storeFailedIsbns(
  isbns: readonly string[],
  key: string = INVALID_ISBNS_KEY,
  reasons: Readonly<Record<string, string>> = {},
): void {
  const store = storage();
  if (!store) return;
  const unique = [...new Set(isbns.filter(Boolean))];
  const known = unique.filter((isbn) => reasons[isbn]).map((isbn) => [isbn, reasons[isbn]]);
  if (known.length === 0) store.removeItem(reasonsKey(key));
  else store.setItem(reasonsKey(key), JSON.stringify(Object.fromEntries(known)));
  if (unique.length === 0) store.removeItem(key);
  else store.setItem(key, unique.join(FAILED_ISBNS_SEPARATOR));
}

/** The failed ISBNs kept by the last bulk add (empty when none). */
export function readFailedIsbns(key: string = INVALID_ISBNS_KEY): string[] {
  const raw = storage()?.getItem(key) ?? '';
  return raw
    .split(FAILED_ISBNS_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Why the ISBNs kept by the last bulk add were refused, by ISBN (those it knew). */
export function readFailedReasons(key: string = INVALID_ISBNS_KEY): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(reasonsKey(key)) ?? '{}');
    if (parsed === null || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Beside the spec's key: what a bulk add made on another page put in, for the cart to announce once it is there (JSON). */
const addedKey = (key: string) => `${key}.added`;

/** One title a bulk add made on another page (Fast Order) put in the cart. */
export interface HandedOverAdd {
  isbn13: string;
  quantity: number;
}

/**
 * Hands a bulk add made on another page to the cart (spec 000 §4: the failed ISBNs under the spec's key, then the
 * cart): beside them, what went in, so the cart says it as it says its own bulk adds. Call with the failed ones stored.
 */
export function storeAddedForCart(added: readonly HandedOverAdd[], key: string = INVALID_ISBNS_KEY): void {
  storage()?.setItem(addedKey(key), JSON.stringify(added));
}

/** What a bulk add made on another page handed to the cart, taken once (a reload does not say it again); null: none. */
export function takeAddedForCart(key: string = INVALID_ISBNS_KEY): HandedOverAdd[] | null {
  const store = storage();
  const raw = store?.getItem(addedKey(key));
  if (raw == null) return null;
  store?.removeItem(addedKey(key));
  try {
    const parsed: unknown = JSON.parse(raw);
    // Only what this module wrote is said: anything else in the key is dropped, not shown.
    return Array.isArray(parsed)
      ? parsed.filter(
          (item: Partial<HandedOverAdd> | null) => typeof item?.isbn13 === 'string' && Number(item.quantity) > 0,
        )
      : [];
  } catch {
    return [];
  }
}

/** Forgets the failed ISBNs and their reasons (the user dismissed the list). */
export function clearFailedIsbns(key: string = INVALID_ISBNS_KEY): void {
  storage()?.removeItem(key);
  storage()?.removeItem(reasonsKey(key));
}
