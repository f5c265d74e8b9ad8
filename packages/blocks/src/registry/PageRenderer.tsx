import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { Suspense, useMemo } from 'react';
import type { ContentPlaceholders } from '../rich-text/fillPlaceholders';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { contentRegistry, type ContentRegistry } from './contentRegistry';
import { ContentPlaceholder, ContentRenderContext, useContentRenderOptions, type ContentRenderOptions } from './contentRenderContext';
import type { ContentComponent, RenderablePage } from './pageDocument';
import { pageRendererLabels } from './pageRenderer.labels';

export interface PageRendererProps {
  /** The page document to render (GET /api/content/pages). */
  page: RenderablePage;
  /** Editor names mapped to blocks. @default contentRegistry */
  registry?: ContentRegistry;
  /** Preview mode shows an edit button on each block (CMS-01). @default page.preview, else false */
  isPreview?: boolean;
  /** Called with the component an editor wants to edit (preview mode). */
  onEdit?: (component: ContentComponent) => void;
  /** Editable texts of the placeholders. */
  labels?: LabelOverrides<typeof pageRendererLabels>;
  /**
   * Values for placeholders in the page's rich text, e.g. `{ ordernumber }` from the confirmation
   * page's query (CONF-01): `ordernumber` or `{ordernumber}` in the text becomes the value, as text.
   */
  placeholders?: ContentPlaceholders;
}

function ContentItem({ component, options }: { component: ContentComponent; options: ContentRenderOptions }) {
  const { registry, isPreview, onEdit, text } = options;
  // Own keys only: a name like "constructor" must not reach Object.prototype.
  const definition = Object.hasOwn(registry, component.type) ? registry[component.type] : undefined;
  if (!definition) return <ContentPlaceholder message={formatLabel(text.undefinedDocument, { type: component.type })} />;
  const needsDocument = definition.needsDocument ?? true;
  if (needsDocument && !component.document) {
    return <ContentPlaceholder message={formatLabel(text.missingDocument, { component: component.type })} />;
  }
  const Block = definition.component;
  const children = component.components?.length ? <ContentList components={component.components} options={options} /> : undefined;
  const names = { component: component.type };
  const block = (
    <BlockErrorBoundary message={formatLabel(text.blockFailed, names)}>
      <Suspense fallback={<div className="sm-content-loading" role="status">{formatLabel(text.loading, names)}</div>}>
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
    <div className="sm-content-preview" data-component={component.type}>
      <button type="button" className="sm-content-preview__edit" onClick={() => onEdit?.(component)}>
        {formatLabel(text.edit, names)}
      </button>
      {block}
    </div>
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

/**
 * Renders a page document through the registry (CMS-01): each component becomes its block; an unknown
 * name shows 'Document {type} is not defined.', a registered block without its document shows
 * 'Missing {component} document' (CMS-02). Each block is contained: a lazy block shows a loading note
 * until its code arrives, and a block that throws is replaced by a note while the rest of the page renders.
 */
export function PageRenderer({ page, registry = contentRegistry, isPreview = page.preview ?? false, onEdit, labels, placeholders }: PageRendererProps) {
  const text = resolveLabels(pageRendererLabels, labels);
  const options = useMemo<ContentRenderOptions>(
    () => ({ registry, isPreview, onEdit, text, placeholders }),
    [registry, isPreview, onEdit, text, placeholders],
  );
  return (
    <ContentRenderContext.Provider value={options}>
      <ContentList components={page.components} options={options} />
    </ContentRenderContext.Provider>
  );
}

/** Renders nested components with the current page's registry and preview mode (for blocks used inside a PageRenderer). */
export function NestedContent({ components }: { components: ContentComponent[] }) {
  const options = useContentRenderOptions();
  const fallback = useMemo<ContentRenderOptions>(() => ({ registry: contentRegistry, isPreview: false, text: pageRendererLabels }), []);
  return <ContentList components={components} options={options ?? fallback} />;
}
