import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { ColumnList } from './ColumnList';

export const ColumnListBlock = documentBlock(contractSchema('Column List'), ({ document: d }) => (
  <ColumnList title={d.title} items={d.items} visibleItemsCount={d.visibleItemsCount} />
));
