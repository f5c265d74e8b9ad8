import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { ImageRow } from './ImageRow';

export const ImageRowBlock = documentBlock(contractSchema('Image Row'), ({ document: d }) => (
  <ImageRow title={d.title} template={d.template} images={d.images} />
));
