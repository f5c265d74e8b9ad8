import { useContentRenderOptions } from '../registry/contentRenderContext';
import { contractSchema, documentBlock } from '../registry/documentBlock';
import { fillPlaceholders, usesEmptyPlaceholder } from './fillPlaceholders';
import { RichText } from './RichText';

/**
 * 'Rich Text': the HTML arrives as `html`, or as a rich-text field `{ value }` (the CMS's shape). The page's
 * placeholders (CONF-01: `ordernumber` on the confirmation page) are filled in as text before sanitising; a text
 * using a placeholder the page has no value for is not shown.
 */
export const RichTextBlock = documentBlock(contractSchema('Rich Text'), function RichTextView({ document }) {
  const placeholders = useContentRenderOptions()?.placeholders;
  const html = document.html ?? document.content?.value ?? document.value;
  // A text whose placeholder has no value would read with a hole in it: it is left out.
  if (html && usesEmptyPlaceholder(html, placeholders)) return null;
  return <RichText html={html ? fillPlaceholders(html, placeholders) : html} />;
});
