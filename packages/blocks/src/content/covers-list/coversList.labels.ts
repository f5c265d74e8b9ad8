/** Texts of the covers list, with the spec's English defaults. */
export const coversListLabels = {
  editionNumber: 'Edition Number',
  copyright: 'Copyright',
};

export type CoversListLabels = typeof coversListLabels;
