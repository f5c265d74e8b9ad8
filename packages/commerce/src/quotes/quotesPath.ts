/** My Orders → Quotes: under My Orders, so the account menu's My Orders stays the way in. */
export const quotesPathOf = (routes: { myOrders: string }) => `${routes.myOrders.replace(/\/$/, '')}/quotes`;
