import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import {
  DEFAULT_SEARCH_SORT,
  formatSearchQ,
  parseSearchQ,
  SEARCH_PAGE_SIZES,
  type SearchSort,
} from '@shelfmark/api-client';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { Drawer, DrawerClose, DrawerToggle } from '../drawer/Drawer';
import { Pagination } from '../pagination/Pagination';
import { FacetList } from './FacetList';
import { facetValueName } from './facetValueName';
import { SearchExportButton, type SearchExportButtonProps } from './export/SearchExportButton';
import type { SearchExportLabels } from './export/searchExport.labels';
import { SearchResultCard } from './SearchResultCard';
import { searchResultsLabels, type SearchResultsLabels } from './searchResults.labels';
import { usePurchaseFlags } from '../purchase-flags/usePurchaseFlags';
import type { PurchaseFlagsLabels } from '../purchase-flags/purchaseFlags.labels';
import { useSearch, type SearchParams } from './useSearch';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';

/**
 * Covers of the first results load at once, not lazily: one of them is usually the largest thing a phone paints first,
 * and a lazy image waits for layout before it is even requested (largest contentful paint).
 */
const EAGER_COVERS = 2;

export interface SearchResultsProps {
  /** The search text (with any `term:sort:facet:value` filters), from the address bar's `q`. */
  q: string;
  /** 1-based page from the address bar. @default 1 */
  page?: number;
  /** Results per page. @default 10 */
  pageSize?: number;
  /** Sort code. @default 'relevance' */
  sort?: SearchSort;
  /**
   * Called with the parameters to put in the address bar when the user filters, sorts or pages. Without it (e.g. in a
   * server component) the controls are links and a form to the search route (`?q=&page=&pageSize=&sort=`), followed
   * through the site's navigation with JavaScript on and by the browser with it off.
   */
  onChange?: (next: Required<SearchParams>) => void;
  /** Page sizes offered under "Items Displayed". @default [10, 20, 50] */
  pageSizes?: readonly number[];
  /** Texts; defaults from spec 001. */
  labels?: LabelOverrides<SearchResultsLabels>;
  /** Show "Download as Excel" (SRCH-02). @default true */
  showExport?: boolean;
  /** Texts, heading and file name of the Excel export. */
  exportLabels?: LabelOverrides<SearchExportLabels>;
  /** Where the finished workbook goes. @default the browser's download */
  onExportFile?: SearchExportButtonProps['onFile'];
  /** Texts of the signed-in buyer's "already ordered / in your cart / on a list" flags on the cards. */
  flagLabels?: LabelOverrides<PurchaseFlagsLabels>;
}

/**
 * The search results page (SRCH-01): skip link, result count, "Did you mean" when the answer suggests a
 * correction, filters (5 then "Show more"), sorter, "Items Displayed", result cards, pager, and the loading,
 * error and 'No records found' states. The host app owns the address bar: it passes q / page / pageSize / sort
 * and receives `onChange`, or leaves it out and the widget links to the search route.
 */
export function SearchResults({
  q,
  page = 1,
  pageSize = 10,
  sort = DEFAULT_SEARCH_SORT,
  onChange,
  pageSizes = SEARCH_PAGE_SIZES,
  labels,
  showExport = true,
  exportLabels,
  onExportFile,
  flagLabels,
}: SearchResultsProps) {
  // One object per `labels`, so the memoised result cards keep their props while the next page loads.
  const text = useMemo(() => resolveLabels(searchResultsLabels, labels), [labels]);
  const { data, isLoading, isFetching, isError, error, refetch, prefetch } = useSearch({ q, page, pageSize, sort });
  // The whole page's flags in one call, for a signed-in buyer only: a visitor's page never asks for or holds one.
  const isbns = useMemo(() => data?.products.map((p) => p.isbn13) ?? [], [data]);
  const flags = usePurchaseFlags(isbns);
  const resultsId = useId();
  const sortId = useId();
  const sizeId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const params = { q, page, pageSize, sort };
  const { Link, navigate } = useSiteNavigation();
  const searchRoute = useSiteConfig().routes.searchResults;
  const linked = onChange === undefined;
  const hrefOf = (next: Partial<SearchParams>) => searchHref(searchRoute, { ...params, ...next });
  // The next results start loading at the click, not once the host has navigated and rendered.
  const ahead = (next: Partial<SearchParams>) => prefetch({ ...params, ...next });
  const change = (next: Partial<SearchParams>) => {
    const all = { ...params, ...next };
    prefetch(all);
    if (onChange) onChange(all);
    else navigate(searchHref(searchRoute, all));
  };
  // One toggle for the filters' whole life, calling the latest `change` (or, when the values are links, the latest
  // prefetch): the memoised filters keep their props.
  const latestChange = useRef(linked ? ahead : change);
  useLayoutEffect(() => {
    latestChange.current = linked ? ahead : change;
  });
  const toggleFilter = useCallback((next: string) => latestChange.current({ q: next, page: 1 }), []);
  // A filter goes to page 1 with the same sort and page size: one function per those, so the filters keep their props.
  const facetHref = useCallback(
    (next: string) => searchHref(searchRoute, { q: next, page: 1, pageSize, sort }),
    [searchRoute, pageSize, sort],
  );
  /** A control that changes the search: a link to the next state's address, or a button calling `onChange`. */
  const action = (next: Partial<SearchParams>, props: ActionProps) =>
    linked ? (
      <Link href={hrefOf(next)} onClick={() => ahead(next)} {...props} />
    ) : (
      <button type="button" onClick={() => change(next)} {...props} />
    );

  const skipToResults = (event: MouseEvent<HTMLAnchorElement>) => {
    const first = listRef.current?.querySelector<HTMLElement>('a[href]');
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  let content;
  if (isLoading) {
    content = (
      <p className="sm-search__state" role="status">
        {text.loading}
      </p>
    );
  } else if (isError || !data) {
    content = (
      <div className="sm-search__state" role="alert">
        <p>{text.loadFailed}</p>
        {error?.message ? <p className="sm-search__detail">{error.message}</p> : null}
        <button type="button" className="sm-button" onClick={refetch}>
          {text.retry}
        </button>
      </div>
    );
  } else {
    const total = data.pagination.totalResults;
    const term = data.freeTextSearch.trim();
    const hasFilters = data.facets.length > 0 || data.breadcrumbs.length > 0;
    const activeFilters = data.breadcrumbs.length;
    // The chips and facets: beside the results from the tablet breakpoint, in the Filters drawer below it.
    const filterPanel = (
      <>
        {data.breadcrumbs.length > 0 ? (
          <ul className="sm-search__chips" aria-label={text.selectedFilters}>
            {data.breadcrumbs.map((crumb) => (
              <li key={`${crumb.facetName}:${crumb.facetValueName}`}>
                {action(
                  { q: crumb.removeQuery.query.value, page: 1 },
                  {
                    className: 'sm-chip',
                    'aria-label': formatLabel(text.removeFilter, {
                      name: `${crumb.facetName}: ${facetValueName(crumb.facetValueName)}`,
                    }),
                    children: (
                      <>
                        {facetValueName(crumb.facetValueName)} <span aria-hidden="true">×</span>
                      </>
                    ),
                  },
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {[...data.facets]
          .sort((a, b) => b.priority - a.priority)
          .map((facet) => (
            <FacetList
              key={facet.code ?? facet.name}
              facet={facet}
              text={text}
              onToggle={toggleFilter}
              {...(linked ? { hrefOf: facetHref, linkComponent: Link } : {})}
            />
          ))}
      </>
    );
    content = (
      <>
        <p className="sm-search__summary" role="status">
          {formatLabel(
            total === 1 ? (term ? text.summaryOne : text.summaryAllOne) : term ? text.summary : text.summaryAll,
            { count: total, q: term },
          )}
        </p>
        {data.suggestion ? (
          <DidYouMean
            template={text.didYouMean}
            choice={action(
              { q: formatSearchQ({ ...parseSearchQ(q), text: data.suggestion }), page: 1 },
              { className: 'sm-button sm-button--link', children: data.suggestion },
            )}
          />
        ) : null}
        <div className="sm-search__layout">
          {hasFilters ? (
            <aside className="sm-search__filters sm-drawer-panel" aria-label={text.filters}>
              {filterPanel}
            </aside>
          ) : null}
          <div className="sm-search__main" aria-busy={isFetching || undefined}>
            <div className="sm-search__toolbar">
              {hasFilters ? (
                <Drawer
                  open={filtersOpen}
                  onOpenChange={setFiltersOpen}
                  title={text.filters}
                  labels={{ close: text.closeFilters }}
                  trigger={
                    <DrawerToggle
                      className="sm-search__filters-button"
                      label={text.filtersButton}
                      count={activeFilters}
                      countLabel={formatLabel(text.activeFilters, { count: activeFilters })}
                    />
                  }
                  footer={
                    <>
                      {activeFilters === 0 ? (
                        <button type="button" className="sm-button" disabled>
                          {text.clearFilters}
                        </button>
                      ) : (
                        action(
                          { q: formatSearchQ({ text: parseSearchQ(q).text, filters: [] }), page: 1 },
                          { className: 'sm-button', children: text.clearFilters },
                        )
                      )}
                      <DrawerClose className="sm-button sm-button--primary">{text.applyFilters}</DrawerClose>
                    </>
                  }
                >
                  <div className="sm-search__filters">{filterPanel}</div>
                </Drawer>
              ) : null}
              <SortForm linked={linked} route={searchRoute} q={q} apply={text.applyChoices}>
                <div className="sm-search__control">
                  <label htmlFor={sortId}>{text.sortBy}</label>
                  <select
                    id={sortId}
                    name="sort"
                    className="sm-select"
                    value={sort}
                    onChange={(e) => change({ sort: e.target.value as SearchSort, page: 1 })}
                  >
                    {data.sorts.map((s) => (
                      <option key={s.code} value={s.code}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="sm-search__control">
                  <label htmlFor={sizeId}>{text.itemsDisplayed}</label>
                  <select
                    id={sizeId}
                    name="pageSize"
                    className="sm-select"
                    value={pageSize}
                    onChange={(e) => change({ pageSize: Number(e.target.value), page: 1 })}
                  >
                    {pageSizes.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </select>
                </div>
              </SortForm>
              {showExport && total > 0 ? (
                <SearchExportButton
                  q={q}
                  sort={sort}
                  {...(exportLabels ? { labels: exportLabels } : {})}
                  {...(onExportFile ? { onFile: onExportFile } : {})}
                />
              ) : null}
            </div>
            {data.products.length === 0 && total > 0 ? (
              <div className="sm-search__state sm-search__empty">
                <p>
                  {formatLabel(text.pageOutOfRange, {
                    page: data.pagination.currentPage + 1,
                    pages: data.pagination.totalPages,
                  })}
                </p>
                {action({ page: data.pagination.totalPages }, { className: 'sm-button', children: text.lastPage })}
              </div>
            ) : data.products.length === 0 ? (
              <p className="sm-search__state sm-search__empty">{text.noResults}</p>
            ) : (
              <ol ref={listRef} id={resultsId} className="sm-search__results" aria-label={text.results}>
                {data.products.map((product, index) => (
                  <li key={product.code}>
                    <SearchResultCard
                      product={product}
                      text={text}
                      eager={index < EAGER_COVERS}
                      flag={flags.flagOf(product.isbn13)}
                      flagLabels={flagLabels}
                    />
                  </li>
                ))}
              </ol>
            )}
            <Pagination
              page={data.pagination.currentPage + 1}
              totalPages={data.pagination.totalPages}
              onPageChange={(p) => (linked ? ahead({ page: p }) : change({ page: p }))}
              {...(linked ? { pageHref: (p: number) => hrefOf({ page: p }), linkComponent: Link } : {})}
            />
          </div>
        </div>
      </>
    );
  }

  return (
    <div className="sm-search">
      <a className="sm-skip-link" href={`#${resultsId}`} onClick={skipToResults}>
        {text.skipToResults}
      </a>
      <h1 className="sm-search__title">{text.title}</h1>
      {content}
    </div>
  );
}

/** The address of a search state on the search route, with the parameters the host app reads from it. */
function searchHref(route: string, { q, page, pageSize, sort }: Required<SearchParams>): string {
  const query = new URLSearchParams({ q, page: String(page), pageSize: String(pageSize), sort });
  return `${route}?${query.toString()}`;
}

interface ActionProps {
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * Without `onChange`, the sorter and "Items Displayed" are a GET form to the search route (page 1, same text), with
 * an Apply button for a browser without JavaScript; with it, changing a select navigates at once.
 */
function SortForm({
  linked,
  route,
  q,
  apply,
  children,
}: {
  linked: boolean;
  route: string;
  q: string;
  apply: string;
  children: ReactNode;
}) {
  if (!linked) return children;
  return (
    <form className="sm-search__choices" method="get" action={route}>
      <input type="hidden" name="q" value={q} />
      <input type="hidden" name="page" value="1" />
      {children}
      <noscript>
        <button type="submit" className="sm-button">
          {apply}
        </button>
      </noscript>
    </form>
  );
}

/** "Did you mean {suggestion}?" with the suggestion as a control that searches it. */
function DidYouMean({ template, choice }: { template: string; choice: ReactNode }) {
  const [before = '', after = ''] = template.split('{suggestion}');
  return (
    <p className="sm-search__summary sm-search__suggestion">
      {before}
      {choice}
      {after}
    </p>
  );
}
