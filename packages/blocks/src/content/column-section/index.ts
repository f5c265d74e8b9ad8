export { ColumnSection, type ColumnSectionProps } from './ColumnSection';
