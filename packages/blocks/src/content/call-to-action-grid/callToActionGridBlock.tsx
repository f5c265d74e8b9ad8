import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { CallToActionGrid } from './CallToActionGrid';

export const CallToActionGridBlock = documentBlock(contractSchema('Call To Action Grid'), ({ document: d }) => (
  <CallToActionGrid title={d.title} items={d.items} />
));
