import type { ContentButton, ContentImage } from '@shelfmark/api-client';
import { useId, type CSSProperties } from 'react';
import { BlockButton } from '../shared/BlockButton';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { BlockImage } from '../shared/BlockImage';
import { ModalVideo } from '../video/VideoPlayer';

export interface PromoGridItem {
  title?: string | null;
  description?: string | null;
  image?: ContentImage;
  video?: { videoID: string; videoAlt?: string | null | undefined };
  iconButton?: ContentButton;
  backgroundColor?: string | null;
  textColor?: string | null;
}

export interface PromoGridProps {
  /** The block's title, shown as its heading; none when empty. */
  title?: string | null;
  /** 'image' (photo on top), 'video' (preview opening the modal player) or 'icon' (small icon). @default 'image' */
  template?: 'image' | 'video' | 'icon';
  /** Columns on desktop. @default 3 */
  columns?: number;
  /** The promotions, one a cell. */
  items: PromoGridItem[];
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
}

/** Promo grid (BLK-04): promo items in the image, video or icon template. */
export function PromoGrid({ title, template = 'image', columns = 3, items, headingLevel = 2 }: PromoGridProps) {
  const id = useId();
  const itemLevel = Math.min(6, headingLevel + 1) as HeadingLevel;
  return (
    <section className="sm-promo-grid" aria-labelledby={title ? id : undefined} data-template={template}>
      {title && (
        <BlockHeading level={headingLevel} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
      )}
      <ul className="sm-card-grid" data-columns={columns}>
        {items.map((item, i) => (
          <li
            key={`${i}-${item.title ?? ''}`}
            className="sm-promo-grid__item"
            style={
              {
                '--sm-card-bg': item.backgroundColor ?? undefined,
                '--sm-card-fg': item.textColor ?? undefined,
              } as CSSProperties
            }
          >
            {template === 'video' && item.video ? (
              <ModalVideo
                video={{
                  videoId: item.video.videoID,
                  title: item.title ?? null,
                  videoAlt: item.video.videoAlt ?? null,
                  ...(item.image ? { previewImage: item.image } : {}),
                }}
              />
            ) : item.image ? (
              <BlockImage
                image={item.image}
                className={template === 'icon' ? 'sm-promo-grid__icon' : 'sm-promo-grid__image'}
                {...(template === 'icon' ? { width: 64, height: 64 } : {})}
              />
            ) : null}
            {item.title && (
              <BlockHeading level={itemLevel} className="sm-card__title">
                {item.title}
              </BlockHeading>
            )}
            {item.description && <p className="sm-card__text">{item.description}</p>}
            {item.iconButton && <BlockButton button={item.iconButton} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
