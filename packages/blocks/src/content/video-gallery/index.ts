export { VideoGallery, videoColumnWidth, type VideoGalleryProps } from './VideoGallery';
