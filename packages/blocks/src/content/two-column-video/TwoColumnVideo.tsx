import type { ContentButton, ContentVideo } from '@shelfmark/api-client';
import type { LabelOverrides } from '@shelfmark/forms';
import { useId } from 'react';
import { RichText } from '../../rich-text/RichText';
import { BlockButtons } from '../shared/BlockButton';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { ModalVideo } from '../video/VideoPlayer';
import type { videoLabels } from '../video/video.labels';

export interface TwoColumnVideoProps {
  /** The block's heading. */
  title: string;
  /** Rich text (sanitised). */
  html?: string | null;
  /** The video: its id, title, alt text and preview image. */
  video: ContentVideo;
  /** Calls to action under the text. @default [] */
  buttons?: ContentButton[];
  /** The side the video sits on. @default 'left' */
  videoPosition?: 'left' | 'right';
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
  /** Texts, each overridable; defaults from the spec (`videoLabels`). */
  labels?: LabelOverrides<typeof videoLabels>;
}

/** Two-column video (BLK-03): text in one column, a video preview opening the modal player in the other. */
export function TwoColumnVideo({
  title,
  html,
  video,
  buttons = [],
  videoPosition = 'left',
  headingLevel = 2,
  labels,
}: TwoColumnVideoProps) {
  const id = useId();
  return (
    <section className="sm-two-column-video" aria-labelledby={id} data-video-position={videoPosition}>
      <div className="sm-two-column-video__media">
        <ModalVideo video={video} labels={labels} />
      </div>
      <div className="sm-two-column-video__text">
        <BlockHeading level={headingLevel} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
        <RichText html={html} />
        <BlockButtons buttons={buttons} />
      </div>
    </section>
  );
}
