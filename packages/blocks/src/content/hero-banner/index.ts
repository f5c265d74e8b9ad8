export { HeroBanner, type HeroBannerProps } from './HeroBanner';
