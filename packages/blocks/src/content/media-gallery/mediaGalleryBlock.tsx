import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { MediaGallery } from './MediaGallery';

export const MediaGalleryBlock = documentBlock(contractSchema('Media Gallery'), ({ document: d }) => (
  <MediaGallery title={d.title} images={d.images} />
));
