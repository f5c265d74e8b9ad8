import { formatLabel } from '@shelfmark/forms';
import type { ComponentType } from 'react';
import type { ContentBlockProps } from './contentRegistry';
import { ContentPlaceholder, useContentRenderOptions } from './contentRenderContext';
import { pageRendererLabels } from './pageRenderer.labels';

/** The part of a zod schema a block needs: parse and report the first problem. */
export interface DocumentSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** "buttons.0.url must be a path…": the first issue of a failed parse, with its field path. */
export function describeProblem(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): string {
  const first = issues[0];
  if (!first) return 'unreadable document';
  const path = first.path.map(String).join('.');
  return path ? `${path} ${first.message}` : first.message;
}

/**
 * A registry block that validates its CMS document first (bad input → a clear note naming the field,
 * nothing rendered from it) and hands the parsed document to the view.
 */
export function documentBlock<T>(schema: DocumentSchema<T>, View: ComponentType<ContentBlockProps<T>>): ComponentType<ContentBlockProps> {
  function DocumentBlock(props: ContentBlockProps) {
    const text = useContentRenderOptions()?.text ?? pageRendererLabels;
    const parsed = schema.safeParse(props.document);
    if (!parsed.success) {
      return <ContentPlaceholder message={formatLabel(text.invalidDocument, { component: props.component.type, problem: describeProblem(parsed.error.issues) })} />;
    }
    return <View {...props} document={parsed.data} />;
  }
  DocumentBlock.displayName = `DocumentBlock(${View.displayName ?? View.name})`;
  return DocumentBlock;
}
