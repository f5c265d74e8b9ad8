export { BannerSearch, buildExternalSearchHref, type BannerSearchProps } from './BannerSearch';
export { bannerSearchLabels, type BannerSearchLabels } from './bannerSearch.labels';
