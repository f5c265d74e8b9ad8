import { contractSchema, documentBlock } from '../registry/documentBlock';
import { PageHeading } from './PageHeading';

/** 'Page Heading' (BLK-01): title at the document's level (1 by default) and description. */
export const PageHeadingBlock = documentBlock(contractSchema('Page Heading'), ({ document }) => (
  <PageHeading
    title={document.title}
    description={document.description ?? undefined}
    level={document.level as 1 | 2 | 3 | 4 | 5 | 6}
  />
));
