/** Editable texts of a component: every key has an English default; the CMS may send any subset as strings. */
export type LabelOverrides<T> = { [K in keyof T]?: string | null | undefined };

/**
 * Merges label overrides onto the defaults. A missing override (`undefined` or `null`, as a CMS sends for an
 * empty field) keeps the default, so every text a component renders is always a string.
 */
export function resolveLabels<T extends Record<string, string>>(defaults: T, overrides?: LabelOverrides<T> | null): T {
  if (!overrides) return defaults;
  const merged: Record<string, string> = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    if (typeof value === 'string' && key in defaults) merged[key] = value;
  }
  return merged as T;
}
