import type { ContentComponent, PageDocument } from '@shelfmark/api-client';

/**
 * A page as the CMS describes it (the contract's `pageDocumentSchema`): an ordered list of components,
 * each placed by an editor under a component name (`type`: "Rich Text", "Page Heading", "Cart"…) with the
 * document that holds its content, and nested components.
 */
export type { ContentComponent, PageDocument };

/** A component's content document: fields the block parses itself. */
export type ContentDocument = Record<string, unknown>;

/** What the renderer needs of a page: its components, and optionally the preview flag. */
export type RenderablePage = Pick<PageDocument, 'components'> & Partial<Pick<PageDocument, 'preview'>>;
