import type { ContentVideo } from '@shelfmark/api-client';
import { useContext, useEffect, useRef, type ComponentType } from 'react';
import { createEmbeddedVideoProvider } from './embeddedVideoProvider';
import type { VideoProviderName } from './hostedVideoServices';
import { VideoProviderContext } from './videoPlayerContext';

/** What a player renders: one video, named for assistive technology. */
export interface VideoPlayerRenderProps {
  video: ContentVideo;
  /** The player's accessible name (the video's title or alt text). */
  title: string;
  /** Starts playing at once (the modal player, opened by a click). @default false */
  autoPlay?: boolean;
  /** The accessible name of a play button the player shows before it loads ("Play video: {title}"). @default title */
  playLabel?: string;
}

/** A video source: the default plays the reference server's clips; a hosted service plugs in the same way. */
export interface VideoProvider {
  /** A name for debugging and tests. */
  name: string;
  Player: ComponentType<VideoPlayerRenderProps>;
  /** The address of a video's text transcript, linked under its player; none when the source has none. */
  transcriptUrl?: (video: ContentVideo) => string | null;
}

export interface LocalVideoProviderOptions {
  /** Where clips live: `{basePath}/{videoId}.webm`. @default '/media/videos' */
  basePath?: string;
}

/**
 * The default provider: a native `<video>` playing `/media/videos/{videoId}.webm` from the reference server, with
 * its captions (`{videoId}.vtt`) and a transcript (`{videoId}.txt`), the document's preview image as poster. Nothing loads until the visitor presses play (preload none),
 * and no request leaves the site.
 */
export function createLocalVideoProvider({
  basePath = '/media/videos',
}: LocalVideoProviderOptions = {}): VideoProvider {
  const base = basePath.replace(/\/$/, '');
  function LocalVideoPlayer({ video, title, autoPlay = false }: VideoPlayerRenderProps) {
    const id = encodeURIComponent(video.videoId);
    return (
      <video
        className="sm-video__player"
        src={`${base}/${id}.webm`}
        poster={video.previewImage?.src}
        controls
        preload="none"
        playsInline
        autoPlay={autoPlay}
        aria-label={title}
        style={{ objectFit: video.objectFit ?? 'cover' }}
      >
        <track kind="captions" src={`${base}/${id}.vtt`} srcLang="en" label="English" />
      </video>
    );
  }
  return {
    name: 'local',
    Player: LocalVideoPlayer,
    // The reference server serves each clip's captions ({id}.vtt, the <track>) and transcript ({id}.txt) beside it.
    transcriptUrl: (video) => `${base}/${encodeURIComponent(video.videoId)}.txt`,
  };
}

export interface HostedVideoProviderOptions {
  /** The service's player script; loaded once, when the first player mounts (never before). */
  scriptUrl: string;
  /** Mounts the service's player in the element once the script is there; may return a clean-up. */
  mount: (element: HTMLElement, video: ContentVideo, options: { autoPlay: boolean }) => void | (() => void);
}

const scripts = new Map<string, Promise<void>>();

/** Loads a script once per address. */
export function loadScriptOnce(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/**
 * An adapter for a hosted video service chosen by configuration: its script loads lazily, the first time a
 * player mounts; the service's metadata lookup per videoId happens in that script (spec 002 §7).
 */
export function createHostedVideoProvider({ scriptUrl, mount }: HostedVideoProviderOptions): VideoProvider {
  function HostedVideoPlayer({ video, title, autoPlay = false }: VideoPlayerRenderProps) {
    const element = useRef<HTMLDivElement>(null);
    useEffect(() => {
      let cleanUp: void | (() => void);
      let isCurrent = true;
      loadScriptOnce(scriptUrl)
        .then(() => {
          if (isCurrent && element.current) cleanUp = mount(element.current, video, { autoPlay });
        })
        .catch(() => {
          /* the poster stays; the service is unavailable */
        });
      return () => {
        isCurrent = false;
        cleanUp?.();
      };
    }, [video, autoPlay]);
    return (
      <div ref={element} className="sm-video__hosted" role="region" aria-label={title} data-video-id={video.videoId}>
        {video.previewImage && <img className="sm-video__poster" src={video.previewImage.src} alt="" />}
      </div>
    );
  }
  return { name: 'hosted', Player: HostedVideoPlayer };
}

const providersByName = new Map<VideoProviderName, VideoProvider>();

/** The provider a name stands for, made once per name: the local clips or a hosted service's click-to-load player. */
function providerNamed(name: VideoProviderName): VideoProvider {
  let provider = providersByName.get(name);
  if (!provider) {
    provider = name === 'local' ? createLocalVideoProvider() : createEmbeddedVideoProvider(name);
    providersByName.set(name, provider);
  }
  return provider;
}

/** The configured provider (an object, or the name of a built-in one), or the local one. */
export function useVideoProvider(): VideoProvider {
  const provider = useContext(VideoProviderContext);
  if (provider === null) return providerNamed('local');
  return typeof provider === 'string' ? providerNamed(provider) : provider;
}
