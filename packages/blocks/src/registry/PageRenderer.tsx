import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { contentRegistry, type ContentRegistry } from './contentRegistry';
import type { ContentComponent, RenderablePage } from './pageDocument';
import { pageRendererLabels } from './pageRenderer.labels';

type Text = typeof pageRendererLabels;

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
  labels?: LabelOverrides<Text>;
}

interface RenderOptions {
  registry: ContentRegistry;
  isPreview: boolean;
  onEdit?: (component: ContentComponent) => void;
  text: Text;
}

function Placeholder({ message }: { message: string }) {
  return <div className="sm-content-placeholder" role="note">{message}</div>;
}

function ContentItem({ component, options }: { component: ContentComponent; options: RenderOptions }) {
  const { registry, isPreview, onEdit, text } = options;
  // Own keys only: a name like "constructor" must not reach Object.prototype.
  const definition = Object.hasOwn(registry, component.type) ? registry[component.type] : undefined;
  if (!definition) return <Placeholder message={formatLabel(text.undefinedDocument, { type: component.type })} />;
  const needsDocument = definition.needsDocument ?? true;
  if (needsDocument && !component.document) {
    return <Placeholder message={formatLabel(text.missingDocument, { component: component.type })} />;
  }
  const Block = definition.component;
  const children = component.components?.length ? <ContentList components={component.components} options={options} /> : undefined;
  const block = (
    <Block document={component.document ?? {}} component={component} isPreview={isPreview}>
      {children}
    </Block>
  );
  if (!isPreview) return block;
  return (
    <div className="sm-content-preview">
      <button type="button" className="sm-content-preview__edit" onClick={() => onEdit?.(component)}>
        {formatLabel(text.edit, { component: component.type })}
      </button>
      {block}
    </div>
  );
}

function ContentList({ components, options }: { components: ContentComponent[]; options: RenderOptions }) {
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
 * 'Missing {component} document' (CMS-02).
 */
export function PageRenderer({ page, registry = contentRegistry, isPreview = page.preview ?? false, onEdit, labels }: PageRendererProps) {
  const text = resolveLabels(pageRendererLabels, labels);
  return <ContentList components={page.components} options={{ registry, isPreview, onEdit, text }} />;
}
