import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { myOrdersTabsLabels, type MyOrdersTabsLabels } from './myOrdersTabs.labels';
import { quotesPathOf } from './quotesPath';

/** The My Orders sections, Orders and Quotes, as links; the current one is marked. */
export function MyOrdersTabs({
  current,
  labels,
}: {
  current: 'orders' | 'quotes';
  labels?: LabelOverrides<MyOrdersTabsLabels>;
}) {
  const text = resolveLabels(myOrdersTabsLabels, labels);
  const { routes } = useSiteConfig();
  const { Link } = useSiteNavigation();
  const tabs = [
    { id: 'orders', href: routes.myOrders, label: text.ordersTab },
    { id: 'quotes', href: quotesPathOf(routes), label: text.quotesTab },
  ] as const;
  return (
    <nav className="sm-orders-tabs" aria-label={text.tabsLabel}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              className="sm-orders-tabs__link"
              href={tab.href}
              {...(tab.id === current ? { 'aria-current': 'page' as const } : {})}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
