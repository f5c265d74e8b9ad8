import { useRef, type ComponentType } from 'react';
import { formatLabel, resolveLabels, useFocusSuccessor, type LabelOverrides } from '@shelfmark/forms';
import type { ShelfmarkLinkProps } from '@shelfmark/forms/site';
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
  /**
   * The address of a page: given, the pager is links (they work without JavaScript; a click still calls
   * `onPageChange` before the link navigates), otherwise buttons.
   */
  pageHref?: (page: number) => string;
  /** The link rendered with `pageHref` (e.g. the site's router link). @default a plain `<a>` */
  linkComponent?: ComponentType<ShelfmarkLinkProps>;
}

function PlainLink(props: ShelfmarkLinkProps) {
  return <a {...props} />;
}

/** A keyboard-reachable pager: Previous, page numbers (current marked with aria-current), Next. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  labels,
  minPages = 2,
  pageHref,
  linkComponent: Link = PlainLink,
}: PaginationProps) {
  const text = resolveLabels(paginationLabels, labels);
  const nav = useRef<HTMLElement>(null);
  // Next pressed onto the last page (or Previous onto the first) disables the button that has focus: focus goes
  // to the current page's button instead of the page's body.
  useFocusSuccessor(nav, totalPages >= minPages);
  if (totalPages < minPages) return null;
  const pageProps = (p: number) => ({
    className: 'sm-pagination__page',
    'aria-label': formatLabel(text.page, { page: p }),
    'aria-current': p === page ? ('page' as const) : undefined,
    'data-focus-fallback': p === page ? '' : undefined,
    onClick: () => onPageChange(p),
  });
  // A step past either end is inert: a disabled button, or a link with no address.
  const step = (to: number, inert: boolean, label: string) =>
    !pageHref ? (
      <button type="button" className="sm-pagination__step" disabled={inert} onClick={() => onPageChange(to)}>
        {label}
      </button>
    ) : inert ? (
      <a className="sm-pagination__step" aria-disabled="true" role="link">
        {label}
      </a>
    ) : (
      <Link href={pageHref(to)} className="sm-pagination__step" onClick={() => onPageChange(to)}>
        {label}
      </Link>
    );
  return (
    <nav ref={nav} className="sm-pagination" aria-label={text.nav} data-focus-scope="">
      <ul className="sm-pagination__list">
        <li>{step(page - 1, page <= 1, text.previous)}</li>
        {pageWindow(page, totalPages).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span className="sm-pagination__gap" aria-hidden="true">
                …
              </span>
            ) : pageHref ? (
              <Link href={pageHref(p)} {...pageProps(p)}>
                {p}
              </Link>
            ) : (
              <button type="button" {...pageProps(p)}>
                {p}
              </button>
            )}
          </li>
        ))}
        <li>{step(page + 1, page >= totalPages, text.next)}</li>
      </ul>
    </nav>
  );
}
