import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { useContentRenderOptions } from '../registry/contentRenderContext';
import { documentBlock } from '../registry/documentBlock';
import { fillPlaceholders } from './fillPlaceholders';
import { RichText } from './RichText';

/**
 * 'Rich Text': the HTML arrives as `html`, or as a rich-text field `{ value }` (the CMS's shape). The page's
 * placeholders (CONF-01: `ordernumber` on the confirmation page) are filled in as text before sanitising.
 */
export const RichTextBlock = documentBlock(contentBlockSchemas['Rich Text'], function RichTextView({ document }) {
  const placeholders = useContentRenderOptions()?.placeholders;
  const html = document.html ?? document.content?.value ?? document.value;
  return <RichText html={html ? fillPlaceholders(html, placeholders) : html} />;
});
