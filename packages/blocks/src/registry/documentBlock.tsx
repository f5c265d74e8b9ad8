import type { ContentBlockDocument, ContentBlockName } from '@shelfmark/api-client/schemas';
import { formatLabel } from '@shelfmark/forms';
import { use, type ComponentType } from 'react';
import type { ContentBlockProps } from './contentRegistry';
import { ContentPlaceholder, useContentRenderOptions } from './contentRenderContext';
import { pageRendererLabels } from './pageRenderer.labels';

/** The part of a zod schema a block needs: parse and report the first problem. */
export interface DocumentSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** A block's schema, or a function that loads it (the built-in blocks load the contract's schemas only when needed). */
export type DocumentSchemaSource<T> = DocumentSchema<T> | (() => Promise<DocumentSchema<T>>);

/**
 * "buttons.0.url must be a path…": the first issue of a failed parse, with its field path (worded as the server words
 * the `problem` of a document it checked: the contract's `describeDocumentProblem`, which this chunk does not import
 * because its module builds every schema).
 */
export function describeProblem(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): string {
  const first = issues[0];
  if (!first) return 'unreadable document';
  const path = first.path.map(String).join('.');
  return path ? `${path} ${first.message}` : first.message;
}

/** Loaded schemas by loader, and loads under way (each loader runs once). */
const loadedSchemas = new WeakMap<() => Promise<DocumentSchema<unknown>>, DocumentSchema<unknown>>();
const loadingSchemas = new WeakMap<() => Promise<DocumentSchema<unknown>>, Promise<DocumentSchema<unknown>>>();

function loadSchema<T>(load: () => Promise<DocumentSchema<T>>): Promise<DocumentSchema<T>> {
  let loading = loadingSchemas.get(load);
  if (!loading) {
    loading = load().then((schema) => {
      loadedSchemas.set(load, schema);
      return schema;
    });
    loading.catch(() => loadingSchemas.delete(load));
    loadingSchemas.set(load, loading);
  }
  return loading as Promise<DocumentSchema<T>>;
}

/**
 * A document parsed here came from wherever the page came from, and so did any `checked` or `problem` of the
 * components it nests (an accordion item's): dropped, so each nested block parses its own document. Only a server
 * that checked the whole page (`checkPageComponents`) marks nested components.
 */
function withoutClaims(value: unknown, inComponents = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutClaims(item, inComponents));
  if (value === null || typeof value !== 'object') return value;
  const placed = inComponents && typeof (value as { type?: unknown }).type === 'string';
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !(placed && (key === 'checked' || key === 'problem')))
      .map(([key, child]) => [key, withoutClaims(child, key === 'components')]),
  );
}

/**
 * A registry block that validates its CMS document first (bad input → a clear note naming the field,
 * nothing rendered from it) and hands the parsed document to the view.
 *
 * A component the server already checked (`checked`, see the contract's `checkPageComponents`) renders its parsed
 * document as it is, and one it found a `problem` in shows that problem: on a page the server answered, no block
 * parses anything, and a block whose schema is given as a loader never loads it. Other documents (a story's, a
 * host's own CMS) are parsed here; with a loader the block suspends once while the schema loads (`preloadBlocks`
 * loads it ahead for a server's `renderToString`).
 */
export function documentBlock<T>(
  schema: DocumentSchemaSource<T>,
  View: ComponentType<ContentBlockProps<T>>,
): ComponentType<ContentBlockProps> & { loadSchema(): Promise<void> } {
  function DocumentBlock(props: ContentBlockProps) {
    const text = useContentRenderOptions()?.text ?? pageRendererLabels;
    const invalid = (problem: string) => (
      <ContentPlaceholder message={formatLabel(text.invalidDocument, { component: props.component.type, problem })} />
    );
    if (props.component.problem !== undefined) return invalid(props.component.problem);
    if (props.component.checked === true) return <View {...props} document={props.document as T} />;
    const parser =
      typeof schema === 'function'
        ? ((loadedSchemas.get(schema) as DocumentSchema<T> | undefined) ?? use(loadSchema(schema)))
        : schema;
    const parsed = parser.safeParse(props.document);
    if (!parsed.success) return invalid(describeProblem(parsed.error.issues));
    return <View {...props} document={withoutClaims(parsed.data) as T} />;
  }
  DocumentBlock.displayName = `DocumentBlock(${View.displayName ?? View.name})`;
  return Object.assign(DocumentBlock, {
    loadSchema: () => (typeof schema === 'function' ? loadSchema(schema).then(() => undefined) : Promise.resolve()),
  });
}

/** One loader per name, so every block of a name shares one load. */
const contractSchemaLoaders = new Map<string, () => Promise<DocumentSchema<unknown>>>();

/**
 * The contract's schema of a built-in block, as a loader: the blocks' chunks do not import zod or the schemas,
 * which a page the server checked never needs.
 */
export function contractSchema<N extends ContentBlockName>(
  name: N,
): () => Promise<DocumentSchema<ContentBlockDocument<N>>> {
  let load = contractSchemaLoaders.get(name);
  if (!load) {
    load = () =>
      import('@shelfmark/api-client/schemas').then((m) => m.contentBlockSchemas[name] as DocumentSchema<unknown>);
    contractSchemaLoaders.set(name, load);
  }
  return load as () => Promise<DocumentSchema<ContentBlockDocument<N>>>;
}
