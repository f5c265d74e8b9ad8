export { AlertBanner, type AlertBannerProps } from './AlertBanner';
export { alertBannerLabels, type AlertBannerLabels } from './alertBanner.labels';
