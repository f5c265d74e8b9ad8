import type { ContentButton } from '@shelfmark/api-client';
import { useId } from 'react';
import { BlockButton } from '../shared/BlockButton';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';

export interface CallToActionGridProps {
  title?: string | null;
  items: { title: string; description?: string | null; button: ContentButton }[];
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

/** Call-to-action grid (BLK-04): short offers, each with one button. */
export function CallToActionGrid({ title, items, headingLevel = 2 }: CallToActionGridProps) {
  const id = useId();
  const itemLevel = Math.min(6, headingLevel + (title ? 1 : 0)) as HeadingLevel;
  return (
    <section className="sm-cta-grid" aria-labelledby={title ? id : undefined}>
      {title && <BlockHeading level={headingLevel} className="sm-block__title" id={id}>{title}</BlockHeading>}
      <ul className="sm-card-grid" data-columns={Math.min(4, items.length)}>
        {items.map((item, i) => (
          <li key={`${i}-${item.title}`} className="sm-card">
            <BlockHeading level={itemLevel} className="sm-card__title">{item.title}</BlockHeading>
            {item.description && <p className="sm-card__text">{item.description}</p>}
            <BlockButton button={item.button} />
          </li>
        ))}
      </ul>
    </section>
  );
}
