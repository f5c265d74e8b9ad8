import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useId, useRef, useState } from 'react';
import { isInternalHref } from '../../menu/menuItem';
import { useSiteNavigation } from '@shelfmark/forms/site';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { columnListLabels } from './columnList.labels';

export interface ColumnListProps {
  /** The block's title, shown as its heading; none when empty. */
  title?: string | null;
  /** The links, in three columns on wide screens. */
  items: { url: string; title: string }[];
  /** Items shown on mobile before "Show More"; 0 or less shows all. @default 0 */
  visibleItemsCount?: number;
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
  /** Texts, each overridable; defaults from the spec (`columnListLabels`). */
  labels?: LabelOverrides<typeof columnListLabels>;
}

/**
 * Column list (BLK-02): links in 3 columns on desktop; on mobile only the first `visibleItemsCount` show, and
 * "Show More" reveals the rest and moves focus to the first newly shown link.
 */
export function ColumnList({ title, items, visibleItemsCount = 0, headingLevel = 2, labels }: ColumnListProps) {
  const t = resolveLabels(columnListLabels, labels);
  const { Link } = useSiteNavigation();
  const id = useId();
  const listId = useId();
  const [isExpanded, setExpanded] = useState(false);
  const firstExtra = useRef<HTMLAnchorElement>(null);
  const visible = visibleItemsCount > 0 ? visibleItemsCount : items.length;
  const isCollapsible = visible < items.length;

  function toggle() {
    const next = !isExpanded;
    setExpanded(next);
    if (next) requestAnimationFrame(() => firstExtra.current?.focus());
  }

  return (
    <section className="sm-column-list" aria-labelledby={title ? id : undefined}>
      {title && (
        <BlockHeading level={headingLevel} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
      )}
      <ul className="sm-column-list__list" id={listId} data-expanded={isExpanded || undefined}>
        {items.map((item, i) => {
          const isExtra = i >= visible;
          const props = {
            className: 'sm-column-list__link',
            href: item.url,
            ...(i === visible ? { ref: firstExtra } : {}),
          };
          return (
            <li
              key={`${item.url}|${item.title}`}
              className={isExtra ? 'sm-column-list__item sm-column-list__item--extra' : 'sm-column-list__item'}
            >
              {isInternalHref(item.url) ? <Link {...props}>{item.title}</Link> : <a {...props}>{item.title}</a>}
            </li>
          );
        })}
      </ul>
      {isCollapsible && (
        <button
          type="button"
          className="sm-column-list__toggle"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={toggle}
        >
          {isExpanded ? t.showLess : t.showMore}
        </button>
      )}
    </section>
  );
}
