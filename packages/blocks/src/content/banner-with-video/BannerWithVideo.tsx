import type { ContentButton, ContentVideo } from '@shelfmark/api-client';
import type { LabelOverrides } from '@shelfmark/forms';
import { useId } from 'react';
import type { HeadingLevel } from '../shared/BlockHeading';
import { HeroText } from '../shared/HeroText';
import { ModalVideo, VideoPlayer } from '../video/VideoPlayer';
import type { videoLabels } from '../video/video.labels';

export interface BannerWithVideoProps {
  /** The banner's heading. */
  heading: string;
  /** A line under the heading. */
  subheading?: string | null;
  /** Plain text under the subheading. */
  description?: string | null;
  /** Calls to action under the text. @default [] */
  buttons?: ContentButton[];
  /** The video: its id, title, alt text and preview image. */
  video: ContentVideo;
  /** 'inline' plays in the banner; 'modal' shows the preview and opens the player in a dialog. @default 'modal' */
  playMode?: 'inline' | 'modal';
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
  /** Texts, each overridable; defaults from the spec (`videoLabels`). */
  labels?: LabelOverrides<typeof videoLabels>;
}

/** Banner with video (BLK-01): the banner's text beside a video played inline or in a modal. */
export function BannerWithVideo({
  heading,
  subheading,
  description,
  buttons = [],
  video,
  playMode = 'modal',
  headingLevel = 2,
  labels,
}: BannerWithVideoProps) {
  const id = useId();
  return (
    <section className="sm-hero sm-hero--video" aria-labelledby={id} data-has-image>
      <HeroText
        id={id}
        heading={heading}
        subheading={subheading}
        description={description}
        buttons={buttons}
        headingLevel={headingLevel}
      />
      <div className="sm-hero__media">
        {playMode === 'inline' ? (
          <VideoPlayer video={video} labels={labels} />
        ) : (
          <ModalVideo video={video} labels={labels} />
        )}
      </div>
    </section>
  );
}
