/**
 * Guard: every component a package exports has a story file of its own, in one taxonomy (STYLE: "every
 * exported component: story per state"). The second part extends it to the components the packages'
 * modules export to each other. The export lists are the packages' real ones: each entry
 * of each UI package's `package.json` `exports` is imported and its capitalised function components (and
 * memo/forwardRef objects) are listed. A component counts as covered only when a stories file names it as its
 * meta `component` (so its autodocs page shows its props) — rendering it inside another story or a decorator
 * does not count. An internal part no integrator composes alone should not be exported instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const UI_PACKAGES = ['api-client', 'forms', 'commerce', 'blocks'];

function storyFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return storyFiles(path);
    return name.endsWith('.stories.tsx') ? [path] : [];
  });
}

/** React components among a module's exports: capitalised functions that are not classes, and memo/lazy/forwardRef objects. */
function exportedComponents(mod: Record<string, unknown>): string[] {
  return Object.entries(mod)
    .filter(
      ([name, value]) =>
        /^[A-Z][a-z]/.test(name) &&
        (typeof value === 'function'
          ? !/^class\b/.test(Function.prototype.toString.call(value))
          : typeof value === 'object' && value !== null && '$$typeof' in value),
    )
    .map(([name]) => name)
    .sort();
}

/** The JavaScript entries a package publishes (`exports` keys other than stylesheets and package.json), as import specifiers. */
function packageEntries(pkg: string): string[] {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'packages', pkg, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, unknown>;
  };
  return Object.keys(manifest.exports)
    .filter((key) => !/\.(css|json)$/.test(key))
    .map((key) => (key === '.' ? manifest.name : `${manifest.name}/${key.replace(/^\.\//, '')}`));
}

interface StoryMeta {
  file: string;
  title: string | null;
  component: string | null;
  tags: string[];
}

/** The default export's meta object of a stories file: `export default meta` of `const meta = {…}` or an inline object. */
function readMeta(file: string): StoryMeta {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)
      ? unwrap(node.expression)
      : node;
  const locals = new Map<string, ts.Expression>();
  let exported: ts.Expression | undefined;
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          locals.set(declaration.name.text, declaration.initializer);
      }
    }
    if (ts.isExportAssignment(statement)) exported = statement.expression;
  }
  let meta = exported && unwrap(exported);
  if (meta && ts.isIdentifier(meta)) meta = locals.get(meta.text) && unwrap(locals.get(meta.text)!);
  const result: StoryMeta = { file: relative(ROOT, file), title: null, component: null, tags: [] };
  if (!meta || !ts.isObjectLiteralExpression(meta)) return result;
  for (const property of meta.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
    const value = unwrap(property.initializer);
    if (property.name.text === 'title' && ts.isStringLiteralLike(value)) result.title = value.text;
    if (property.name.text === 'component' && ts.isIdentifier(value)) result.component = value.text;
    if (property.name.text === 'tags' && ts.isArrayLiteralExpression(value))
      result.tags = value.elements.filter(ts.isStringLiteralLike).map((tag) => tag.text);
  }
  return result;
}

const metas = storyFiles(join(ROOT, 'stories')).map(readMeta);
const modules = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  for (const pkg of UI_PACKAGES) {
    for (const entry of packageEntries(pkg))
      modules.set(entry, (await import(/* @vite-ignore */ entry)) as Record<string, unknown>);
  }
}, 120_000);

describe('every exported component has a story of its own', () => {
  it("reads the packages' real export lists (the guard sees what it guards)", () => {
    expect([...modules.keys()]).toEqual(
      expect.arrayContaining([
        '@shelfmark/api-client',
        '@shelfmark/api-client/react',
        '@shelfmark/forms',
        '@shelfmark/commerce',
        '@shelfmark/blocks',
      ]),
    );
    expect(exportedComponents(modules.get('@shelfmark/commerce')!)).toContain('CartPage');
    expect(exportedComponents(modules.get('@shelfmark/blocks')!)).toContain('SiteHeader');
    expect(exportedComponents(modules.get('@shelfmark/forms')!)).toContain('TextField');
    expect(exportedComponents(modules.get('@shelfmark/api-client/react')!)).toContain('ApiClientProvider');
    expect(exportedComponents(modules.get('@shelfmark/api-client')!)).not.toContain('ApiError');
  });

  it("reads each stories file's meta (title and component)", () => {
    expect(metas.length).toBeGreaterThan(50);
    expect(metas.find((meta) => meta.file.endsWith('CartPage.stories.tsx'))).toMatchObject({
      title: 'Commerce/CartPage',
      component: 'CartPage',
    });
  });

  it('each exported component is the meta component of a stories file, so it has a docs page with its props', () => {
    const documented = new Set(metas.map((meta) => meta.component));
    const missing = [...modules].flatMap(([entry, mod]) =>
      exportedComponents(mod)
        .filter((name) => !documented.has(name))
        .map((name) => `${name} (${entry})`),
    );
    expect(
      [...new Set(missing)],
      'exported without a story of its own: write stories/<area>/<Name>.stories.tsx with `component: <Name>`, or stop exporting an internal part',
    ).toEqual([]);
  });

  it('one taxonomy: every stories file sits under Blocks/, Commerce/ or Forms/, and each component under one title only', () => {
    expect(metas.filter((meta) => meta.tags.includes('!autodocs')).length, 'the guard reads tags').toBeGreaterThan(0);
    const outside = metas
      .filter((meta) => !/^(Blocks|Commerce|Forms)\/[^/]+/.test(meta.title ?? ''))
      .map((meta) => `${meta.file}: ${meta.title}`);
    expect(
      outside,
      'give the stories file a title Blocks/<Component>, Commerce/<Component> or Forms/<Component>',
    ).toEqual([]);
    // A file tagged !autodocs documents no component: its stories sit under another file's title (the CMS
    // catalogue renders each block through PageRenderer under the block's own title).
    const titles = new Map<string, Set<string>>();
    for (const meta of metas) {
      if (!meta.component || !meta.title || meta.tags.includes('!autodocs')) continue;
      titles.set(
        meta.component,
        (titles.get(meta.component) ?? new Set()).add(meta.title.split('/').slice(0, 2).join('/')),
      );
    }
    const scattered = [...titles]
      .filter(([, set]) => set.size > 1)
      .map(([component, set]) => `${component}: ${[...set].join(', ')}`);
    expect(scattered, "a component's states belong under one title: rename the other stories files' titles").toEqual(
      [],
    );
  });
});

/** A component a source module exports (for its sibling files, or through a package entry): its name and file. */
interface ModuleComponent {
  name: string;
  file: string;
}

/** Source files of a UI package's components, without tests and stories. */
function componentSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return componentSources(path);
    return /\.tsx$/.test(name) && !/\.(test|stories)\.tsx$/.test(name) ? [path] : [];
  });
}

/** Capitalised functions a module exports, and capitalised consts made by a function, memo, forwardRef or a lazy loader. */
function moduleComponents(file: string): ModuleComponent[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const isComponentName = (name: string) => /^[A-Z][a-z]/.test(name);
  const makesComponent = (init: ts.Expression) =>
    ts.isArrowFunction(init) ||
    ts.isFunctionExpression(init) ||
    (ts.isCallExpression(init) &&
      /\b(memo|forwardRef|lazy|lazyBlock|lazyWidget)$/.test(init.expression.getText(source)));
  const found: ModuleComponent[] = [];
  for (const statement of source.statements) {
    if (
      !ts.canHaveModifiers(statement) ||
      !ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    )
      continue;
    if (ts.isFunctionDeclaration(statement) && statement.name && isComponentName(statement.name.text))
      found.push({ name: statement.name.text, file });
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (
          ts.isIdentifier(declaration.name) &&
          isComponentName(declaration.name.text) &&
          declaration.initializer &&
          makesComponent(declaration.initializer)
        ) {
          found.push({ name: declaration.name.text, file });
        }
      }
    }
  }
  return found;
}

describe('every component a module exports has a story, or is a part of one (review of stop 14)', () => {
  const sources = ['forms', 'commerce', 'blocks'].flatMap((pkg) =>
    componentSources(join(ROOT, 'packages', pkg, 'src')),
  );
  const components = sources.flatMap(moduleComponents);
  const documented = new Set(metas.map((meta) => meta.component));

  it("reads the modules' exports (the guard sees what it guards)", () => {
    expect(components.length).toBeGreaterThan(100);
    expect(components).toContainEqual({
      name: 'CheckoutSummary',
      file: join(ROOT, 'packages/commerce/src/checkout/CheckoutSummary.tsx'),
    });
    expect(components.map((c) => c.name)).toEqual(
      expect.arrayContaining(['SearchResultCard', 'DrawerToggle', 'BlockButton']),
    );
  });

  it("each is a stories file's component, or a part exported beside one (Drawer's DrawerToggle)", () => {
    // A part: exported from the file of a component that has its own stories (its family's stories show it).
    const family = (c: ModuleComponent) =>
      documented.has(
        c.file
          .split(/[\\/]/)
          .pop()!
          .replace(/\.tsx$/, ''),
      );
    const missing = components
      .filter((c) => !documented.has(c.name) && !family(c))
      .map((c) => `${c.name} (${relative(ROOT, c.file)})`);
    expect(
      missing,
      'write stories/<area>/<Name>.stories.tsx with `component: <Name>` and a story per state, or stop exporting it',
    ).toEqual([]);
  });
});
