import { memo, useId, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { Facet } from '@shelfmark/api-client';
import type { SearchResultsLabels } from './searchResults.labels';
import { facetValueName } from './facetValueName';
import type { ShelfmarkLinkProps } from '@shelfmark/forms/site';

export interface FacetListProps {
  /** The facet and its values with their counts, as the search answered them. */
  facet: Facet;
  /** Called with the `q` that toggles the chosen value. */
  onToggle: (q: string) => void;
  /** Options shown before "Show more". @default 5 */
  visibleCount?: number;
  /** Texts of the search results (`searchResultsLabels`, with your overrides). */
  text: SearchResultsLabels;
  /**
   * The address of the results a toggle leads to: given, each value is a link in the checkbox role, so filtering works
   * without JavaScript (a click still calls `onToggle` before the link navigates); otherwise a checkbox.
   */
  hrefOf?: (q: string) => string;
  /** The link rendered with `hrefOf` (e.g. the site's router link). @default a plain `<a>` */
  linkComponent?: ComponentType<ShelfmarkLinkProps>;
}

function PlainLink(props: ShelfmarkLinkProps) {
  return <a {...props} />;
}

/** A checkbox answers Space; a link does not by itself. */
function spaceClicks(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

/**
 * One filter (SRCH-01): its values as checkboxes with counts, 5 shown before "Show more"; all are shown from
 * the start when a selected value lies beyond the fifth. Memoised on what it shows: another page of the same search
 * answers equal facets in new objects, and the filters are not rendered again for it.
 */
export const FacetList = memo(function FacetList({
  facet,
  onToggle,
  visibleCount = 5,
  text,
  hrefOf,
  linkComponent: Link = PlainLink,
}: FacetListProps) {
  const selectedBeyond = facet.values.some((v, i) => v.selected && i >= visibleCount);
  const [expanded, setExpanded] = useState(selectedBeyond);
  const listId = useId();
  const showAll = expanded || selectedBeyond;
  const values = showAll ? facet.values : facet.values.slice(0, visibleCount);
  return (
    <fieldset className="sm-facet">
      <legend className="sm-facet__name">{facet.name}</legend>
      <ul id={listId} className="sm-facet__values">
        {values.map((value) => (
          <li key={value.name}>
            {hrefOf ? (
              <Link
                href={hrefOf(value.query.query.value)}
                className="sm-facet__value sm-facet__value--link"
                role="checkbox"
                aria-checked={value.selected}
                onClick={() => onToggle(value.query.query.value)}
                onKeyDown={spaceClicks}
              >
                <span className="sm-facet__box" aria-hidden="true" />
                <span>{facetValueName(value.name)}</span>
                <span className="sm-facet__count">({value.count})</span>
              </Link>
            ) : (
              <label className="sm-facet__value">
                <input type="checkbox" checked={value.selected} onChange={() => onToggle(value.query.query.value)} />
                <span>{facetValueName(value.name)}</span>
                <span className="sm-facet__count">({value.count})</span>
              </label>
            )}
          </li>
        ))}
      </ul>
      {facet.values.length > visibleCount && !selectedBeyond ? (
        <button
          type="button"
          className="sm-button sm-button--link"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          {showAll ? text.showLess : text.showMore}
        </button>
      ) : null}
    </fieldset>
  );
}, showsTheSame);

/** The same name and values, with the same counts, selection and toggle queries. */
function showsTheSame(a: FacetListProps, b: FacetListProps): boolean {
  if (
    a.onToggle !== b.onToggle ||
    a.text !== b.text ||
    a.visibleCount !== b.visibleCount ||
    a.hrefOf !== b.hrefOf ||
    a.linkComponent !== b.linkComponent
  )
    return false;
  if (a.facet === b.facet) return true;
  const before = a.facet.values;
  const after = b.facet.values;
  return (
    a.facet.name === b.facet.name &&
    before.length === after.length &&
    before.every((v, i) => {
      const w = after[i]!;
      return (
        v.name === w.name &&
        v.count === w.count &&
        v.selected === w.selected &&
        v.query.query.value === w.query.query.value
      );
    })
  );
}
