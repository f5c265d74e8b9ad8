export { CatalogProductPage, truncateText, type CatalogProductPageProps } from './CatalogProductPage';
export { catalogProductLabels, type CatalogProductLabels } from './catalogProduct.labels';
export { slugify } from './slugify';
