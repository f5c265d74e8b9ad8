import { createContext, type ReactNode } from 'react';
import type { VideoProviderName } from './hostedVideoServices';
import type { VideoProvider } from './videoProvider';

/**
 * Kept apart from the providers: the host app wraps every page in VideoPlayerProvider, so this module is in its first
 * load; the players and their providers load with the video blocks that use them.
 */
export const VideoProviderContext = createContext<VideoProvider | VideoProviderName | null>(null);

export interface VideoPlayerProviderProps {
  /**
   * The provider for the video blocks inside: a provider object, or the name of a built-in one — 'local' (the
   * reference server's clips), 'youtube' or 'vimeo' (click-to-load players), as the site configuration's `video.provider` names it.
   */
  provider: VideoProvider | VideoProviderName;
  children?: ReactNode;
}

/** Chooses the video provider for the blocks inside (the host app passes the configured one). */
export function VideoPlayerProvider({ provider, children }: VideoPlayerProviderProps) {
  return <VideoProviderContext.Provider value={provider}>{children}</VideoProviderContext.Provider>;
}
