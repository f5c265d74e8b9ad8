/** English defaults of the My Orders tabs (Orders, Quotes), shown on both pages. */
export const myOrdersTabsLabels = {
  tabsLabel: 'My Orders sections',
  ordersTab: 'Orders',
  quotesTab: 'Quotes',
};
export type MyOrdersTabsLabels = typeof myOrdersTabsLabels;
