import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every name each package exports, entry by entry, read from the source of each entry its package.json "exports"
 * names, compared with test/public-surface/<package>.txt: a name added to or taken from a published entry is then a
 * deliberate change, reviewed in that file's diff. SHELFMARK_UPDATE_SURFACE=1 rewrites the files.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['api-client', 'forms', 'commerce', 'blocks', 'server'];
const LISTS = join(ROOT, 'test', 'public-surface');
const UPDATE = process.env.SHELFMARK_UPDATE_SURFACE === '1';

interface Entry {
  pkg: string;
  subpath: string;
  file: string;
}

function entries(pkg: string): Entry[] {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'packages', pkg, 'package.json'), 'utf8')) as {
    exports: Record<string, Record<string, string>>;
  };
  return Object.entries(manifest.exports)
    .filter(([, conditions]) => /\.tsx?$/.test(conditions['shelfmark-source'] ?? ''))
    .map(([subpath, conditions]) => ({
      pkg,
      subpath,
      file: join(ROOT, 'packages', pkg, conditions['shelfmark-source']!),
    }));
}

const all = PACKAGES.flatMap(entries);

/** One program for every entry: its checker lists each entry's exports, values apart from types. */
function surfaces(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.base.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const program = ts.createProgram(
    all.map((entry) => entry.file),
    { ...config.options, noEmit: true, types: ['node'] },
  );
  const checker = program.getTypeChecker();
  const out = new Map<string, string[]>();
  for (const entry of all) {
    const source = program.getSourceFile(entry.file)!;
    const module = checker.getSymbolAtLocation(source)!;
    const names = checker.getExportsOfModule(module).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return target.flags & ts.SymbolFlags.Value ? symbol.name : `type ${symbol.name}`;
    });
    out.set(
      `${entry.pkg} ${entry.subpath}`,
      names.sort((a, b) => a.replace(/^type /, '').localeCompare(b.replace(/^type /, ''))),
    );
  }
  return out;
}

function listFile(pkg: string, found: Map<string, string[]>): string {
  return (
    entries(pkg)
      .map((entry) => [`[${entry.subpath}]`, ...found.get(`${entry.pkg} ${entry.subpath}`)!].join('\n'))
      .join('\n\n') + '\n'
  );
}

describe('public surface', () => {
  const found = surfaces();
  for (const pkg of PACKAGES) {
    it(`@shelfmark/${pkg} exports exactly the names of test/public-surface/${pkg}.txt`, () => {
      const file = join(LISTS, `${pkg}.txt`);
      const actual = listFile(pkg, found);
      if (UPDATE) {
        mkdirSync(LISTS, { recursive: true });
        writeFileSync(file, actual);
      }
      const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
      expect(
        actual,
        `@shelfmark/${pkg}'s exports changed. If that is deliberate, rewrite the list with ` +
          `SHELFMARK_UPDATE_SURFACE=1 npx vitest run test/public-surface.test.ts and commit test/public-surface/${pkg}.txt.`,
      ).toBe(committed);
    });
  }
});
