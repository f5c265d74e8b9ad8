import { useId, useRef, type FormEvent } from 'react';
import { SearchIcon } from './icons';

/**
 * Where a header search goes: the search results route with q trimmed and URL-encoded (HDR-02),
 * or null when there is nothing to search for.
 */
export function buildSearchHref(searchRoute: string, query: string): string | null {
  const q = query.trim();
  if (!q) return null;
  return `${searchRoute}?q=${encodeURIComponent(q)}`;
}

export interface HeaderSearchProps {
  /** The search results route. */
  searchRoute: string;
  /** Called with the trimmed query and the results address when the visitor searches. */
  onSearch: (query: string, href: string) => void;
  /** The text already in the box, e.g. the current results' query. */
  defaultQuery?: string;
  labels: { searchLabel: string; searchPlaceholder: string; searchSubmit: string };
}

/** The header's search form: a `role=search` landmark with an input named "Search". */
export function HeaderSearch({ searchRoute, onSearch, defaultQuery, labels }: HeaderSearchProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = inputRef.current?.value ?? '';
    const href = buildSearchHref(searchRoute, query);
    // An empty search goes nowhere: the visitor stays and keeps typing.
    if (!href) {
      inputRef.current?.focus();
      return;
    }
    onSearch(query.trim(), href);
  }

  return (
    <form
      className="sm-header-search"
      role="search"
      aria-label={labels.searchLabel}
      action={searchRoute}
      onSubmit={submit}
    >
      <label className="sm-visually-hidden" htmlFor={inputId}>
        {labels.searchLabel}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="sm-header-search__input"
        type="search"
        name="q"
        autoComplete="off"
        placeholder={labels.searchPlaceholder}
        defaultValue={defaultQuery}
        // Remount when the current query changes (e.g. back to a previous results page).
        key={defaultQuery}
      />
      <button className="sm-header-search__submit" type="submit">
        <SearchIcon />
        <span className="sm-visually-hidden">{labels.searchSubmit}</span>
      </button>
    </form>
  );
}
