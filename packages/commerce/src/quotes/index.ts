export { RequestQuote, type RequestQuoteProps } from './RequestQuote';
export {
  RequestQuoteDialog,
  type RequestQuoteDialogProps,
  type QuoteRequestInput,
  type QuoteRequestState,
} from './RequestQuoteDialog';
export { QuoteList, type QuoteListProps } from './QuoteList';
export { MyQuotes, type MyQuotesProps } from './MyQuotes';
export { requestQuoteLabels, myQuotesLabels, type RequestQuoteLabels, type MyQuotesLabels } from './quotes.labels';
export type { QuoteView, QuoteLineView, QuoteViewStatus } from './quoteView';
export {
  useRequestQuote,
  useMyQuotes,
  quotesPathOf,
  type UseRequestQuoteResult,
  type UseMyQuotesResult,
} from './useQuotes';
