export { BannerWithVideo, type BannerWithVideoProps } from './BannerWithVideo';
