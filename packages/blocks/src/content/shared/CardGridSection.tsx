import { useId, type ReactNode } from 'react';
import { BlockHeading, nestedHeadingLevel, type HeadingLevel } from './BlockHeading';

export interface CardGridSectionProps<T extends { title: string }> {
  /** The block's own class on the section (`sm-cta-grid`, `sm-content-cards`). */
  className: string;
  /** The block's title; names the section when present. */
  title?: string | null | undefined;
  headingLevel: HeadingLevel;
  items: readonly T[];
  /** The most columns the grid lays out (fewer when there are fewer cards). */
  maxColumns: number;
  /** One card's content, with the level its title takes (one below the block's title). */
  renderCard: (item: T, cardHeadingLevel: HeadingLevel) => ReactNode;
}

/**
 * The shape the card blocks share (BLK-04): a section named by its optional title over a grid list of
 * cards; each block renders only the inside of its cards.
 */
export function CardGridSection<T extends { title: string }>({
  className,
  title,
  headingLevel,
  items,
  maxColumns,
  renderCard,
}: CardGridSectionProps<T>) {
  const id = useId();
  const cardLevel = nestedHeadingLevel(headingLevel, !!title);
  return (
    <section className={className} aria-labelledby={title ? id : undefined}>
      {title && (
        <BlockHeading level={headingLevel} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
      )}
      <ul className="sm-card-grid" data-columns={Math.min(maxColumns, items.length)}>
        {items.map((item, i) => (
          <li key={`${i}-${item.title}`} className="sm-card">
            {renderCard(item, cardLevel)}
          </li>
        ))}
      </ul>
    </section>
  );
}
