import type { WishList } from '@shelfmark/api-client';

/** True once a wish list's expirationTime has passed (WISH-03). */
export function isWishListExpired(list: Pick<WishList, 'expirationTime'>, now: number = Date.now()): boolean {
  return Boolean(list.expirationTime && Date.parse(list.expirationTime) < now);
}

/** The modified date as shown on the wish-list page: its first 10 characters (WISH-03, spec 001 §3). */
export function modifiedDate(list: Pick<WishList, 'modifiedTime'>): string {
  return (list.modifiedTime ?? '').slice(0, 10);
}
