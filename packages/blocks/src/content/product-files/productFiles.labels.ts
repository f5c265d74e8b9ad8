/** Texts of the product files list, with English defaults. */
export const productFilesLabels = {
  /** Read after a link that opens a new window. */
  newWindow: '(opens in a new window)',
};

export type ProductFilesLabels = typeof productFilesLabels;
