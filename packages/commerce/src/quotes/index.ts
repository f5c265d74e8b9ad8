export { RequestQuote, type RequestQuoteProps } from './RequestQuote';
export {
  RequestQuoteDialog,
  type RequestQuoteDialogProps,
  type QuoteRequestInput,
  type QuoteRequestState,
} from './RequestQuoteDialog';
export { QuoteList, type QuoteListProps } from './QuoteList';
export { MyQuotes, type MyQuotesProps } from './MyQuotes';
export { requestQuoteLabels, type RequestQuoteLabels } from './requestQuote.labels';
export { myQuotesLabels, type MyQuotesLabels } from './myQuotes.labels';
export type { QuoteView, QuoteLineView, QuoteViewStatus } from './quoteView';
export { useRequestQuote, useMyQuotes, type UseRequestQuoteResult, type UseMyQuotesResult } from './useQuotes';
export { quotesPathOf } from './quotesPath';
