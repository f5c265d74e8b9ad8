import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { documentBlock } from '../../registry/documentBlock';
import { ImageRow } from './ImageRow';

export const ImageRowBlock = documentBlock(contentBlockSchemas['Image Row'], ({ document: d }) => (
  <ImageRow title={d.title} template={d.template} images={d.images} />
));
