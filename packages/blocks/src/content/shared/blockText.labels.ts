/** Texts several blocks share, with English defaults. */
export const blockTextLabels = {
  /** Read after a link that opens a new window. */
  newWindow: '(opens in a new window)',
};

export type BlockTextLabels = typeof blockTextLabels;
