export {
  RequestQuoteDialog,
  type RequestQuoteDialogProps,
  type QuoteRequestInput,
  type QuoteRequestState,
} from './RequestQuoteDialog';
export { QuoteList, type QuoteListProps } from './QuoteList';
export { requestQuoteLabels, myQuotesLabels, type RequestQuoteLabels, type MyQuotesLabels } from './quotes.labels';
export type { QuoteView, QuoteLineView, QuoteViewStatus } from './quoteView';
