import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { CoversList } from './CoversList';

export const CoversListBlock = documentBlock(contractSchema('Covers List'), ({ document: d }) => (
  <CoversList title={d.title} covers={d.covers.map((c) => ({ ...c, url: c.url ?? undefined }))} />
));
