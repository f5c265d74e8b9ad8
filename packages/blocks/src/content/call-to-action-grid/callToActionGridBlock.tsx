import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { documentBlock } from '../../registry/documentBlock';
import { CallToActionGrid } from './CallToActionGrid';

export const CallToActionGridBlock = documentBlock(contentBlockSchemas['Call To Action Grid'], ({ document: d }) => (
  <CallToActionGrid title={d.title} items={d.items} />
));
