import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { documentBlock } from '../../registry/documentBlock';
import { ColumnList } from './ColumnList';

export const ColumnListBlock = documentBlock(contentBlockSchemas['Column List'], ({ document: d }) => (
  <ColumnList title={d.title} items={d.items} visibleItemsCount={d.visibleItemsCount} />
));
