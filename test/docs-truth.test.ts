import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expandBraces,
  historyNotes,
  layoutPaths,
  missingReadmeExports,
  moduleExports,
  packageEntries,
  readmeExportNames,
} from './docsTruth';

/** Docs and comments that stay true: the checks of test/docsTruth.ts on the tree, and each on a broken input. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const SOURCE_FILES = globSync(
  ['{packages,examples,stories,e2e,bench,scripts,test,.storybook}/**/*.{ts,tsx,js,mjs,cjs,mts,css}', '*.{ts,js,mjs}'],
  { cwd: ROOT, exclude: (path) => /(^|\/)(node_modules|dist|storybook-static)(\/|$)/.test(String(path)) },
).sort();

describe('source comments say why, never which issue or which day', () => {
  it('no comment in the tree carries an issue number or a date', () => {
    expect(SOURCE_FILES.length).toBeGreaterThan(500);
    const found = SOURCE_FILES.flatMap((file) =>
      historyNotes(read(file), file).map((note) => `${file}:${note.line} ${note.text}`),
    );
    expect(found).toEqual([]);
  });

  it('finds the notes of a crafted file, in line, block, JSX and CSS comments, and leaves strings alone', () => {
    const source = [
      "const title = 'fixed in issue 12'; // kept short (issue 13)",
      '/**',
      ' * Measured on 28 November 2026, and again on November 29.',
      ' */',
      'const regex = /issue 14/;',
      'export const View = () => <div>{/* see Issue #15 */}issue 16</div>;',
      '// fixed on 3 December: the cache',
    ].join('\n');
    expect(historyNotes(source, 'crafted.tsx').map((note) => note.line)).toEqual([1, 3, 6, 7]);
    expect(historyNotes('a { color: red; } /* since 2 November */', 'crafted.css')).toHaveLength(1);
    // Why, and data: an ISO date or a month and year given as an example is not a note.
    expect(historyNotes("// why: one frame; '2023-03-14' → 'March 2023'\nconst issues = 3;", 'crafted.ts')).toEqual([]);
  });
});

const PACKAGES = ['api-client', 'forms', 'commerce', 'blocks', 'server'];

describe('a README names only what its package exports', () => {
  it.each(PACKAGES)('packages/%s/README.md', (name) => {
    const pkg = packageEntries(join(ROOT, 'packages', name));
    const readme = read(`packages/${name}/README.md`);
    expect(readmeExportNames(readme, pkg.name).length).toBeGreaterThan(0);
    expect(missingReadmeExports(readme, pkg).map((n) => `line ${n.line}: ${n.name}`)).toEqual([]);
  });

  it('finds a name in an export table, an Exports section, an entry heading and an example that is not exported', () => {
    const pkg = { name: '@shelfmark/x', entries: new Map([['@shelfmark/x', new Set(['Cart', 'useCart'])]]) };
    const readme = [
      '| export | what |',
      '| --- | --- |',
      '| `Cart` + `useCart` | the cart |',
      '| `AddToWishList` + `useAddToWishList` | not exported |',
      '',
      '## Exports',
      '',
      '`Cart`, `Gone`, `auth: { mode }`',
      '',
      'Labels: every text can be overridden with `labels`.',
      '',
      '### `@shelfmark/x/react`',
      '',
      '- `useCart(override?)` — only in the root entry',
      '',
      '```tsx',
      "import { Cart, Missing as Other } from '@shelfmark/x';",
      '```',
    ].join('\n');
    expect(missingReadmeExports(readme, pkg).map((n) => n.name)).toEqual([
      'AddToWishList',
      'useAddToWishList',
      'Gone',
      'useCart',
      'Missing',
    ]);
  });

  it("reads a module's exports through export * and export … from", () => {
    const names = moduleExports(join(ROOT, 'packages/api-client/src/schemas.ts'));
    expect(names).toContain('cartSchema'); // export * from './schemas/index' → './cart'
    expect(names).toContain('toMoney'); // export { toMoney } from './money'
    expect(names).not.toContain('createApiClient');
  });
});

describe("docs/architecture.md's layout names only paths that exist", () => {
  it('every path of the layout exists', () => {
    const paths = layoutPaths(read('docs/architecture.md'));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter(({ path }) => !existsSync(join(ROOT, path))).map((p) => `line ${p.line}: ${p.path}`)).toEqual(
      [],
    );
  });

  it('reads the nesting and the braces of a crafted layout, and a made-up path does not exist', () => {
    const markdown = [
      '## The shape',
      '',
      '```',
      'package.json            scripts',
      'packages/',
      '  forms/                the forms',
      '    src/fields/{TextField,DateField}/',
      '                        a description carried over',
      'docs/                   architecture.md',
      '```',
    ].join('\n');
    const paths = layoutPaths(markdown).map(({ path }) => path);
    expect(paths).toEqual([
      'package.json',
      'packages',
      'packages/forms',
      'packages/forms/src/fields/TextField',
      'packages/forms/src/fields/DateField',
      'docs',
    ]);
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual(['packages/forms/src/fields/DateField']);
    expect(expandBraces('a/{b,c}/{d,e}')).toEqual(['a/b/d', 'a/b/e', 'a/c/d', 'a/c/e']);
  });
});

describe('docs/performance.md is a reference, its dated runs are files', () => {
  it('holds at most 300 lines, and every bench/results file it names exists', () => {
    const text = read('docs/performance.md');
    expect(text.split('\n').length).toBeLessThanOrEqual(300);
    const named = [...text.matchAll(/bench\/results\/[\w.-]+\.md/g)].map((match) => match[0]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});
