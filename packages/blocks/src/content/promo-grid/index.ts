export { PromoGrid, type PromoGridProps, type PromoGridItem } from './PromoGrid';
