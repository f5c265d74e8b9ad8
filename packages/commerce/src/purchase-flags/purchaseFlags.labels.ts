/**
 * English defaults of the "already ordered / in your cart / on a list" flags and the question before adding a title
 * ordered before. Placeholders: {date} (MM/DD/YYYY), {orderNumber}, {quantity}, {name}, {names}, {count}, {title}.
 */
export const purchaseFlagsLabels = {
  /** Names the group of flags for assistive technology. */
  flagsName: 'Already ordered, in cart or on a list',
  ordered: 'Ordered {date} · order {orderNumber}',
  inCart: 'In your cart ({quantity})',
  onList: 'On list {name}',
  onLists: 'On lists {names}',
  /** The dialog before adding titles the ship-to ordered before (Fast Order, bulk add). */
  orderedBeforeTitle: 'Ordered before',
  orderedBeforeMessageOne: 'This title was already ordered for this ship-to:',
  orderedBeforeMessage: '{count} titles were already ordered for this ship-to:',
  orderedBeforeLine: '{title} — ordered {date} · order {orderNumber}',
  addAnyway: 'Add anyway',
  skip: 'Skip',
  /** Only the titles ordered before are skipped; the others are added. */
  skipHint: 'Skip leaves the titles ordered before out and adds the others.',
  dontAskAgain: 'Don’t ask again this session',
};
export type PurchaseFlagsLabels = typeof purchaseFlagsLabels;
