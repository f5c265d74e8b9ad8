import type { SiteConfig } from '@shelfmark/api-client';
import { createEmbeddedVideoProvider } from './embeddedVideoProvider';
import { createLocalVideoProvider, type LocalVideoProviderOptions, type VideoProvider } from './videoProvider';

/**
 * The provider the site configuration names (`video.provider`, GET /api/site-config): 'local' (the default: the
 * reference server's clips) or a hosted service's click-to-load player. The host app passes the result to
 * `<VideoPlayerProvider>`.
 */
export function createVideoProviderFromConfig(
  config: SiteConfig['video'],
  localOptions?: LocalVideoProviderOptions,
): VideoProvider {
  const provider = config?.provider ?? 'local';
  return provider === 'local' ? createLocalVideoProvider(localOptions) : createEmbeddedVideoProvider(provider);
}
