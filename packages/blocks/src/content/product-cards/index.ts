export { ProductCards, type ProductCardsProps, type ProductCardItem } from './ProductCards';
export { useProductCards, cardsOfTab, cardsPerPageOf } from './useProductCards';
export { productCardsLabels, type ProductCardsLabels } from './productCards.labels';
