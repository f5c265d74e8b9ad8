/** English defaults of the error summary (the GOV.UK pattern). */
export const errorSummaryLabels = {
  /** The summary's heading. */
  title: 'There is a problem',
  /** Put before the document's title while problems are listed. */
  titlePrefix: 'Error: ',
};
export type ErrorSummaryLabels = typeof errorSummaryLabels;
