import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { documentBlock } from '../../registry/documentBlock';
import { MediaGallery } from './MediaGallery';

export const MediaGalleryBlock = documentBlock(contentBlockSchemas['Media Gallery'], ({ document: d }) => (
  <MediaGallery title={d.title} images={d.images} />
));
