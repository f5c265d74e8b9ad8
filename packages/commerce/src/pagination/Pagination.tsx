import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { pageWindow } from './pageWindow';
import { paginationLabels, type PaginationLabels } from './pagination.labels';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. */
  totalPages: number;
  /** Called with the 1-based page the user chose. */
  onPageChange: (page: number) => void;
  /** Texts; defaults in English. */
  labels?: LabelOverrides<PaginationLabels>;
  /** Hide the pager below this many pages (the specs' "pager minimum 2 pages"). @default 2 */
  minPages?: number;
}

/** A keyboard-reachable pager: Previous, page numbers (current marked with aria-current), Next. */
export function Pagination({ page, totalPages, onPageChange, labels, minPages = 2 }: PaginationProps) {
  const text = resolveLabels(paginationLabels, labels);
  if (totalPages < minPages) return null;
  return (
    <nav className="sm-pagination" aria-label={text.nav}>
      <ul className="sm-pagination__list">
        <li>
          <button
            type="button"
            className="sm-pagination__step"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            {text.previous}
          </button>
        </li>
        {pageWindow(page, totalPages).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span className="sm-pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                type="button"
                className="sm-pagination__page"
                aria-label={formatLabel(text.page, { page: p })}
                aria-current={p === page ? 'page' : undefined}
                onClick={() => onPageChange(p)}
              >
                {p}
              </button>
            )}
          </li>
        ))}
        <li>
          <button
            type="button"
            className="sm-pagination__step"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            {text.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
