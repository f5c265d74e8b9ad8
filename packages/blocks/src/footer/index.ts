export { SiteFooter, type SiteFooterProps } from './SiteFooter';
export { siteFooterLabels, type SiteFooterLabels } from './siteFooter.labels';
