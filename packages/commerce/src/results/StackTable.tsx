import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/**
 * A stacked table, shared by the change-account modal (ACCT-01) and the wish-list page (WISH-01): a table
 * from the tablet breakpoint, one block of labelled lines per row below it (`.sm-stack-table`). Its roles are written
 * out (`table`, `rowgroup`, `row`, `columnheader`, `cell`) because `display: block` would take a table's semantics away.
 * Internal to @shelfmark/commerce (not exported): each page keeps its own class names, so its look is unchanged.
 */
export interface StackTableProps {
  /** The table's class (its page's look); `sm-stack-table` is added. */
  className: string;
  /** The column headings, in order (a select column's heading may be visually hidden text). */
  columns: readonly ReactNode[];
  /** The body rows: `StackRow`s. */
  children: ReactNode;
}

export function StackTable({ className, columns, children }: StackTableProps) {
  return (
    <table className={`${className} sm-stack-table`} role="table">
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column, i) => (
            <th key={i} scope="col" role="columnheader">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">{children}</tbody>
    </table>
  );
}

/** A body row of a StackTable (`role="row"`); other attributes (`aria-selected`…) pass through. */
export function StackRow(props: ComponentPropsWithoutRef<'tr'>) {
  return <tr role="row" {...props} />;
}

export interface StackCellProps extends ComponentPropsWithoutRef<'td'> {
  /** The column's name, shown before the value on phones (`data-label`); none for a cell that needs no label (a checkbox). */
  label?: string;
}

/** A cell of a StackRow (`role="cell"`), labelled with its column's name on phones. */
export function StackCell({ label, ...props }: StackCellProps) {
  return <td role="cell" data-label={label} {...props} />;
}
