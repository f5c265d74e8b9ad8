import type { ContentImage } from '@shelfmark/api-client';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { Dialog } from 'radix-ui';
import { useId, useRef, type KeyboardEvent } from 'react';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { mediaGalleryLabels } from './mediaGallery.labels';
import { useGalleryViewer } from './useGalleryViewer';

export interface GalleryImage extends ContentImage {
  caption?: string | null;
}

export interface MediaGalleryProps {
  /** The block's title, shown as its heading; none when empty. */
  title?: string | null;
  /** The pictures, as thumbnails that open a viewer. */
  images: GalleryImage[];
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
  /** Opens the viewer at this image on first render (stories, deep links). @default null */
  defaultOpenIndex?: number | null;
  /** Texts, each overridable; defaults from the spec (`mediaGalleryLabels`). */
  labels?: LabelOverrides<typeof mediaGalleryLabels>;
}

/**
 * Media gallery (BLK-03): thumbnails of 302x195; a click opens a full-screen viewer with previous / next
 * (wrapping), "i / n", numbered jump buttons on desktop, arrow keys, and swipe on touch screens.
 */
export function MediaGallery({ title, images, headingLevel = 2, defaultOpenIndex = null, labels }: MediaGalleryProps) {
  const t = resolveLabels(mediaGalleryLabels, labels);
  const id = useId();
  const viewer = useGalleryViewer(images.length, defaultOpenIndex);
  const count = images.length;
  const current = viewer.index === null ? null : images[viewer.index];
  const thumbnails = useRef<HTMLUListElement>(null);
  const openedFrom = useRef<number | null>(defaultOpenIndex);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      viewer.next();
    }
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      viewer.previous();
    }
  }

  return (
    <section className="sm-media-gallery" aria-labelledby={title ? id : undefined}>
      {title && (
        <BlockHeading level={headingLevel} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
      )}
      <ul className="sm-media-gallery__thumbnails" ref={thumbnails}>
        {images.map((image, i) => (
          <li key={`${i}-${image.src}`}>
            <button
              type="button"
              className="sm-media-gallery__thumbnail"
              onClick={() => {
                openedFrom.current = i;
                viewer.open(i);
              }}
            >
              <img src={image.src} alt="" width={302} height={195} loading="lazy" />
              <span className="sm-visually-hidden">
                {formatLabel(t.open, { index: i + 1, count, alt: image.alt || image.caption || '' })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root
        open={current != null}
        onOpenChange={(open) => {
          if (!open) viewer.close();
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="sm-gallery-viewer__overlay" />
          <Dialog.Content
            className="sm-gallery-viewer"
            aria-describedby={undefined}
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => {
              // Focus returns to the thumbnail the viewer was opened from.
              const button = thumbnails.current?.querySelectorAll('button')[openedFrom.current ?? 0];
              if (button) {
                event.preventDefault();
                button.focus();
              }
            }}
          >
            <Dialog.Title className="sm-visually-hidden">{t.viewer}</Dialog.Title>
            {current && viewer.index !== null && (
              <>
                <figure className="sm-gallery-viewer__figure" {...viewer.swipe}>
                  <img className="sm-gallery-viewer__image" src={current.src} alt={current.alt} />
                  {current.caption && <figcaption>{current.caption}</figcaption>}
                </figure>
                <p className="sm-gallery-viewer__position" aria-live="polite">
                  {formatLabel(t.position, { index: viewer.index + 1, count })}
                </p>
                <div className="sm-gallery-viewer__controls">
                  <button type="button" className="sm-gallery-viewer__step" onClick={viewer.previous}>
                    <span aria-hidden="true">‹</span>
                    <span className="sm-visually-hidden">{t.previous}</span>
                  </button>
                  <ul className="sm-gallery-viewer__jumps" aria-label={t.jumpList}>
                    {images.map((image, i) => (
                      <li key={`${i}-${image.src}`}>
                        <button
                          type="button"
                          className="sm-gallery-viewer__jump"
                          aria-current={i === viewer.index ? 'true' : undefined}
                          aria-label={formatLabel(t.jumpTo, { index: i + 1 })}
                          onClick={() => viewer.jumpTo(i)}
                        >
                          {i + 1}
                        </button>
                      </li>
                    ))}
                  </ul>
                  <button type="button" className="sm-gallery-viewer__step" onClick={viewer.next}>
                    <span aria-hidden="true">›</span>
                    <span className="sm-visually-hidden">{t.next}</span>
                  </button>
                </div>
              </>
            )}
            <Dialog.Close className="sm-gallery-viewer__close">
              <span aria-hidden="true">×</span>
              <span className="sm-visually-hidden">{t.close}</span>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
