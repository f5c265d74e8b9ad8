import type { ContentImage } from '@shelfmark/api-client';
import { useId } from 'react';
import { isInternalHref } from '../../menu/menuItem';
import { useSiteNavigation } from '@shelfmark/forms/site';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { BlockImage } from '../shared/BlockImage';

export interface ImageRowProps {
  /** The block's title, shown as its heading; none when empty. */
  title?: string | null;
  /** Covers (200x300; the 4th and 5th hide under 1100px, the 2nd and 3rd under 751px) or icons (144x144). @default 'covers' */
  template?: 'covers' | 'icons';
  /** The pictures (address, alt text, optional link). */
  images: (ContentImage & { url?: string | undefined })[];
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
}

const SIZES = { covers: { width: 200, height: 300 }, icons: { width: 144, height: 144 } } as const;

/** Image row (BLK-04): a row of covers or icons, some hidden on narrower screens (see the stylesheet). */
export function ImageRow({ title, template = 'covers', images, headingLevel = 2 }: ImageRowProps) {
  const { Link } = useSiteNavigation();
  const id = useId();
  const size = SIZES[template];
  return (
    <section className="sm-image-row" aria-labelledby={title ? id : undefined} data-template={template}>
      {title && (
        <BlockHeading level={headingLevel} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
      )}
      <ul className="sm-image-row__list">
        {images.map((image, i) => {
          const img = (
            <BlockImage image={image} className="sm-image-row__image" width={size.width} height={size.height} />
          );
          return (
            <li key={`${i}-${image.src}`} className="sm-image-row__item" data-position={i + 1}>
              {image.url ? (
                isInternalHref(image.url) ? (
                  <Link href={image.url}>{img}</Link>
                ) : (
                  <a href={image.url}>{img}</a>
                )
              ) : (
                img
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
