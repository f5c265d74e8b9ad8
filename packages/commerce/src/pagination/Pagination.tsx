import { useRef } from 'react';
import { formatLabel, resolveLabels, useFocusSuccessor, type LabelOverrides } from '@shelfmark/forms';
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
  const nav = useRef<HTMLElement>(null);
  // Next pressed onto the last page (or Previous onto the first) disables the button that has focus: focus goes
  // to the current page's button instead of the page's body.
  useFocusSuccessor(nav, totalPages >= minPages);
  if (totalPages < minPages) return null;
  return (
    <nav ref={nav} className="sm-pagination" aria-label={text.nav} data-focus-scope="">
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
                data-focus-fallback={p === page ? '' : undefined}
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
