/**
 * The focus ring keeps 3:1 against every background it can be drawn on (WCAG 2.2 1.4.11 and 2.4.13's contrast), for
 * both brands, computed from the stylesheets the packages ship: the tokens of @shelfmark/forms, then each brand's set
 * in @shelfmark/blocks. A dark bar sets --sm-color-focus to a ring token of its own, so every focus rule inside it
 * (they all draw var(--sm-color-focus)) uses that one; the test reads that declaration from the bar's own rule.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

interface Rule {
  selector: string;
  declarations: Map<string, string>;
}

/** The top-level rules of a stylesheet (at-rules and what they hold are skipped). */
function rulesOf(css: string): Rule[] {
  const rules: Rule[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '{') {
      if (depth === 0) {
        const selector = css.slice(start, i).trim();
        start = i + 1;
        if (!selector.startsWith('@')) {
          const end = css.indexOf('}', i);
          const declarations = new Map<string, string>();
          for (const part of css.slice(i + 1, end).split(';')) {
            const colon = part.indexOf(':');
            if (colon > 0) declarations.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
          }
          rules.push({ selector, declarations });
          i = end;
          start = end + 1;
          continue;
        }
      }
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) start = i + 1;
    }
  }
  return rules;
}

const tokenRules = rulesOf(read('packages/forms/src/styles.css'));
const brandRules = rulesOf(read('packages/blocks/src/styles/brands.css'));
const blocksRules = ['header.css', 'footer.css', 'content.css'].flatMap((file) =>
  rulesOf(read(`packages/blocks/src/styles/${file}`)),
);

type Brand = 'shelfmark' | 'thorndike';

/** The custom properties in effect on a whole page of the brand (<html data-brand>): base, brand, page-wide brand. */
function tokensOf(brand: Brand): Map<string, string> {
  const tokens = new Map<string, string>();
  const apply = (rule: Rule | undefined) => {
    for (const [name, value] of rule?.declarations ?? []) if (name.startsWith('--')) tokens.set(name, value);
  };
  apply(tokenRules.find((rule) => rule.selector === ':root'));
  apply(brandRules.find((rule) => rule.selector === `[data-brand='${brand}']`));
  apply(brandRules.find((rule) => rule.selector === `:root[data-brand='${brand}']`));
  return tokens;
}

/** A token's colour, following var() references. */
function colour(tokens: Map<string, string>, value: string): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (reference) {
    const next = tokens.get(reference[1]!);
    if (next === undefined) throw new Error(`${reference[1]} is not a token`);
    return colour(tokens, next);
  }
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${value} is not a #rrggbb colour`);
  return value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * Every background token a focusable control sits on: the page's light surfaces take the brand's ring; the dark bars
 * (`container`: the rule that paints them) set their own.
 */
const BACKGROUNDS: { token: string; container?: string }[] = [
  { token: '--sm-color-surface' },
  { token: '--sm-color-surface-alt' },
  { token: '--sm-color-info-bg' },
  { token: '--sm-color-warning-bg' },
  { token: '--sm-header-bg' },
  { token: '--sm-header-secondary-bg', container: '.sm-header__bar--secondary' },
  { token: '--sm-footer-bg', container: '.sm-footer' },
  { token: '--sm-brand-accent', container: '.sm-preview-bar' },
];

/** The ring colour drawn on a background: its container's --sm-color-focus, else the page's. */
function ringOn(tokens: Map<string, string>, container: string | undefined): string {
  if (!container) return colour(tokens, tokens.get('--sm-color-focus')!);
  const rule = blocksRules.find((r) => r.selector === container);
  if (!rule) throw new Error(`no rule ${container} in the blocks' stylesheets`);
  expect(rule.declarations.get('background'), `${container} paints the background it is listed with`).toBeDefined();
  return colour(tokens, rule.declarations.get('--sm-color-focus') ?? tokens.get('--sm-color-focus')!);
}

describe('focus ring contrast', () => {
  for (const brand of ['shelfmark', 'thorndike'] as const) {
    it(`WCAG 1.4.11 2.4.7 the ${brand} focus ring has at least 3:1 against every background token`, () => {
      const tokens = tokensOf(brand);
      const failures: string[] = [];
      for (const { token, container } of BACKGROUNDS) {
        const ring = ringOn(tokens, container);
        const background = colour(tokens, tokens.get(token) ?? `var(${token})`);
        const ratio = contrast(ring, background);
        if (ratio < 3)
          failures.push(
            `${ring} on ${token} ${background}${container ? ` (${container})` : ''}: ${ratio.toFixed(2)}:1`,
          );
      }
      expect(failures).toEqual([]);
    });
  }

  it("the header's focus ring covers its select (the region selector), not only links, buttons and inputs", () => {
    const focusRule = blocksRules.find((rule) => rule.selector.includes('.sm-header a:focus-visible'));
    expect(focusRule?.selector.split(',').map((s) => s.trim())).toContain('.sm-header select:focus-visible');
    expect(focusRule?.declarations.get('outline')).toMatch(/var\(--sm-color-focus\)/);
  });
});
