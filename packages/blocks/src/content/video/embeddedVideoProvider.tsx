import { useEffect, useRef, useState } from 'react';
import { hostedVideoServices, type HostedVideoService, type HostedVideoServiceName } from './hostedVideoServices';
import type { VideoPlayerRenderProps, VideoProvider } from './videoProvider';

/**
 * An adapter for a hosted video service (YouTube or Vimeo, or a service described the same way), chosen by
 * configuration. Click to load: the player shows the document's preview image and a play button, and the
 * service's frame — with its scripts, cookies and metadata lookup — loads only when the visitor presses play.
 * Until then no request leaves the site. A player opened by a click already (the modal) starts playing at once.
 */
export function createEmbeddedVideoProvider(service: HostedVideoServiceName | HostedVideoService): VideoProvider {
  const { name, embedUrl } = typeof service === 'string' ? hostedVideoServices[service] : service;

  function EmbeddedVideoPlayer({ video, title, autoPlay = false, playLabel }: VideoPlayerRenderProps) {
    // The id of the video the visitor asked to play: a new video starts again from its preview.
    const [playing, setPlaying] = useState<string | null>(autoPlay ? video.videoId : null);
    const isPlaying = playing === video.videoId;
    const pressed = useRef(false);
    const frame = useRef<HTMLIFrameElement>(null);

    // The play button goes away under the keyboard: focus moves to the player that replaced it.
    useEffect(() => {
      if (isPlaying && pressed.current) frame.current?.focus();
    }, [isPlaying]);

    if (isPlaying) {
      return (
        <iframe
          ref={frame}
          className="sm-video__player sm-video__frame"
          src={embedUrl(video.videoId, { autoPlay: true })}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          // The site sends no referrer elsewhere (same-origin); the services' embeds need the origin to play.
          referrerPolicy="strict-origin-when-cross-origin"
          data-video-service={name}
        />
      );
    }
    return (
      <button
        type="button"
        className="sm-video-preview sm-video__facade"
        data-video-service={name}
        onClick={() => {
          pressed.current = true;
          setPlaying(video.videoId);
        }}
      >
        {video.previewImage && <img className="sm-video-preview__image" src={video.previewImage.src} alt="" />}
        <span className="sm-video-preview__play" aria-hidden="true">
          ▶
        </span>
        <span className="sm-visually-hidden">{playLabel ?? title}</span>
      </button>
    );
  }

  return { name, Player: EmbeddedVideoPlayer };
}
