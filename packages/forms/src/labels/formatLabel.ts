/**
 * Fills `{name}` placeholders of a label with values: `formatLabel('Max quantity is {max}', { max: 999 })`.
 * Placeholders without a value stay as written, so a mistyped token is visible instead of vanishing.
 */
export function formatLabel(template: string, values: Record<string, string | number | null | undefined> = {}): string {
  return template.replace(/\{(\w+)\}/g, (token, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? token : String(value);
  });
}
