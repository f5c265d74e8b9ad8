/** Texts of the banner search block, with English defaults. */
export const bannerSearchLabels = {
  /** The landmark's and the box's name when the block has no heading. */
  searchLabel: 'Search',
  placeholder: 'Search',
  submit: 'Search',
};

export type BannerSearchLabels = typeof bannerSearchLabels;
