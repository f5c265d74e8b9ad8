import type { ContentVideo } from '@shelfmark/api-client';
import { createContext, useContext, useEffect, useRef, type ComponentType, type ReactNode } from 'react';

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
}

export interface LocalVideoProviderOptions {
  /** Where clips live: `{basePath}/{videoId}.webm`. @default '/media/videos' */
  basePath?: string;
}

/**
 * The default provider: a native `<video>` playing `/media/videos/{videoId}.webm` from the reference server,
 * the document's preview image as poster. Nothing loads until the visitor presses play (preload none),
 * and no request leaves the site.
 */
export function createLocalVideoProvider({ basePath = '/media/videos' }: LocalVideoProviderOptions = {}): VideoProvider {
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
  return { name: 'local', Player: LocalVideoPlayer };
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
      script.onerror = () => { scripts.delete(src); reject(new Error(`Could not load ${src}`)); };
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
      loadScriptOnce(scriptUrl).then(() => {
        if (isCurrent && element.current) cleanUp = mount(element.current, video, { autoPlay });
      }).catch(() => { /* the poster stays; the service is unavailable */ });
      return () => { isCurrent = false; cleanUp?.(); };
    }, [video, autoPlay]);
    return (
      <div ref={element} className="sm-video__hosted" role="region" aria-label={title} data-video-id={video.videoId}>
        {video.previewImage && <img className="sm-video__poster" src={video.previewImage.src} alt="" />}
      </div>
    );
  }
  return { name: 'hosted', Player: HostedVideoPlayer };
}

const VideoProviderContext = createContext<VideoProvider | null>(null);
let defaultProvider: VideoProvider | undefined;

/** Chooses the video provider for the blocks inside (the host app passes the configured one). */
export function VideoPlayerProvider({ provider, children }: { provider: VideoProvider; children?: ReactNode }) {
  return <VideoProviderContext.Provider value={provider}>{children}</VideoProviderContext.Provider>;
}

/** The configured provider, or the local one. */
export function useVideoProvider(): VideoProvider {
  const provider = useContext(VideoProviderContext);
  if (provider) return provider;
  defaultProvider ??= createLocalVideoProvider();
  return defaultProvider;
}
