import type { ContentButton } from '@shelfmark/api-client';
import { BlockButton } from '../shared/BlockButton';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { CardGridSection } from '../shared/CardGridSection';

export interface CallToActionGridProps {
  /** The block's title, shown as its heading; none when empty. */
  title?: string | null;
  /** The cells: each a title, an optional description and a button. */
  items: { title: string; description?: string | null; button: ContentButton }[];
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
}

/** Call-to-action grid (BLK-04): short offers, each with one button. */
export function CallToActionGrid({ title, items, headingLevel = 2 }: CallToActionGridProps) {
  return (
    <CardGridSection
      className="sm-cta-grid"
      title={title}
      headingLevel={headingLevel}
      items={items}
      maxColumns={4}
      renderCard={(item, level) => (
        <>
          <BlockHeading level={level} className="sm-card__title">
            {item.title}
          </BlockHeading>
          {item.description && <p className="sm-card__text">{item.description}</p>}
          <BlockButton button={item.button} />
        </>
      )}
    />
  );
}
