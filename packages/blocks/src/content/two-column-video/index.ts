export { TwoColumnVideo, type TwoColumnVideoProps } from './TwoColumnVideo';
