import type { ContentComponent } from '../registry/pageDocument';

/** What the server's preview answer tells about a component (`params.edit`): the page and component to open. */
export interface ComponentEditInfo {
  page?: string;
  component?: string;
  updatedAt?: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The component's `edit` data (CMS-01), with its id standing in for a missing component id. */
export function editInfoOf(component: ContentComponent): Required<ComponentEditInfo> {
  const edit = (component.params?.edit ?? {}) as Record<string, unknown>;
  return {
    page: textOf(edit.page) ?? '',
    component: textOf(edit.component) ?? component.id,
    updatedAt: textOf(edit.updatedAt) ?? '',
  };
}

/**
 * The CMS address of a component (CMS-01): `template`'s `{page}`, `{component}`, `{type}` and `{updatedAt}` filled
 * from its `edit` data, URL-encoded. Null without a template, or when the result is not an http(s) URL (a template
 * is configuration, but an edit link must never run script).
 */
export function buildEditUrl(template: string | null | undefined, component: ContentComponent): string | null {
  if (!template) return null;
  const values: Record<string, string> = { ...editInfoOf(component), type: component.type };
  const url = template.replace(/\{(page|component|type|updatedAt)\}/g, (_match, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
  return /^https?:\/\/[^\s/?#]+/i.test(url) ? url : null;
}
