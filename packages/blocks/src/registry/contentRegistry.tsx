import type { ComponentType, ReactNode } from 'react';
import { PageHeading } from '../page-heading/PageHeading';
import { RichText } from '../rich-text/RichText';
import type { ContentComponent, ContentDocument } from './pageDocument';

/** What a registered block receives from the page renderer. */
export interface ContentBlockProps<D extends ContentDocument = ContentDocument> {
  /** The component's document (`{}` for blocks registered with `needsDocument: false` that have none). */
  document: D;
  /** The placed component (type, id, params, nested components). */
  component: ContentComponent;
  /** The rendered nested components, if any. */
  children?: ReactNode;
  /** True on a preview page, for blocks that show editor hints. */
  isPreview: boolean;
}

export interface ContentBlockDefinition {
  component: ComponentType<ContentBlockProps<any>>;
  /** False for blocks that render without content (commerce widgets such as Cart). @default true */
  needsDocument?: boolean;
}

/** Maps editor component names to blocks (CMS-01). */
export type ContentRegistry = Readonly<Record<string, ContentBlockDefinition>>;

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Rich text arrives as `html`, or as a rich-text field `{ value }` (the CMS's shape). */
function richTextHtml(document: ContentDocument): string | undefined {
  const content = document.content as { value?: unknown } | undefined;
  return str(document.html) ?? str(content?.value) ?? str(document.value);
}

function RichTextBlock({ document }: ContentBlockProps) {
  return <RichText html={richTextHtml(document)} />;
}

function PageHeadingBlock({ document }: ContentBlockProps) {
  const level = Number(document.level);
  return (
    <PageHeading
      title={str(document.title) ?? ''}
      description={str(document.description)}
      level={level >= 1 && level <= 6 ? (level as 1 | 2 | 3 | 4 | 5 | 6) : 1}
    />
  );
}

/** The content blocks of this package, under their editor names. Commerce exports its own `commerceRegistry`. */
export const contentRegistry: ContentRegistry = {
  'Rich Text': { component: RichTextBlock },
  'Page Heading': { component: PageHeadingBlock },
};

/** Joins registries; later ones win for a name they share (the host app merges content and commerce). */
export function mergeRegistries(...registries: ContentRegistry[]): ContentRegistry {
  return Object.freeze(Object.assign({}, ...registries));
}
