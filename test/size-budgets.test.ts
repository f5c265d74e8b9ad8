/**
 * Size budgets as tests: sizes are deterministic, unlike times. Every JavaScript entry a
 * consumer loads is measured gzipped (level 9) together with the chunks it imports statically, and
 * held under the budget recorded in budgets.json. For the host app also: what each lazy route loads
 * beyond the initial route, that heavy libraries (exceljs, a PDF library) never load with the first
 * page, and each content block's own code (bundled from source here, no build needed). The
 * orchestrator (`npm test`) builds first; run `npm run build` before running this file on its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const KB = 1000;

interface Budgets {
  /** Host app folder → kB for the JavaScript loaded before any lazy route. */
  initialRoute: Record<string, number>;
  /**
   * Host app folder → kB a page may load beyond the initial route (its chunk and the chunks it imports statically),
   * with the pages that cannot meet it yet at their measured figure (reasons in docs/performance.md).
   */
  routeChunks: Record<string, { kB: number; except?: Record<string, number> }>;
  /** Content blocks of a registry: each block's own code, bundled from source with every package import left out. */
  blocks: { registry: string; medianKb: number; maxKb: number };
  /** Built package entry (path from the repo root) → kB. */
  entries: Record<string, number>;
}

const budgets = JSON.parse(readFileSync(join(ROOT, 'budgets.json'), 'utf8')) as Budgets;

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const BUILD_HINT = 'run `npm run build` first (npm test builds before it measures)';

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; never `import("./x.js")`. */
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g;

/** The file and every local chunk it pulls in statically, transitively. */
function staticClosure(
  entryFiles: string[],
  resolveSpecifier: (from: string, specifier: string) => string | null,
): string[] {
  const seen = new Set<string>();
  const queue = [...entryFiles];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveSpecifier(file, specifier!);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen];
}

const relativeChunk = (from: string, specifier: string) =>
  specifier.startsWith('./') || specifier.startsWith('../') ? resolve(dirname(from), specifier) : null;

/** Every JavaScript file a package's exports map points consumers at (its dist entries). */
function packageEntries(): string[] {
  const entries: string[] = [];
  for (const name of readdirSync(join(ROOT, 'packages')).sort()) {
    const manifestFile = join(ROOT, 'packages', name, 'package.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { exports?: Record<string, unknown> };
    for (const target of Object.values(manifest.exports ?? {})) {
      const file = typeof target === 'string' ? target : (target as { import?: string }).import;
      if (file?.endsWith('.js')) entries.push(posix.join('packages', name, file.replace(/^\.\//, '')));
    }
  }
  return entries;
}

/** A Vite build manifest entry (build.manifest: true writes dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The host app's build: its manifest, and the chunks its entries load before any lazy route. */
function hostAppBuild(app: string) {
  const dist = join(ROOT, app, 'dist');
  const html = join(dist, 'index.html');
  const manifestFile = join(dist, '.vite', 'manifest.json');
  for (const file of [html, manifestFile]) {
    expect(existsSync(file), `${relative(ROOT, file)} is missing: ${BUILD_HINT}`).toBe(true);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const markup = readFileSync(html, 'utf8');
  const tags = [
    ...markup.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g),
    ...markup.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g),
  ].map(([, src]) => join(dist, src!.replace(/^\//, '')));
  expect(tags.length, `${relative(ROOT, html)} names no module script`).toBeGreaterThan(0);
  // A server-rendered page bootstraps the build's other entry (src/boot.ts), which then imports index.html's.
  const otherEntries = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry && key !== 'index.html')
    .map(([, chunk]) => join(dist, chunk.file));
  const initialFiles = staticClosure([...tags, ...otherEntries], (from, specifier) =>
    specifier.startsWith('/') ? join(dist, specifier) : relativeChunk(from, specifier),
  );
  /** The chunk keys a manifest chunk pulls in statically, itself included. */
  const closure = (key: string) => {
    const seen = new Set<string>();
    const queue = [key];
    while (queue.length > 0) {
      const next = queue.shift()!;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(manifest[next]?.imports ?? []));
    }
    return [...seen].map((k) => join(dist, manifest[k]!.file));
  };
  return { dist, manifest, initialFiles, closure };
}

/** The modules a built chunk was made from, from its source map ("sources"). */
function chunkSources(file: string): string[] {
  const map = `${file}.map`;
  if (!existsSync(map)) {
    // Only chunks without code of ours come without a map: the bundler's own runtime, and a module that only
    // re-exports others (the API client's schemas index, one chunk per domain): its imports and exports aside, little is left.
    const code = readFileSync(file, 'utf8');
    expect(code, `${relative(ROOT, file)} names a source map that is missing`).not.toMatch(/sourceMappingURL=/);
    const body = code
      .replace(/\bimport\s*\{[^}]*\}\s*from\s*["'][^"']+["'];?/g, '')
      .replace(/\bexport\s*\{[^}]*\};?/g, '');
    expect(body.length, `${relative(ROOT, map)} is missing: the host app builds with sourcemap: true`).toBeLessThan(
      2000,
    );
    return [];
  }
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

/** Libraries a storefront may use but that must never load with the first page. */
const NEVER_INITIAL = /[\\/]node_modules[\\/](exceljs|pdfjs-dist|react-pdf|@react-pdf|pdf-lib|pdfkit|unpdf)[\\/]/;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

describe('size budgets (gzip level 9, budgets.json)', () => {
  describe.each(Object.entries(budgets.initialRoute))('%s initial route', (app, budgetKb) => {
    it(`loads at most ${budgetKb} kB of JavaScript before any lazy route`, () => {
      const { initialFiles } = hostAppBuild(app);
      const total = initialFiles.reduce((sum, file) => sum + gzipSize(file), 0);
      const parts = initialFiles.map((file) => `${file.split(/[\\/]/).pop()} ${kb(gzipSize(file))}`).join(', ');
      console.info(
        `${app} initial route: ${kb(total)} gz in ${initialFiles.length} files (budget ${budgetKb} kB): ${parts}`,
      );
      expect(total, `${app}'s initial route is ${kb(total)} gz, over its ${budgetKb} kB budget`).toBeLessThanOrEqual(
        budgetKb * KB,
      );
    });

    it('never loads exceljs or a PDF library with the first page; exceljs is a lazy chunk of its own', () => {
      const { initialFiles, manifest } = hostAppBuild(app);
      for (const file of initialFiles) {
        const heavy = chunkSources(file).filter((source) => NEVER_INITIAL.test(source));
        expect(heavy, `${relative(ROOT, file)} (initial route) contains ${heavy.join(', ')}`).toEqual([]);
      }
      // The check above is not vacuous: the build does contain exceljs, behind a dynamic import.
      const excel = Object.entries(manifest).filter(([key]) => /[\\/]node_modules[\\/]exceljs[\\/]/.test(key));
      expect(excel.length, 'exceljs is no longer in the build: update this test').toBeGreaterThan(0);
      for (const [key, chunk] of excel)
        expect(chunk.isDynamicEntry, `${key} must load only through import()`).toBe(true);
    });
  });

  describe.each(Object.entries(budgets.routeChunks))('%s lazy routes', (app, { kB: routeKb, except = {} }) => {
    const pagesDir = join(ROOT, app, 'src', 'pages');
    const pages = existsSync(pagesDir)
      ? readdirSync(pagesDir)
          .filter((name) => /\.tsx$/.test(name) && !/\.(test|stories)\.tsx$/.test(name))
          .sort()
      : [];

    it('has pages, and every page is a lazy chunk of its own (none is bundled into the shell)', () => {
      expect(pages.length, `no pages under ${relative(ROOT, pagesDir)}`).toBeGreaterThan(0);
      const { manifest } = hostAppBuild(app);
      const lazy = new Set(
        Object.values(manifest)
          .filter((c) => c.isDynamicEntry && c.src)
          .map((c) => c.src!),
      );
      expect(
        pages.filter((page) => !lazy.has(`src/pages/${page}`)),
        'pages not loaded through import()',
      ).toEqual([]);
    });

    it('loads the parts the content blocks share in one file, outside the first load (each file is a round trip)', () => {
      const { dist, manifest, initialFiles } = hostAppBuild(app);
      const shared =
        /packages[\\/]blocks[\\/]src[\\/](content[\\/]shared[\\/][^/]+\.tsx|registry[\\/]documentBlock\.tsx)$/;
      const files = [...new Set(Object.values(manifest).map((chunk) => join(dist, chunk.file)))].filter((file) =>
        file.endsWith('.js'),
      );
      const holding = files.filter((file) => chunkSources(file).some((source) => shared.test(source)));
      expect(
        holding.map((file) => relative(dist, file)),
        "files holding the blocks' shared parts",
      ).toHaveLength(1);
      expect(
        chunkSources(holding[0]!).filter((source) => shared.test(source)).length,
        'shared parts in that file',
      ).toBeGreaterThanOrEqual(6);
      expect(initialFiles, 'the first load').not.toContain(holding[0]);
    });

    it('names no exception for a page that does not exist, and none above the page it excuses', () => {
      expect(
        Object.keys(except).filter((page) => !pages.includes(page)),
        'exceptions for missing pages',
      ).toEqual([]);
      expect(
        Object.entries(except).filter(([, kB]) => kB <= routeKb),
        'exceptions at or under the common budget',
      ).toEqual([]);
    });

    it.each(pages)(`%s loads at most ${routeKb} kB beyond the initial route (or its recorded exception)`, (page) => {
      const budgetKb = except[page] ?? routeKb;
      const { manifest, initialFiles, closure } = hostAppBuild(app);
      const key = `src/pages/${page}`;
      expect(manifest[key], `${key} has no chunk in the manifest`).toBeDefined();
      const initial = new Set(initialFiles);
      const files = closure(key).filter((file) => !initial.has(file));
      const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
      console.info(
        `${app} ${page}: ${kb(total)} gz beyond the initial route in ${files.length} files (budget ${budgetKb} kB)`,
      );
      expect(
        total,
        `${page} loads ${kb(total)} gz beyond the initial route, over its ${budgetKb} kB budget`,
      ).toBeLessThanOrEqual(budgetKb * KB);
    });
  });

  describe("content blocks: each block's own code beyond its package imports", () => {
    const { registry, medianKb, maxKb } = budgets.blocks;
    const registryFile = join(ROOT, registry);

    /** Editor name → the module its lazy registry entry imports; every entry of the registry object must be lazy. */
    function registryEntries(): [string, string][] {
      const source = readFileSync(registryFile, 'utf8');
      const start = source.search(/\bcontentRegistry\s*:\s*ContentRegistry\s*=\s*\{/);
      expect(start, `no 'contentRegistry: ContentRegistry = {' in ${registry}`).toBeGreaterThanOrEqual(0);
      const body = source.slice(start, source.indexOf('\n};', start));
      const names = [...body.matchAll(/^\s*['"]([^'"]+)['"]\s*:/gm)].map(([, name]) => name!);
      const entries = [
        ...body.matchAll(
          /['"]([^'"]+)['"]\s*:\s*\{\s*component:\s*lazyBlock\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g,
        ),
      ].map(([, name, specifier]) => [name!, specifier!] as [string, string]);
      // A block registered without lazyBlock(() => import(...)) would land in the host app's initial route.
      expect(
        names.filter((name) => !entries.some(([lazyName]) => lazyName === name)),
        'registry blocks that do not load lazily',
      ).toEqual([]);
      return entries;
    }

    /** Bundles one block entry, minified, with every bare import (react, @shelfmark/*, libraries) and CSS left out; gzip bytes. */
    async function ownSize(specifier: string): Promise<number> {
      const result = await build({
        entryPoints: [resolve(dirname(registryFile), specifier)],
        resolveExtensions: ['.tsx', '.ts', '.js'],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        jsx: 'automatic',
        minify: true,
        logLevel: 'silent',
        plugins: [
          {
            name: 'leave-out-packages',
            setup(bundler) {
              bundler.onResolve({ filter: /^[^./]|\.css$/ }, (args) => ({ path: args.path, external: true }));
            },
          },
        ],
      });
      return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
    }

    it(`median block is at most ${medianKb} kB and none is over ${maxKb} kB (${registry})`, async () => {
      const entries = registryEntries();
      expect(entries.length, `no lazyBlock(() => import(...)) entries found in ${registry}`).toBeGreaterThan(0);
      const sizes = await Promise.all(
        entries.map(async ([name, specifier]) => [name, await ownSize(specifier)] as const),
      );
      const middle = median(sizes.map(([, size]) => size));
      console.info(
        `${entries.length} blocks, median ${kb(middle)} gz: ${[...sizes]
          .sort((a, b) => b[1] - a[1])
          .map(([n, s]) => `${n} ${kb(s)}`)
          .join(', ')}`,
      );
      expect(middle, `the median block is ${kb(middle)} gz, over ${medianKb} kB`).toBeLessThanOrEqual(medianKb * KB);
      const over = sizes.filter(([, size]) => size > maxKb * KB).map(([name, size]) => `${name} ${kb(size)}`);
      expect(over, `blocks over ${maxKb} kB gz`).toEqual([]);
    });
  });

  const entries = packageEntries();

  it('has a budget for every package entry, and none for an entry that no longer exists', () => {
    expect(entries.length, 'no package exports found under packages/*').toBeGreaterThan(0);
    expect(Object.keys(budgets.entries).sort()).toEqual([...entries].sort());
  });

  it.each(entries)('%s stays within its budget', (entry) => {
    const budgetKb = budgets.entries[entry];
    expect(budgetKb, `no budget for ${entry}: add one to budgets.json`).toBeTypeOf('number');
    const file = join(ROOT, entry);
    expect(existsSync(file), `${entry} is missing: ${BUILD_HINT}`).toBe(true);
    const files = staticClosure([file], relativeChunk);
    const total = files.reduce((sum, chunk) => sum + gzipSize(chunk), 0);
    console.info(`${entry}: ${kb(total)} gz in ${files.length} files (budget ${budgetKb} kB)`);
    expect(total, `${entry} is ${kb(total)} gz with its chunks, over its ${budgetKb} kB budget`).toBeLessThanOrEqual(
      budgetKb! * KB,
    );
  });
});
