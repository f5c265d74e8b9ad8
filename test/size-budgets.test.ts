/**
 * Size budgets as tests: sizes are deterministic, unlike times. Every JavaScript entry a consumer
 * loads is measured gzipped (level 9) together with the chunks it imports statically, and held
 * under the budget recorded in budgets.json. The orchestrator (`npm test`) builds first; run
 * `npm run build` before running this file on its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const KB = 1000;

interface Budgets {
  /** Host app folder → kB for the JavaScript loaded before any lazy route. */
  initialRoute: Record<string, number>;
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
function staticClosure(entryFiles: string[], resolveSpecifier: (from: string, specifier: string) => string | null): string[] {
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

describe('size budgets (gzip level 9, budgets.json)', () => {
  describe.each(Object.entries(budgets.initialRoute))('%s initial route', (app, budgetKb) => {
    it(`loads at most ${budgetKb} kB of JavaScript before any lazy route`, () => {
      const dist = join(ROOT, app, 'dist');
      const html = join(dist, 'index.html');
      expect(existsSync(html), `${relative(ROOT, html)} is missing: ${BUILD_HINT}`).toBe(true);
      const markup = readFileSync(html, 'utf8');
      const tags = [
        ...markup.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g),
        ...markup.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g),
      ].map(([, src]) => join(dist, src!.replace(/^\//, '')));
      expect(tags.length, `${relative(ROOT, html)} names no module script`).toBeGreaterThan(0);
      const files = staticClosure(tags, (from, specifier) =>
        specifier.startsWith('/') ? join(dist, specifier) : relativeChunk(from, specifier),
      );
      const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
      console.info(`${app} initial route: ${kb(total)} gz in ${files.length} files (budget ${budgetKb} kB)`);
      expect(total, `${app}'s initial route is ${kb(total)} gz, over its ${budgetKb} kB budget`).toBeLessThanOrEqual(budgetKb * KB);
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
    expect(total, `${entry} is ${kb(total)} gz with its chunks, over its ${budgetKb} kB budget`).toBeLessThanOrEqual(budgetKb! * KB);
  });
});
