import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { documentBlock } from '../../registry/documentBlock';
import { AlertBanner } from './AlertBanner';

export const AlertBannerBlock = documentBlock(contentBlockSchemas['Alert Banner'], ({ document: d }) => (
  <AlertBanner text={d.text} html={d.content?.value} variant={d.variant} isDismissible={d.isDismissible} />
));
