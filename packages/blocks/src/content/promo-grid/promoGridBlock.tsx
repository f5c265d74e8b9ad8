import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { documentBlock } from '../../registry/documentBlock';
import { PromoGrid } from './PromoGrid';

export const PromoGridBlock = documentBlock(contentBlockSchemas['Promo Grid'], ({ document: d }) => (
  <PromoGrid title={d.title} template={d.template} columns={d.columns} items={d.items} />
));
