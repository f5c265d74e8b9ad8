import type { ContentImage } from '@shelfmark/api-client';
import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useId } from 'react';
import { isInternalHref } from '../../menu/menuItem';
import { useSiteNavigation } from '@shelfmark/forms/site';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { BlockImage } from '../shared/BlockImage';
import { coversListLabels } from './coversList.labels';

/**
 * The first covers load at once, not lazily: a covers list near the top of a page is often its largest paint, and a
 * lazy image waits for layout before it is even requested (largest contentful paint).
 */
const EAGER_COVERS = 2;

export interface CoverItem {
  image: ContentImage;
  title?: string | null;
  editionNumber?: string | null;
  copyright?: string | null;
  url?: string;
}

export interface CoversListProps {
  /** The block's title, shown as its heading; none when empty. */
  title?: string | null;
  /** The books: cover image, title, edition and a link. */
  covers: CoverItem[];
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
  /** Texts, each overridable; defaults from the spec (`coversListLabels`). */
  labels?: LabelOverrides<typeof coversListLabels>;
}

/** Covers list (BLK-04): each cover with its title, Edition Number and Copyright. */
export function CoversList({ title, covers, headingLevel = 2, labels }: CoversListProps) {
  const t = resolveLabels(coversListLabels, labels);
  const { Link } = useSiteNavigation();
  const id = useId();
  const itemLevel = Math.min(6, headingLevel + 1) as HeadingLevel;
  return (
    <section className="sm-covers-list" aria-labelledby={title ? id : undefined}>
      {title && (
        <BlockHeading level={headingLevel} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
      )}
      <ul className="sm-covers-list__list">
        {covers.map((cover, i) => {
          const name = cover.title ?? cover.image.alt;
          return (
            <li key={`${i}-${cover.image.src}`} className="sm-covers-list__item">
              <BlockImage
                image={cover.image}
                className="sm-covers-list__image"
                width={200}
                height={300}
                loading={i < EAGER_COVERS ? 'eager' : 'lazy'}
              />
              {name && (
                <BlockHeading level={itemLevel} className="sm-card__title">
                  {cover.url ? (
                    isInternalHref(cover.url) ? (
                      <Link href={cover.url}>{name}</Link>
                    ) : (
                      <a href={cover.url}>{name}</a>
                    )
                  ) : (
                    name
                  )}
                </BlockHeading>
              )}
              <dl className="sm-covers-list__facts">
                {cover.editionNumber && (
                  <div>
                    <dt>{t.editionNumber}</dt>
                    <dd>{cover.editionNumber}</dd>
                  </div>
                )}
                {cover.copyright && (
                  <div>
                    <dt>{t.copyright}</dt>
                    <dd>{cover.copyright}</dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
