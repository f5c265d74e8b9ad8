import { useState, type FormEvent } from 'react';
import { orderStatuses, type OrderRow } from '@shelfmark/api-client';
import { formatLabel, resolveLabels, TextField, type LabelOverrides } from '@shelfmark/forms';
import { Drawer, DrawerClose, DrawerToggle } from '../drawer/Drawer';
import { Pagination } from '../pagination/Pagination';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { InvoiceButton } from './InvoiceButton';
import { myOrdersLabels, type MyOrdersLabels } from './myOrders.labels';
import { OrderFilterPanel } from './OrderFilterPanel';
import { formatUsDate } from './orderFilters';
import { FailureAlert, orDash, ResultTable } from '../results/ResultTable';
import { useMyOrders, type UseMyOrdersResult } from './useMyOrders';
import type { InvoiceLabels } from './invoice.labels';
import { MyOrdersSignedOut } from '../quotes/MyOrdersSignedOut';
import { MyOrdersTabs } from '../quotes/MyOrdersTabs';
import type { MyOrdersTabsLabels } from '../quotes/myOrdersTabs.labels';

export interface MyOrdersProps {
  /** Texts of the page, its filter panel and its messages; defaults from the specs. */
  labels?: LabelOverrides<MyOrdersLabels>;
  /** Texts of the invoice buttons. */
  invoiceLabels?: LabelOverrides<InvoiceLabels>;
  /** Texts of the Orders / Quotes tabs above the heading. */
  tabsLabels?: LabelOverrides<MyOrdersTabsLabels>;
  /** Orders per page. @default the site's perPageOrdersCount, else 10 */
  pageSize?: number;
  /** Where an order opens. @default `${routes.myOrders}/{orderNumber}` with ?archived=true / ?shipTo= when they apply */
  orderHref?: (order: OrderRow, context: { staffShipTo: string | null }) => string;
  /** Where sign-in returns to. @default the site's My Orders route */
  returnTo?: string;
  /** A staff user's typed ship-to (controlled, e.g. from the router's search params). @default kept in the address as `?shipTo=` */
  staffShipTo?: string | null;
  /** Called when a staff user searches by ship-to (null: back to their own account). */
  onStaffShipToChange?: (shipTo: string | null) => void;
  /**
   * The page's query string, which holds the filters, the page and the archived toggle (e.g. the
   * router's `location.search`: then a server render lists the same orders). @default the browser's address
   */
  search?: string;
}

/**
 * My Orders (ORD-01..ORD-03, ORD-05): account block, staff search by ship-to, the purchases filter
 * panel, a search box, a paged list with invoice downloads, and the three fetch-failure messages.
 * The filters, the page and the archived toggle live in the address (see ordersAddress.ts).
 */
export function MyOrders({
  labels,
  invoiceLabels,
  tabsLabels,
  pageSize,
  orderHref,
  returnTo,
  staffShipTo,
  onStaffShipToChange,
  search,
}: MyOrdersProps) {
  const text = resolveLabels(myOrdersLabels, labels);
  const site = useSiteConfig();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const orders = useMyOrders({
    pageSize: pageSize ?? site.perPageOrdersCount ?? 10,
    ...(staffShipTo !== undefined ? { staffShipTo } : {}),
    ...(onStaffShipToChange ? { onStaffShipToChange } : {}),
    ...(search !== undefined ? { search } : {}),
  });
  const hrefOf =
    orderHref ??
    ((o: OrderRow, { staffShipTo }: { staffShipTo: string | null }) => {
      const params = new URLSearchParams();
      if (o.isArchived) params.set('archived', 'true');
      if (staffShipTo) params.set('shipTo', staffShipTo);
      const qs = params.toString();
      return `${site.routes.myOrders}/${encodeURIComponent(o.orderNumber)}${qs ? `?${qs}` : ''}`;
    });

  const filterPanel = {
    filters: orders.filters,
    onChange: orders.setFilters,
    onClear: orders.clearFilters,
    text,
    canShowArchived: orders.isE1 && !orders.isUnknownShipTo,
    showArchived: orders.showArchived,
    onShowArchivedChange: orders.setShowArchived,
  };
  const { types, statuses, dateFrom, dateTo } = orders.filters;
  const activeFilters =
    types.length + statuses.length + (dateFrom ? 1 : 0) + (dateTo ? 1 : 0) + (orders.showArchived ? 1 : 0);

  if (!orders.isLoadingOrders && !orders.isSignedIn) {
    return <MyOrdersSignedOut className="sm-orders" returnTo={returnTo ?? site.routes.myOrders} labels={text} />;
  }

  return (
    <section className="sm-orders" aria-labelledby="sm-orders-title">
      <MyOrdersTabs current="orders" {...(tabsLabels ? { labels: tabsLabels } : {})} />
      <h1 id="sm-orders-title">{text.title}</h1>
      <AccountBlock orders={orders} text={text} />
      {orders.isStaff ? <StaffSearch orders={orders} text={text} /> : null}
      <div className="sm-orders__layout">
        {/* Beside the list from the tablet breakpoint; below it, in a drawer the Filters button opens. */}
        <div className="sm-drawer-panel">
          <OrderFilterPanel {...filterPanel} />
        </div>
        <div className="sm-orders__main">
          <div className="sm-orders__tools">
            <div role="search" className="sm-orders__search" aria-label={text.searchLabel}>
              <TextField
                type="search"
                label={text.searchLabel}
                placeholder={text.searchPlaceholder}
                value={orders.filters.search}
                onValueChange={(search) => orders.setFilters({ search })}
              />
            </div>
            <Drawer
              open={filtersOpen}
              onOpenChange={setFiltersOpen}
              title={text.filtersHeading}
              labels={{ close: text.closeFilters }}
              trigger={
                <DrawerToggle
                  label={text.filtersButton}
                  count={activeFilters}
                  countLabel={formatLabel(text.activeFilters, { count: activeFilters })}
                />
              }
              footer={
                <>
                  <button type="button" className="sm-button" onClick={orders.clearFilters}>
                    {text.clearFilters}
                  </button>
                  <DrawerClose className="sm-button sm-button--primary">{text.applyFilters}</DrawerClose>
                </>
              }
            >
              <OrderFilterPanel {...filterPanel} inDrawer />
            </Drawer>
          </div>
          <OrderResults orders={orders} text={text} hrefOf={hrefOf} invoiceLabels={invoiceLabels} />
        </div>
      </div>
    </section>
  );
}

function AccountBlock({ orders, text }: { orders: UseMyOrdersResult; text: MyOrdersLabels }) {
  const shipTo = orders.shipTo;
  const billTo = orders.accounts?.customerDefaultBillToAccount;
  if (!shipTo && !billTo) return null;
  return (
    <section className="sm-orders__account" aria-labelledby="sm-orders-account">
      <h2 id="sm-orders-account">{text.accountHeading}</h2>
      <dl>
        {shipTo ? (
          <>
            <dt>{text.shipTo}</dt>
            <dd>
              {shipTo.name} ({shipTo.accountNumber})
            </dd>
          </>
        ) : null}
        {billTo ? (
          <>
            <dt>{text.billTo}</dt>
            <dd>
              {billTo.name} ({billTo.uid})
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function StaffSearch({ orders, text }: { orders: UseMyOrdersResult; text: MyOrdersLabels }) {
  const [value, setValue] = useState(orders.staffShipTo ?? '');
  // The field follows the ship-to when it comes from elsewhere (the address, after hydration or on Back).
  const [shown, setShown] = useState(orders.staffShipTo);
  if (shown !== orders.staffShipTo) {
    setShown(orders.staffShipTo);
    setValue(orders.staffShipTo ?? '');
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    orders.searchShipTo(value);
  };
  return (
    <form role="search" className="sm-orders__staff" aria-label={text.staffSearchLabel} onSubmit={submit}>
      <TextField label={text.staffSearchLabel} inputMode="numeric" value={value} onValueChange={setValue} />
      <button type="submit" className="sm-button sm-button--primary">
        {text.staffSearchButton}
      </button>
      {orders.staffShipTo ? (
        <>
          <p role="status">
            {orders.isUnknownShipTo ? null : formatLabel(text.staffShowing, { account: orders.staffShipTo })}
          </p>
          <button
            type="button"
            className="sm-button sm-button--link"
            onClick={() => {
              setValue('');
              orders.searchShipTo(null);
            }}
          >
            {text.staffSearchClear}
          </button>
        </>
      ) : null}
    </form>
  );
}

const failureText = (failure: UseMyOrdersResult['failure'], text: MyOrdersLabels) =>
  failure === 'all' ? text.allFailed : failure === 'archived' ? text.archivedFailed : text.ordersFailed;

function OrderResults({
  orders,
  text,
  hrefOf,
  invoiceLabels,
}: {
  orders: UseMyOrdersResult;
  text: MyOrdersLabels;
  invoiceLabels: LabelOverrides<InvoiceLabels> | undefined;
  hrefOf: (o: OrderRow, c: { staffShipTo: string | null }) => string;
}) {
  const { Link } = useSiteNavigation();
  const label = text as unknown as Record<string, string>;
  if (orders.isLoadingOrders)
    return (
      <p role="status" className="sm-orders__status">
        {text.loading}
      </p>
    );
  const everythingLoaded = !orders.isLoadingArchived && orders.failure === null;
  // Archived orders of an E1 organisation span its ship-tos: each row then says whose it is (its number, as the
  // account block and the staff search name ship-tos, and narrow enough for the list at a desk).
  const withShipTo = orders.showArchived;

  return (
    <>
      {orders.failure ? (
        <FailureAlert onRetry={orders.retry} retryLabel={text.retry}>
          {failureText(orders.failure, text)}
        </FailureAlert>
      ) : null}
      {orders.isLoadingArchived ? (
        <p role="status" className="sm-orders__status">
          {text.archivedLoading}
        </p>
      ) : null}
      {orders.isUnknownShipTo ? (
        <p role="alert" className="sm-alert sm-alert--warning">
          {formatLabel(text.staffShipToNotFound, { account: orders.staffShipTo })}
        </p>
      ) : null}
      {everythingLoaded && !orders.isUnknownShipTo && orders.total === 0 ? (
        <p className="sm-orders__empty">{text.noOrders}</p>
      ) : null}
      {orders.total > 0 && orders.matching === 0 ? (
        <p role="status" className="sm-orders__empty">
          {text.noResults}
        </p>
      ) : null}
      {orders.rows.length > 0 ? (
        <>
          <p className="sm-orders__count" role="status">
            {orders.matching === 1 ? text.resultsCountOne : formatLabel(text.resultsCount, { count: orders.matching })}
          </p>
          <ResultTable
            className={withShipTo ? 'sm-orders__table sm-orders__table--ship-to' : 'sm-orders__table'}
            wrapClassName="sm-orders__table-wrap"
            caption={text.title}
            captionHidden
            stacked
            columns={[
              text.confirmationNumber,
              text.poNumber,
              text.orderNumber,
              ...(withShipTo ? [text.shipToColumn] : []),
              text.orderDate,
              text.shipDate,
              text.status,
              text.invoice,
            ]}
          >
            {orders.rows.map((o) => (
              <tr key={`${o.isArchived ? 'a' : 'c'}-${o.orderNumber}`} role="row">
                <td role="cell" data-label={text.confirmationNumber}>
                  {orDash(o.internetReference)}
                </td>
                <td role="cell" data-label={text.poNumber}>
                  {orDash(o.poNumber)}
                </td>
                <td role="cell" data-label={text.orderNumber}>
                  <Link
                    href={hrefOf(o, { staffShipTo: orders.staffShipTo })}
                    aria-label={formatLabel(text.viewOrder, { orderNumber: o.orderNumber })}
                  >
                    {o.orderNumber}
                  </Link>
                  {o.activeFlag ? <span className="sm-badge sm-badge--info">{text.standingOrder}</span> : null}
                  {o.isArchived ? <span className="sm-badge sm-badge--info">{text.archived}</span> : null}
                </td>
                {withShipTo ? (
                  <td role="cell" data-label={text.shipToColumn}>
                    {orDash(o.shipToAccountNumber)}
                  </td>
                ) : null}
                <td role="cell" data-label={text.orderDate}>
                  {formatUsDate(o.orderDate)}
                </td>
                <td role="cell" data-label={text.shipDate}>
                  {orDash(formatUsDate(o.shipDate))}
                </td>
                <td role="cell" data-label={text.status}>
                  {orderStatuses(o)
                    .map((s) => label[`status_${s}`])
                    .join(', ')}
                </td>
                <td role="cell" data-label={text.invoice}>
                  <InvoiceButton
                    named
                    invoiceNumber={o.invoiceNumber}
                    invoiceType={o.invoiceType}
                    isArchived={o.isArchived}
                    {...(invoiceLabels ? { labels: invoiceLabels } : {})}
                  />
                </td>
              </tr>
            ))}
          </ResultTable>
          <Pagination page={orders.page} totalPages={orders.totalPages} onPageChange={orders.setPage} />
        </>
      ) : null}
    </>
  );
}
