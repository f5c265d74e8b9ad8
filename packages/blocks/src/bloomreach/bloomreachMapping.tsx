import { useMemo, type ComponentType } from 'react';
import {
  TYPE_CONTAINER_ITEM_UNDEFINED,
  type ContainerItem,
  type Document,
  type ManageContentButton,
  type Page,
  type Reference,
} from '@bloomreach/spa-sdk';
import type { LabelOverrides } from '@shelfmark/forms';
import { contentRegistry, type ContentRegistry } from '../registry/contentRegistry';
import type { ContentComponent } from '../registry/pageDocument';
import { PageRenderer } from '../registry/PageRenderer';
import type { pageRendererLabels } from '../registry/pageRenderer.labels';

/** Where an editor picks or creates a block's document: the SDK's manage content button, less the document itself. */
export type BloomreachManageContent = Omit<ManageContentButton, 'content'>;

/**
 * What `BrPage` hands a mapped component (`BrProps<ContainerItem>` of `@bloomreach/react-sdk`), written out here so
 * this entry needs only `@bloomreach/spa-sdk`: the React SDK declares React up to 18 as its peer, and as a peer of
 * ours it made npm pick React 18 for a plain `npm install … react react-dom` (ERESOLVE against our React 19).
 */
export interface BloomreachItemProps {
  component?: ContainerItem;
  page?: Page;
}

export interface BloomreachMappingOptions {
  /** Editor names mapped to blocks, e.g. `mergeRegistries(contentRegistry, commerceRegistry)`. @default contentRegistry */
  registry?: ContentRegistry;
  /** Texts of the placeholders ('Missing {component} document', 'Document {type} is not defined.'). */
  labels?: LabelOverrides<typeof pageRendererLabels>;
  /**
   * The manage content button of a block in preview, by editor name: where its documents live and how a new one
   * is made. @default `{ parameter: 'document', relative: true, documentTemplateQuery: 'new-{type}-document' }`
   * with the name in kebab case ('Rich Text' → 'new-rich-text-document')
   */
  manageContent?: (type: string) => BloomreachManageContent;
  /**
   * `BrManageContentButton` of `@bloomreach/react-sdk`, shown with each block in preview (the Experience Manager's
   * edit buttons). Without it, a preview shows no manage content buttons.
   */
  manageContentButton?: ComponentType<ManageContentButton>;
}

/** A `BrPage` mapping: the SDK's container-item types (the editor names) to components. */
export type BloomreachMapping = Record<string | symbol, ComponentType<BloomreachItemProps>>;

const kebab = (name: string) =>
  name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** The default manage content button: the component's `document` parameter, a document template named after the block. */
export const defaultManageContent = (type: string): BloomreachManageContent => ({
  parameter: 'document',
  relative: true,
  documentTemplateQuery: `new-${kebab(type)}-document`,
});

/**
 * Our blocks in `@bloomreach/react-sdk`'s `<BrPage mapping={…}>`: every editor name of the registry (and any type
 * the registry lacks) maps to a component that reads the container item's document from the SDK's page model
 * (`models.document`) and renders it through the same page renderer as our own — its schema check,
 * 'Missing {component} document' for an item without one, 'Document {type} is not defined.' for an unknown
 * type (in preview only: visitors see nothing there, and the problem is logged), lazy loading and a contained failure. In preview (`page.isPreview()`) each block carries the
 * `manageContentButton` given (the SDK's `BrManageContentButton`: its document's, or one that creates it), which the Experience Manager shows as edit
 * buttons; our own edit buttons stay off. Hidden items (`isHidden()`) render nothing. Create it once, outside
 * render.
 */
export function bloomreachMapping({
  registry = contentRegistry,
  labels,
  manageContent = defaultManageContent,
  manageContentButton: ManageButton,
}: BloomreachMappingOptions = {}): BloomreachMapping {
  function BloomreachBlock({ component, page }: BloomreachItemProps) {
    if (!component || component.isHidden()) return null;
    const type = component.getType() ?? component.getLabel() ?? component.getName();
    const reference = component.getModels<{ document?: Reference }>().document;
    const document = reference && page ? page.getContent<Document>(reference) : undefined;
    return (
      <BloomreachItem
        component={component}
        type={type}
        data={document?.getData() ?? null}
        document={document}
        isPreview={page?.isPreview() ?? false}
      />
    );
  }
  function BloomreachItem({
    component,
    type,
    data,
    document,
    isPreview,
  }: {
    component: ContainerItem;
    type: string;
    data: ContentComponent['document'];
    document: Document | undefined;
    isPreview: boolean;
  }) {
    // One object per item and document, so a problem with it is reported once, not on every render.
    const placed = useMemo<ContentComponent>(
      () => ({
        id: component.getId(),
        type,
        document: data,
        params: component.getParameters<Record<string, unknown>>(),
      }),
      [component, type, data],
    );
    return (
      <>
        {isPreview && ManageButton ? <ManageButton {...manageContent(type)} content={document} /> : null}
        <PageRenderer
          page={{ components: [placed] }}
          registry={registry}
          labels={labels}
          isPreview={false}
          showPlaceholders={isPreview}
        />
      </>
    );
  }
  const mapping: BloomreachMapping = Object.fromEntries(Object.keys(registry).map((name) => [name, BloomreachBlock]));
  // Types the registry lacks get our 'Document {type} is not defined.' instead of the SDK's own text.
  mapping[TYPE_CONTAINER_ITEM_UNDEFINED] = BloomreachBlock;
  return mapping;
}
