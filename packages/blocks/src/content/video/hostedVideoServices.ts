import type { SiteConfig } from '@shelfmark/api-client';

/** The video services a site can choose by configuration (site config `video.provider`, server `SHELFMARK_VIDEO_PROVIDER`). */
export type VideoProviderName = NonNullable<SiteConfig['video']>['provider'];
/** The hosted ones: played in the service's own player, in a frame. */
export type HostedVideoServiceName = Exclude<VideoProviderName, 'local'>;

export interface HostedVideoService {
  /** The service's name, for the player's data attribute and tests. */
  name: HostedVideoServiceName;
  /** The one origin the player frame loads from: what the server's CSP adds to frame-src when the service is chosen. */
  origin: string;
  /** The player's address for a video id; `autoPlay` starts it at once (the visitor has pressed play already). */
  embedUrl(videoId: string, options: { autoPlay: boolean }): string;
}

/**
 * The hosted services, each through its privacy-enhanced embed: YouTube's youtube-nocookie.com player (no
 * cookies until the video plays) and Vimeo's player with Do Not Track (`dnt=1`: no cookies, no session data).
 * The service's own scripts load inside its frame, so its metadata lookup per videoId happens there (spec 002 §7).
 */
export const hostedVideoServices: Record<HostedVideoServiceName, HostedVideoService> = {
  youtube: {
    name: 'youtube',
    origin: 'https://www.youtube-nocookie.com',
    embedUrl: (videoId, { autoPlay }) =>
      `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0${autoPlay ? '&autoplay=1' : ''}`,
  },
  vimeo: {
    name: 'vimeo',
    origin: 'https://player.vimeo.com',
    embedUrl: (videoId, { autoPlay }) =>
      `https://player.vimeo.com/video/${encodeURIComponent(videoId)}?dnt=1${autoPlay ? '&autoplay=1' : ''}`,
  },
};
