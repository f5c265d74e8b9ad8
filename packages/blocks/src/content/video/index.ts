export { VideoPlayer, VideoPreviewButton, VideoModal, ModalVideo, videoTitle, type VideoPlayerProps, type VideoPreviewButtonProps, type VideoModalProps } from './VideoPlayer';
export {
  VideoPlayerProvider, useVideoProvider, createLocalVideoProvider, createHostedVideoProvider, loadScriptOnce,
  type VideoProvider, type VideoPlayerRenderProps, type LocalVideoProviderOptions, type HostedVideoProviderOptions,
} from './videoProvider';
export { videoLabels, type VideoLabels } from './video.labels';
