/** Texts of the alert banner, with English defaults. */
export const alertBannerLabels = {
  dismiss: 'Dismiss announcement',
};

export type AlertBannerLabels = typeof alertBannerLabels;
