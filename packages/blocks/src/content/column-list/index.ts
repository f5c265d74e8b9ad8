export { ColumnList, type ColumnListProps } from './ColumnList';
export { columnListLabels, type ColumnListLabels } from './columnList.labels';
