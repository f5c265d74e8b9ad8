export { PageRenderer, type PageRendererProps } from './PageRenderer';
export { contentRegistry, mergeRegistries, type ContentRegistry, type ContentBlockDefinition, type ContentBlockProps } from './contentRegistry';
export { pageRendererLabels, type PageRendererLabels } from './pageRenderer.labels';
export type { PageDocument, ContentComponent, ContentDocument, RenderablePage } from './pageDocument';
