export { ErrorSummary, focusField, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary';
export { errorSummaryLabels, type ErrorSummaryLabels } from './errorSummary.labels';
