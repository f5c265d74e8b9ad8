import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { VideoGallery } from './VideoGallery';

export const VideoGalleryBlock = documentBlock(contractSchema('Video Gallery'), ({ document: d }) => (
  <VideoGallery title={d.title} videos={d.videos} />
));
