import type { ContentVideo } from '@shelfmark/api-client';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { Dialog } from 'radix-ui';
import { useRef, useState, type Ref, type RefObject } from 'react';
import { videoLabels } from './video.labels';
import { useVideoProvider } from './videoProvider';

export interface VideoPlayerProps {
  /** The video: its id, title, alt text and preview image. */
  video: ContentVideo;
  /** Starts at once. @default false */
  autoPlay?: boolean;
  /** Texts, each overridable; defaults from the spec (`videoLabels`). */
  labels?: LabelOverrides<typeof videoLabels>;
}

/** The video's name for assistive technology. */
export function videoTitle(video: ContentVideo, fallback: string): string {
  return video.title ?? video.videoAlt ?? fallback;
}

/** Plays a video inline through the configured provider. */
export function VideoPlayer({ video, autoPlay = false, labels }: VideoPlayerProps) {
  const t = resolveLabels(videoLabels, labels);
  const { Player, transcriptUrl } = useVideoProvider();
  const title = videoTitle(video, t.untitled);
  const height = video.containerHeight;
  // A text alternative for whoever cannot watch or hear the clip (WCAG 1.2.1), where the source has one.
  const transcript = transcriptUrl?.(video) ?? null;
  return (
    <>
      <div className="sm-video" style={height ? { height } : undefined}>
        <Player video={video} title={title} autoPlay={autoPlay} playLabel={formatLabel(t.play, { title })} />
      </div>
      {transcript ? (
        <p className="sm-video__transcript">
          <a href={transcript}>{formatLabel(t.transcript, { title })}</a>
        </p>
      ) : null}
    </>
  );
}

export interface VideoPreviewButtonProps {
  /** The video: its id, title, alt text and preview image. */
  video: ContentVideo;
  onPlay: () => void;
  ref?: Ref<HTMLButtonElement>;
  /** Texts, each overridable; defaults from the spec (`videoLabels`). */
  labels?: LabelOverrides<typeof videoLabels>;
}

/** A video's preview image with a play button. */
export function VideoPreviewButton({ video, onPlay, labels, ref }: VideoPreviewButtonProps) {
  const t = resolveLabels(videoLabels, labels);
  return (
    <button ref={ref} type="button" className="sm-video-preview" onClick={onPlay}>
      {video.previewImage && (
        <img className="sm-video-preview__image" src={video.previewImage.src} alt="" loading="lazy" />
      )}
      <span className="sm-video-preview__play" aria-hidden="true">
        ▶
      </span>
      <span className="sm-visually-hidden">{formatLabel(t.play, { title: videoTitle(video, t.untitled) })}</span>
    </button>
  );
}

export interface VideoModalProps {
  /** The video shown, or null when closed. */
  video: ContentVideo | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the preview that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Texts, each overridable; defaults from the spec (`videoLabels`). */
  labels?: LabelOverrides<typeof videoLabels>;
}

/** The modal player (Radix dialog: focus trapped, Escape closes, focus returns to the preview). */
export function VideoModal({ video, onClose, returnFocusRef, labels }: VideoModalProps) {
  const t = resolveLabels(videoLabels, labels);
  return (
    <Dialog.Root
      open={video !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="sm-video-modal__overlay" />
        <Dialog.Content
          className="sm-video-modal"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (returnFocusRef?.current) {
              event.preventDefault();
              returnFocusRef.current.focus();
            }
          }}
        >
          <Dialog.Title className="sm-video-modal__title">{video ? videoTitle(video, t.untitled) : ''}</Dialog.Title>
          {video && <VideoPlayer video={video} autoPlay labels={labels} />}
          <Dialog.Close className="sm-video-modal__close">
            <span aria-hidden="true">×</span>
            <span className="sm-visually-hidden">{t.close}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A preview that opens the modal player on click (video promo, video gallery, two-column video). */
export function ModalVideo({ video, labels }: { video: ContentVideo; labels?: LabelOverrides<typeof videoLabels> }) {
  const [open, setOpen] = useState(false);
  const preview = useRef<HTMLButtonElement>(null);
  return (
    <>
      <VideoPreviewButton ref={preview} video={video} onPlay={() => setOpen(true)} labels={labels} />
      <VideoModal video={open ? video : null} onClose={() => setOpen(false)} returnFocusRef={preview} labels={labels} />
    </>
  );
}
