// @shelfmark/blocks/server: what a server component renders (no "use client", no hook, no browser global). The
// blocks themselves come from the package's client entry by its name, so a React Server Components host (the
// Next.js App Router) renders them as client components, on its server and in the browser.
import { PageRenderer as ClientPageRenderer, type PageRendererProps } from '@shelfmark/blocks';

export type ServerPageRendererProps = Omit<PageRendererProps, 'waitForBlocks' | 'onEdit' | 'onContentProblem'>;

/**
 * `PageRenderer` for a server component: the page's HTML holds every block's content, not its loading note. It waits
 * on the server for the code of the blocks the page places (`waitForBlocks`), where a server component cannot call
 * `preloadBlocks` for the copy of the registry that renders. Its props cross to the browser, so they are data: the
 * page document, a registry exported by a client module (e.g. `contentRegistry`, the default) and the labels.
 */
export function PageRenderer(props: ServerPageRendererProps) {
  return <ClientPageRenderer {...props} waitForBlocks />;
}
