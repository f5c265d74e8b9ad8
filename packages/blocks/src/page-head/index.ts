export { PageHead, OPEN_GRAPH_IMAGE_WIDTHS, type PageHeadProps } from './PageHead';
export { useHashScroll } from './useHashScroll';
