import { useId } from 'react';
import { ORDER_SORTS, ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderTypeName } from '@shelfmark/api-client';
import { TextField } from '@shelfmark/forms';
import { isBadUsDate, type OrderFilters, type OrderSort } from './orderFilters';
import type { MyOrdersLabels } from './myOrders.labels';

export interface OrderFilterPanelProps {
  filters: OrderFilters;
  onChange: (patch: Partial<OrderFilters>) => void;
  onClear: () => void;
  /** Show the archived toggle (accounts on the E1 system only). */
  canShowArchived: boolean;
  showArchived: boolean;
  onShowArchivedChange: (on: boolean) => void;
  /** Resolved texts of My Orders. */
  text: MyOrdersLabels;
  /** Shown in the Filters drawer: the drawer's title names it and its footer holds Clear. */
  inDrawer?: boolean;
}

const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));

/** The purchases filter panel (spec 000 §2, §9): sort, archived toggle, order type, status, date range MM/DD/YYYY. */
export function OrderFilterPanel({
  filters,
  onChange,
  onClear,
  canShowArchived,
  showArchived,
  onShowArchivedChange,
  text,
  inDrawer = false,
}: OrderFilterPanelProps) {
  const id = useId();
  const label = text as unknown as Record<string, string>;
  return (
    <form
      className={inDrawer ? 'sm-order-filters sm-order-filters--drawer' : 'sm-order-filters'}
      aria-labelledby={`${id}-heading`}
      onSubmit={(e) => e.preventDefault()}
    >
      <h2 id={`${id}-heading`} className={inDrawer ? 'sm-visually-hidden' : 'sm-order-filters__heading'}>
        {text.filtersHeading}
      </h2>
      <div className="sm-field">
        <label htmlFor={`${id}-sort`} className="sm-field__label">
          {text.sortLabel}
        </label>
        <select
          id={`${id}-sort`}
          className="sm-select"
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value as OrderSort })}
        >
          {ORDER_SORTS.map((s) => (
            <option key={s} value={s}>
              {label[`sort_${s}`]}
            </option>
          ))}
        </select>
      </div>
      {canShowArchived ? (
        <label className="sm-order-filters__check sm-order-filters__archived">
          <input type="checkbox" checked={showArchived} onChange={(e) => onShowArchivedChange(e.target.checked)} />
          {text.archivedToggle}
        </label>
      ) : null}
      <fieldset className="sm-order-filters__group">
        <legend>{text.orderTypeLegend}</legend>
        {ORDER_TYPES.map((t) => (
          <label key={t} className="sm-order-filters__check">
            <input
              type="checkbox"
              checked={filters.types.includes(t)}
              onChange={(e) => onChange({ types: toggle<OrderTypeName>(filters.types, t, e.target.checked) })}
            />
            {label[`type_${t}`]}
          </label>
        ))}
      </fieldset>
      <fieldset className="sm-order-filters__group">
        <legend>{text.statusLegend}</legend>
        {ORDER_STATUSES.map((s) => (
          <label key={s} className="sm-order-filters__check">
            <input
              type="checkbox"
              checked={filters.statuses.includes(s)}
              onChange={(e) => onChange({ statuses: toggle<OrderStatus>(filters.statuses, s, e.target.checked) })}
            />
            {label[`status_${s}`]}
          </label>
        ))}
      </fieldset>
      <fieldset className="sm-order-filters__group">
        <legend>{text.dateRangeLegend}</legend>
        <TextField
          label={text.dateFrom}
          inputMode="numeric"
          autoComplete="off"
          placeholder="MM/DD/YYYY"
          value={filters.dateFrom}
          error={isBadUsDate(filters.dateFrom) ? text.dateFormatError : undefined}
          onValueChange={(dateFrom) => onChange({ dateFrom })}
        />
        <TextField
          label={text.dateTo}
          inputMode="numeric"
          autoComplete="off"
          placeholder="MM/DD/YYYY"
          value={filters.dateTo}
          error={isBadUsDate(filters.dateTo) ? text.dateFormatError : undefined}
          onValueChange={(dateTo) => onChange({ dateTo })}
        />
      </fieldset>
      {inDrawer ? null : (
        <button type="button" className="sm-button" onClick={onClear}>
          {text.clearFilters}
        </button>
      )}
    </form>
  );
}
