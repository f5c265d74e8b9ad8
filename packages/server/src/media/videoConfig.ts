import type { SiteConfig } from '@shelfmark/api-client/schemas';

export type VideoProviderName = NonNullable<SiteConfig['video']>['provider'];

const VIDEO_PROVIDERS: readonly VideoProviderName[] = ['local', 'youtube', 'vimeo'];

/**
 * The origin each hosted video service's player frame loads from (its privacy-enhanced embed, as
 * @shelfmark/blocks builds it): what the CSP adds to frame-src when the service is configured, and only then.
 */
export const VIDEO_FRAME_SOURCES: Record<Exclude<VideoProviderName, 'local'>, string> = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
};

/**
 * Reads SHELFMARK_VIDEO_PROVIDER = local (default: the clips under /media, nothing leaves the machine) | youtube |
 * vimeo. The choice reaches the browser as the site configuration's `video.provider` (BLK-03).
 */
export function readVideoEnv(env: Record<string, string | undefined>): { provider: VideoProviderName } {
  const value = (env.SHELFMARK_VIDEO_PROVIDER ?? '').trim() || 'local';
  if (!(VIDEO_PROVIDERS as readonly string[]).includes(value)) {
    throw new Error(
      `SHELFMARK_VIDEO_PROVIDER must be one of ${VIDEO_PROVIDERS.join(', ')} (got "${env.SHELFMARK_VIDEO_PROVIDER}").`,
    );
  }
  return { provider: value as VideoProviderName };
}
