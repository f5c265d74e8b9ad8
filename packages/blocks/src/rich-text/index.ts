export { RichText, type RichTextProps } from './RichText';
export { sanitizeHtml, filterStyle } from './sanitizeHtml';
export { richTextPolicy, type RichTextPolicy } from './richText.policy';
