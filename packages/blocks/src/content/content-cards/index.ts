export { ContentCards, type ContentCardsProps, type ContentCardItem } from './ContentCards';
