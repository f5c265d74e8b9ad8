import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { Suspense, use, useMemo, type ReactNode } from 'react';
import type { ContentPlaceholders } from '../rich-text/fillPlaceholders';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { blocksReady, contentRegistry, preloadBlocks, type ContentRegistry } from './contentRegistry';
import {
  ContentPlaceholder,
  ContentRenderContext,
  logContentProblem,
  useContentRenderOptions,
  type ContentProblem,
  type ContentRenderOptions,
} from './contentRenderContext';
import type { ContentComponent, RenderablePage } from './pageDocument';
import { pageRendererLabels } from './pageRenderer.labels';
import { PreviewFrame } from './PreviewFrame';

export interface PageRendererProps {
  /** The page document to render (GET /api/content/pages). */
  page: RenderablePage;
  /** Editor names mapped to blocks. @default contentRegistry */
  registry?: ContentRegistry;
  /** Preview mode shows an edit button on each block (CMS-01). @default page.preview, else false */
  isPreview?: boolean;
  /**
   * Show the placeholders of missing documents and unknown types (CMS-02) — to editors only: visitors see nothing
   * there. For a host whose CMS draws its own edit buttons (Bloomreach) and so passes `isPreview={false}`.
   * @default isPreview
   */
  showPlaceholders?: boolean;
  /** Called with the component an editor wants to edit (preview mode), also when its edit link opens the CMS. */
  onEdit?: (component: ContentComponent) => void;
  /**
   * Where an edit button opens a component in the CMS, in a new tab (CMS-01): an http(s) URL whose `{page}`,
   * `{component}`, `{type}` and `{updatedAt}` are filled from the component's `params.edit` (the server's preview
   * answer), e.g. the site configuration's `cms.editUrlTemplate`. Without one the edit button only calls `onEdit`.
   * @default null
   */
  editUrlTemplate?: string | null;
  /**
   * Told once per component whose placeholder ('Missing {component} document', 'Document {type} is not defined.')
   * is hidden because the page is not in preview: visitors see nothing in its place (CMS-02).
   * @default logContentProblem (one console error; on a server, its log)
   */
  onContentProblem?: (problem: ContentProblem) => void;
  /** Editable texts of the placeholders. */
  labels?: LabelOverrides<typeof pageRendererLabels>;
  /**
   * Values for placeholders in the page's rich text, e.g. `{ ordernumber }` from the confirmation
   * page's query (CONF-01): `ordernumber` or `{ordernumber}` in the text becomes the value, as text.
   */
  placeholders?: ContentPlaceholders;
  /**
   * On a server, wait for the code of every block the page places (and the schemas of unchecked documents) before
   * rendering any of it, instead of a loading note per block: the streaming renderers and `prerender` hold the page
   * until then, so its HTML has each block's content and no loading note to swap by script. For a host that
   * cannot call `preloadBlocks` in the module graph that renders (a React Server Components host such as the Next.js
   * App Router, whose server components and client components load separate copies of the registry):
   * `@shelfmark/blocks/server`'s `PageRenderer` sets it. `renderToString` cannot wait: `await preloadBlocks` first.
   * In the browser it changes nothing. @default false
   */
  waitForBlocks?: boolean;
}

/** Components already reported, so a re-render (or React's second render in development) reports nothing new. */
const reported = new WeakSet<ContentComponent>();

/**
 * A component that cannot be shown (CMS-02): in preview its placeholder, with the edit button; for visitors nothing,
 * and the problem reported once.
 */
function ProblemItem({ problem, options }: { problem: ContentProblem; options: ContentRenderOptions }) {
  if (!options.showPlaceholders) {
    if (!reported.has(problem.component)) {
      reported.add(problem.component);
      (options.onContentProblem ?? logContentProblem)(problem);
    }
    return null;
  }
  const placeholder = <ContentPlaceholder message={problem.message} />;
  if (!options.isPreview) return placeholder;
  return (
    <PreviewFrame component={problem.component} options={options}>
      {placeholder}
    </PreviewFrame>
  );
}

function ContentItem({ component, options }: { component: ContentComponent; options: ContentRenderOptions }) {
  const { registry, isPreview, text } = options;
  // Own keys only: a name like "constructor" must not reach Object.prototype.
  const definition = Object.hasOwn(registry, component.type) ? registry[component.type] : undefined;
  if (!definition) {
    const message = formatLabel(text.undefinedDocument, { type: component.type });
    return <ProblemItem problem={{ kind: 'unknown-type', component, message }} options={options} />;
  }
  const needsDocument = definition.needsDocument ?? true;
  if (needsDocument && !component.document) {
    const message = formatLabel(text.missingDocument, { component: component.type });
    return <ProblemItem problem={{ kind: 'missing-document', component, message }} options={options} />;
  }
  const Block = definition.component;
  const children = component.components?.length ? (
    <ContentList components={component.components} options={options} />
  ) : undefined;
  const names = { component: component.type };
  const block = (
    <BlockErrorBoundary message={formatLabel(text.blockFailed, names)}>
      <Suspense
        fallback={
          <div className="sm-content-loading" role="status">
            {formatLabel(text.loading, names)}
          </div>
        }
      >
        <Block
          document={component.document ?? {}}
          component={component}
          isPreview={isPreview}
          renderComponents={(nested: ContentComponent[]) => <ContentList components={nested} options={options} />}
        >
          {children}
        </Block>
      </Suspense>
    </BlockErrorBoundary>
  );
  if (!isPreview) return block;
  return (
    <PreviewFrame component={component} options={options}>
      {block}
    </PreviewFrame>
  );
}

function ContentList({ components, options }: { components: ContentComponent[]; options: ContentRenderOptions }) {
  return (
    <>
      {components.map((component, index) => (
        <ContentItem key={component.id || `${component.type}-${index}`} component={component} options={options} />
      ))}
    </>
  );
}

/** The server's wait per page document and registry, so each retry of the render reads the same promise. */
const waits = new WeakMap<object, WeakMap<ContentRegistry, Promise<void>>>();

function waitFor(page: RenderablePage, registry: ContentRegistry): Promise<void> {
  let byRegistry = waits.get(page);
  if (!byRegistry) waits.set(page, (byRegistry = new WeakMap()));
  let wait = byRegistry.get(registry);
  if (!wait) byRegistry.set(registry, (wait = preloadBlocks(page, registry)));
  return wait;
}

/** Suspends above every block's boundary (on a server only) until the page's blocks can render at once. */
function BlocksLoaded({
  page,
  registry,
  children,
}: {
  page: RenderablePage;
  registry: ContentRegistry;
  children: ReactNode;
}) {
  if (typeof document === 'undefined' && !blocksReady(page, registry)) use(waitFor(page, registry));
  return children;
}

/**
 * Renders a page document through the registry (CMS-01): each component becomes its block. In preview an
 * unknown name shows 'Document {type} is not defined.' and a registered block without its document shows
 * 'Missing {component} document' (CMS-02), each with its edit button above it; visitors see nothing there, and
 * the problem is reported once (`onContentProblem`). Each block is contained: a lazy block shows a loading note
 * until its code arrives, and a block that throws is replaced by a note while the rest of the page renders.
 */
export function PageRenderer({
  page,
  registry = contentRegistry,
  isPreview = page.preview ?? false,
  showPlaceholders = isPreview,
  onEdit,
  editUrlTemplate = null,
  onContentProblem,
  labels,
  placeholders,
  waitForBlocks = false,
}: PageRendererProps) {
  const text = resolveLabels(pageRendererLabels, labels);
  const options = useMemo<ContentRenderOptions>(
    () => ({ registry, isPreview, showPlaceholders, onEdit, text, placeholders, editUrlTemplate, onContentProblem }),
    [registry, isPreview, showPlaceholders, onEdit, text, placeholders, editUrlTemplate, onContentProblem],
  );
  const content = <ContentList components={page.components} options={options} />;
  return (
    <ContentRenderContext.Provider value={options}>
      {waitForBlocks ? (
        <BlocksLoaded page={page} registry={registry}>
          {content}
        </BlocksLoaded>
      ) : (
        content
      )}
    </ContentRenderContext.Provider>
  );
}

/** Renders nested components with the current page's registry and preview mode (for blocks used inside a PageRenderer). */
export function NestedContent({ components }: { components: ContentComponent[] }) {
  const options = useContentRenderOptions();
  const fallback = useMemo<ContentRenderOptions>(
    () => ({ registry: contentRegistry, isPreview: false, showPlaceholders: false, text: pageRendererLabels }),
    [],
  );
  return <ContentList components={components} options={options ?? fallback} />;
}
