import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { ProductFiles } from './ProductFiles';

export const ProductFilesBlock = documentBlock(contractSchema('Product Files'), ({ document: d }) => (
  <ProductFiles title={d.title} files={d.files} />
));
