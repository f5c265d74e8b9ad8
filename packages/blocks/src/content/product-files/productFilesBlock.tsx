import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { documentBlock } from '../../registry/documentBlock';
import { ProductFiles } from './ProductFiles';

export const ProductFilesBlock = documentBlock(contentBlockSchemas['Product Files'], ({ document: d }) => (
  <ProductFiles title={d.title} files={d.files} />
));
