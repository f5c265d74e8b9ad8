import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { documentBlock } from '../../registry/documentBlock';
import { BlockQuote } from './BlockQuote';

export const BlockQuoteBlock = documentBlock(contentBlockSchemas['Block Quote'], ({ document: d }) => <BlockQuote {...d} />);
