export { PromoCatalogueCards, type PromoCatalogueCardsProps, type CatalogCard } from './PromoCatalogueCards';
