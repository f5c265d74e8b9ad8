export { BlockQuote, type BlockQuoteProps } from './BlockQuote';
