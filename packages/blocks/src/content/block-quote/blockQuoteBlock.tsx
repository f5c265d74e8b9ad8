import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { BlockQuote } from './BlockQuote';

export const BlockQuoteBlock = documentBlock(contractSchema('Block Quote'), ({ document: d }) => <BlockQuote {...d} />);
