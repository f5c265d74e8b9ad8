import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { documentBlock } from '../../registry/documentBlock';
import { CoversList } from './CoversList';

export const CoversListBlock = documentBlock(contentBlockSchemas['Covers List'], ({ document: d }) => (
  <CoversList title={d.title} covers={d.covers.map((c) => ({ ...c, url: c.url ?? undefined }))} />
));
