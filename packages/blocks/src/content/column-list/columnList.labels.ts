/** Texts of the column list, with English defaults. */
export const columnListLabels = {
  showMore: 'Show More',
  showLess: 'Show Less',
};

export type ColumnListLabels = typeof columnListLabels;
