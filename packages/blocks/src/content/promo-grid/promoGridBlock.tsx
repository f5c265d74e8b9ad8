import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { PromoGrid } from './PromoGrid';

export const PromoGridBlock = documentBlock(contractSchema('Promo Grid'), ({ document: d }) => (
  <PromoGrid title={d.title} template={d.template} columns={d.columns} items={d.items} />
));
