import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { ColumnSection } from './ColumnSection';

export const ColumnSectionBlock = documentBlock(
  contractSchema('Column Section'),
  ({ document: d, component, children }) => (
    <ColumnSection
      title={d.title}
      headingLevel={d.headingLevel as 4}
      count={component.components?.length ?? 1}
      {...(d.columns ? { columns: d.columns } : {})}
    >
      {children}
    </ColumnSection>
  ),
);
