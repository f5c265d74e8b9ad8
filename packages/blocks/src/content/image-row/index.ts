export { ImageRow, type ImageRowProps } from './ImageRow';
