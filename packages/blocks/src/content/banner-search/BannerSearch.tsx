import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useId, useRef, type FormEvent } from 'react';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { bannerSearchLabels } from './bannerSearch.labels';

/** The external search address: `{searchUrl}?q=` with the text trimmed and encoded, or null for blank text. */
export function buildExternalSearchHref(searchUrl: string, query: string): string | null {
  const q = query.trim();
  if (!q) return null;
  const url = new URL(searchUrl);
  url.searchParams.set('q', q);
  return url.toString();
}

export interface BannerSearchProps {
  /** The external search site. */
  searchUrl: string;
  /** The banner's heading; it also names the search field. */
  heading?: string | null;
  /** Plain text under the heading. */
  description?: string | null;
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
  /** Leaves the storefront for the search site. @default window.location.assign */
  onSearch?: (href: string, query: string) => void;
  /** Texts, each overridable; defaults from the spec (`bannerSearchLabels`). */
  labels?: LabelOverrides<typeof bannerSearchLabels>;
}

/** Banner search (HDR-02, BLK-01): a search box (max width 450) that sends the visitor to an external search site with q trimmed. */
export function BannerSearch({
  searchUrl,
  heading,
  description,
  headingLevel = 2,
  onSearch,
  labels,
}: BannerSearchProps) {
  const t = resolveLabels(bannerSearchLabels, labels);
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = input.current?.value ?? '';
    const href = buildExternalSearchHref(searchUrl, query);
    if (!href) {
      input.current?.focus();
      return;
    }
    (onSearch ?? ((to: string) => window.location.assign(to)))(href, query.trim());
  }

  return (
    <section
      className="sm-banner-search"
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : t.searchLabel}
    >
      {heading && (
        <BlockHeading level={headingLevel} className="sm-banner-search__heading" id={headingId}>
          {heading}
        </BlockHeading>
      )}
      {description && <p className="sm-banner-search__description">{description}</p>}
      <form className="sm-banner-search__form" role="search" aria-label={heading ?? t.searchLabel} onSubmit={submit}>
        <label className="sm-visually-hidden" htmlFor={inputId}>
          {heading ?? t.searchLabel}
        </label>
        <input
          ref={input}
          id={inputId}
          className="sm-banner-search__input"
          type="search"
          name="q"
          placeholder={t.placeholder}
          autoComplete="off"
        />
        <button type="submit" className="sm-block-button sm-block-button--primary">
          {t.submit}
        </button>
      </form>
    </section>
  );
}
