/** Texts of the alert banner, with English defaults. */
export const alertBannerLabels = {
  /** The banner's landmark name. */
  region: 'Announcement',
  dismiss: 'Dismiss announcement',
};

export type AlertBannerLabels = typeof alertBannerLabels;
