import { createContext, useContext, type ReactNode } from 'react';
import type { ContentPlaceholders } from '../rich-text/fillPlaceholders';
import type { ContentRegistry } from './contentRegistry';
import type { ContentComponent } from './pageDocument';
import type { PageRendererLabels } from './pageRenderer.labels';

/** What every block of one page shares: the registry, preview mode and the placeholder texts. */
export interface ContentRenderOptions {
  registry: ContentRegistry;
  isPreview: boolean;
  /** Placeholders of missing documents and unknown types are shown (preview); otherwise hidden and reported. */
  showPlaceholders: boolean;
  onEdit?: ((component: ContentComponent) => void) | undefined;
  text: PageRendererLabels;
  /** Values of the page's text placeholders (CONF-01: `ordernumber`); rich text fills them in. */
  placeholders?: ContentPlaceholders | undefined;
  /** Where an edit button opens a component in the CMS (preview). */
  editUrlTemplate?: string | null | undefined;
  /** Told about a placeholder a visitor does not see (CMS-02). */
  onContentProblem?: ((problem: ContentProblem) => void) | undefined;
}

/** A component a visitor cannot be shown (CMS-02): the placeholder an editor would see, and why. */
export interface ContentProblem {
  kind: 'unknown-type' | 'missing-document';
  component: ContentComponent;
  /** The placeholder's text, e.g. 'Missing Rich Text document'. */
  message: string;
}

/** The default report of a hidden placeholder: one console error (on a server, its log). */
export function logContentProblem(problem: ContentProblem): void {
  console.error(
    `Shelfmark content: ${problem.message} (component "${problem.component.id}"); visitors see nothing in its place.`,
  );
}

export const ContentRenderContext = createContext<ContentRenderOptions | null>(null);

/** The options of the page being rendered (null outside a PageRenderer, e.g. a block used on its own). */
export function useContentRenderOptions(): ContentRenderOptions | null {
  return useContext(ContentRenderContext);
}

/** A note in place of a block (CMS-02): missing or invalid document, unknown type, failed block. */
export function ContentPlaceholder({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="sm-content-placeholder" role="note">
      {message}
      {children}
    </div>
  );
}
