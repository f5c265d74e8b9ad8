export { MediaGallery, type MediaGalleryProps, type GalleryImage } from './MediaGallery';
export { useGalleryViewer, SWIPE_THRESHOLD_PX, type UseGalleryViewerResult } from './useGalleryViewer';
export { mediaGalleryLabels, type MediaGalleryLabels } from './mediaGallery.labels';
