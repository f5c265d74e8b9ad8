import type { ReactNode } from 'react';

/**
 * The result and alert pieces shared by My Orders (ORD-01), Order Tracking (TRK-01) and the Access Code
 * Checker (ACC-01): a table with a caption and a header row of column names, and the failure alert.
 * Internal to @shelfmark/commerce (not exported): each page keeps its own class names, so its look is unchanged.
 */
export interface ResultTableProps {
  /** The table's class (its page's look). */
  className: string;
  /** A scrolling wrapper's class; without it the table is not wrapped. */
  wrapClassName?: string;
  /** The caption naming the table. */
  caption: ReactNode;
  /** True: the caption is for assistive technology only. */
  captionHidden?: boolean;
  /** The column headings, in order. */
  columns: readonly ReactNode[];
  /** The body rows (`<tr>` elements). */
  children: ReactNode;
  /**
   * A stacked table: below the tablet breakpoint each row becomes a block of labelled lines. The rows
   * then carry `role="row"`, their cells `role="cell"` and `data-label` (the column's name shown on phones).
   */
  stacked?: boolean;
}

export function ResultTable({
  className,
  wrapClassName,
  caption,
  captionHidden = false,
  columns,
  children,
  stacked = false,
}: ResultTableProps) {
  // Written roles keep a stacked table a table where `display: block` would take its semantics away.
  const role = (name: string) => (stacked ? { role: name } : {});
  const table = (
    <table className={stacked ? `${className} sm-stack-table` : className} {...role('table')}>
      <caption className={captionHidden ? 'sm-visually-hidden' : undefined}>{caption}</caption>
      <thead {...role('rowgroup')}>
        <tr {...role('row')}>
          {columns.map((column, i) => (
            <th key={i} scope="col" {...role('columnheader')}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody {...role('rowgroup')}>{children}</tbody>
    </table>
  );
  return wrapClassName ? <div className={wrapClassName}>{table}</div> : table;
}

/** A cell's value, or a dash when the answer has none. */
export const orDash = (value: ReactNode): ReactNode =>
  value === null || value === undefined || value === '' ? '—' : value;

/** The failure alert of a search or a load: announced, with an optional retry button after the message. */
export function FailureAlert({
  children,
  onRetry,
  retryLabel,
}: {
  children: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <p role="alert" className="sm-alert sm-alert--danger">
      {children}
      {onRetry ? (
        <>
          {' '}
          <button type="button" className="sm-button sm-button--link" onClick={onRetry}>
            {retryLabel}
          </button>
        </>
      ) : null}
    </p>
  );
}
