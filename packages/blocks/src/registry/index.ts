export { PageRenderer, NestedContent, type PageRendererProps } from './PageRenderer';
export {
  contentRegistry,
  mergeRegistries,
  lazyBlock,
  preloadBlocks,
  placedBlockTypes,
  type LazyBlock,
  type ContentRegistry,
  type ContentBlockDefinition,
  type ContentBlockProps,
} from './contentRegistry';
export { documentBlock, describeProblem, type DocumentSchema } from './documentBlock';
export { ContentPlaceholder, logContentProblem, type ContentProblem } from './contentRenderContext';
export { pageRendererLabels, type PageRendererLabels } from './pageRenderer.labels';
export type { PageDocument, ContentComponent, ContentDocument, RenderablePage } from './pageDocument';
