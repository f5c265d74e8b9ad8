import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { AlertBanner } from './AlertBanner';

export const AlertBannerBlock = documentBlock(contractSchema('Alert Banner'), ({ document: d }) => (
  <AlertBanner text={d.text} html={d.content?.value} variant={d.variant} isDismissible={d.isDismissible} />
));
