export {
  VideoPlayer,
  VideoPreviewButton,
  VideoModal,
  ModalVideo,
  videoTitle,
  type VideoPlayerProps,
  type VideoPreviewButtonProps,
  type VideoModalProps,
} from './VideoPlayer';
export { VideoPlayerProvider, type VideoPlayerProviderProps } from './videoPlayerContext';
export {
  useVideoProvider,
  createLocalVideoProvider,
  createHostedVideoProvider,
  loadScriptOnce,
  type VideoProvider,
  type VideoPlayerRenderProps,
  type LocalVideoProviderOptions,
  type HostedVideoProviderOptions,
} from './videoProvider';
export { createEmbeddedVideoProvider } from './embeddedVideoProvider';
export {
  hostedVideoServices,
  type HostedVideoService,
  type HostedVideoServiceName,
  type VideoProviderName,
} from './hostedVideoServices';
export { createVideoProviderFromConfig } from './videoProviderFromConfig';
export { videoLabels, type VideoLabels } from './video.labels';
