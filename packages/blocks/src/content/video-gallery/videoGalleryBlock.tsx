import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { documentBlock } from '../../registry/documentBlock';
import { VideoGallery } from './VideoGallery';

export const VideoGalleryBlock = documentBlock(contentBlockSchemas['Video Gallery'], ({ document: d }) => (
  <VideoGallery title={d.title} videos={d.videos} />
));
