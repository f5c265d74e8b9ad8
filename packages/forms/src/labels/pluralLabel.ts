/** A label and its singular: `other` holds `{count}` (or another placeholder), `one` is said for exactly one. */
export interface PluralLabel {
  one: string;
  other: string;
}

const rules = new Intl.PluralRules('en-US');

/**
 * The label for a number, in the singular when English says it ("in 1 second", "1 title was added"), with
 * the number and any other values filled in: `pluralLabel(1, { one: 'in {count} second', other: 'in {count} seconds' })`.
 * The placeholder holding the number is `{count}` unless another values key is given for it.
 */
export function pluralLabel(count: number, label: PluralLabel, values: Record<string, string | number> = {}): string {
  const template = rules.select(count) === 'one' ? label.one : label.other;
  return template.replace(/\{(\w+)\}/g, (token, name: string) => {
    if (name === 'count') return String(count);
    const value = values[name];
    return value === undefined ? token : String(value);
  });
}
