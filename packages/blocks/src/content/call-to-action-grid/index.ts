export { CallToActionGrid, type CallToActionGridProps } from './CallToActionGrid';
