import { createContext, useContext, type ReactNode } from 'react';
import type { ContentPlaceholders } from '../rich-text/fillPlaceholders';
import type { ContentRegistry } from './contentRegistry';
import type { ContentComponent } from './pageDocument';
import type { PageRendererLabels } from './pageRenderer.labels';

/** What every block of one page shares: the registry, preview mode and the placeholder texts. */
export interface ContentRenderOptions {
  registry: ContentRegistry;
  isPreview: boolean;
  onEdit?: ((component: ContentComponent) => void) | undefined;
  text: PageRendererLabels;
  /** Values of the page's text placeholders (CONF-01: `ordernumber`); rich text fills them in. */
  placeholders?: ContentPlaceholders | undefined;
}

export const ContentRenderContext = createContext<ContentRenderOptions | null>(null);

/** The options of the page being rendered (null outside a PageRenderer, e.g. a block used on its own). */
export function useContentRenderOptions(): ContentRenderOptions | null {
  return useContext(ContentRenderContext);
}

/** A note in place of a block (CMS-02): missing or invalid document, unknown type, failed block. */
export function ContentPlaceholder({ message, children }: { message: string; children?: ReactNode }) {
  return <div className="sm-content-placeholder" role="note">{message}{children}</div>;
}
