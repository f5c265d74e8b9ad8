import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { documentBlock } from '../registry/documentBlock';
import { RichText } from './RichText';

/** 'Rich Text': the HTML arrives as `html`, or as a rich-text field `{ value }` (the CMS's shape). */
export const RichTextBlock = documentBlock(contentBlockSchemas['Rich Text'], ({ document }) => (
  <RichText html={document.html ?? document.content?.value ?? document.value} />
));
