import type { ContentVideo } from '@shelfmark/api-client';
import type { LabelOverrides } from '@shelfmark/forms';
import { useId, useRef, useState } from 'react';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { VideoModal, VideoPreviewButton, videoTitle } from '../video/VideoPlayer';
import { videoLabels } from '../video/video.labels';

/** A gallery item's width in twelfths (spec 002 §9): above 550 → 8, above 350 → 6, else its own md or 4. */
export function videoColumnWidth(video: Pick<ContentVideo, 'width' | 'md'>): number {
  if (video.width !== undefined && video.width > 550) return 8;
  if (video.width !== undefined && video.width > 350) return 6;
  return video.md ?? 4;
}

export interface VideoGalleryProps {
  /** The block's title, shown as its heading; none when empty. */
  title?: string | null;
  /** The videos, each a preview that opens the player. */
  videos: ContentVideo[];
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
  /** Texts, each overridable; defaults from the spec (`videoLabels`). */
  labels?: LabelOverrides<typeof videoLabels>;
}

/** Video gallery (BLK-03): previews in a 12-column grid; a click opens the modal player, closing it returns to none. */
export function VideoGallery({ title, videos, headingLevel = 2, labels }: VideoGalleryProps) {
  const id = useId();
  const [playing, setPlaying] = useState<ContentVideo | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <section className="sm-video-gallery" aria-labelledby={title ? id : undefined}>
      {title && (
        <BlockHeading level={headingLevel} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
      )}
      <ul className="sm-video-gallery__list">
        {videos.map((video) => (
          <li
            key={video.videoId}
            className="sm-video-gallery__item"
            style={{ gridColumn: `span ${videoColumnWidth(video)}` }}
          >
            <VideoPreviewButton
              video={video}
              onPlay={() => {
                opener.current = document.activeElement as HTMLElement | null;
                setPlaying(video);
              }}
              labels={labels}
            />
            <p className="sm-video-gallery__caption">{videoTitle(video, videoLabels.untitled)}</p>
          </li>
        ))}
      </ul>
      <VideoModal video={playing} onClose={() => setPlaying(null)} returnFocusRef={opener} labels={labels} />
    </section>
  );
}
