/**
 * Checks that keep the docs and comments true (test/docs-truth.test.ts): source comments say why, never which issue
 * or which day; a README names only what its package exports; docs/architecture.md's layout names only paths that
 * exist. Each function reads text, so the test can prove it on crafted input.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import tseslint from 'typescript-eslint';

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
/** The word issue and a number: in brackets or not, plural, with a hash sign. */
const ISSUE_NOTE = /\bissues? #?\d+\b/i;
/**
 * A day of the calendar in words, the day first or the month first, with or without the year: the way a note says
 * when something was run. An ISO date in a comment is an example of data and stays.
 */
const DATE_NOTE = new RegExp(`\\b\\d{1,2} ${MONTH}\\b|\\b${MONTH} \\d{1,2}\\b`);

export interface Note {
  line: number;
  text: string;
}

/** The comments of a source file with the line each starts on (CSS: block comments; scripts: the parser's). */
export function sourceComments(text: string, fileName: string): Note[] {
  if (fileName.endsWith('.css')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
      line: text.slice(0, match.index).split('\n').length,
      text: match[0],
    }));
  }
  const jsx = /\.(tsx|jsx)$/.test(fileName);
  const parser = tseslint.parser as unknown as {
    parseForESLint(
      code: string,
      options: object,
    ): { ast: { comments?: { loc: { start: { line: number } }; value: string }[] } };
  };
  const { ast } = parser.parseForESLint(text, {
    comment: true,
    loc: true,
    range: true,
    ecmaFeatures: { jsx },
    filePath: fileName,
  });
  return (ast.comments ?? []).map((comment) => ({ line: comment.loc.start.line, text: comment.value }));
}

/** History notes in comments: which issue asked for a change, or on which day something was measured or decided. */
export function historyNotes(text: string, fileName: string): Note[] {
  const notes: Note[] = [];
  for (const comment of sourceComments(text, fileName)) {
    comment.text.split('\n').forEach((line, offset) => {
      if (ISSUE_NOTE.test(line) || DATE_NOTE.test(line)) notes.push({ line: comment.line + offset, text: line.trim() });
    });
  }
  return notes;
}

/** A name the README says its package exports, and the entry it names (undefined: any entry of the package). */
export interface ReadmeName {
  name: string;
  entry?: string;
  line: number;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** `createApiClient({ … })` and `demoSeed()` name `createApiClient` and `demoSeed`. */
const nameIn = (code: string) => {
  const name = code.replace(/\(.*$/s, '').trim();
  return IDENTIFIER.test(name) ? name : null;
};
const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * What a README says its package exports:
 * - the first column of a table headed "export" or "name";
 * - the backticked names of the first paragraph of a section headed "Exports";
 * - the first backticked name of each bullet under a heading that names an entry (### `@shelfmark/x/entry`);
 * - the names a code example imports from `@shelfmark/…` (for that entry).
 */
export function readmeExportNames(markdown: string, packageName: string): ReadmeName[] {
  const names: ReadmeName[] = [];
  const lines = markdown.split('\n');
  let inCode = false;
  let inExportTable = false;
  let section = '';
  let paragraph = 0;
  let inParagraph = false;
  let headingEntry: string | undefined;
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    if (line.startsWith('```')) {
      inCode = !inCode;
      return;
    }
    if (inCode) {
      for (const match of line.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(@shelfmark\/[^']+)'/g)) {
        for (const part of match[1]!.split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!
            .trim();
          if (IDENTIFIER.test(name)) names.push({ name, entry: match[2]!, line: lineNo });
        }
      }
      return;
    }
    const heading = /^(#+)\s+(.*)$/.exec(line);
    if (heading) {
      section = heading[2]!.trim();
      paragraph = 0;
      inParagraph = false;
      headingEntry = backticked(section).find((code) => code === packageName || code.startsWith(`${packageName}/`));
      inExportTable = false;
      return;
    }
    if (line.trim().startsWith('|')) {
      inParagraph = true; // a table is a paragraph of its section
      const row = cells(line);
      if (/^(exports?|names?)$/i.test(row[0] ?? '')) {
        inExportTable = true;
        return;
      }
      if (inExportTable && !/^-+$/.test((row[0] ?? '').replace(/:/g, ''))) {
        for (const code of backticked(row[0] ?? '')) {
          const name = nameIn(code);
          if (name) names.push({ name, line: lineNo });
        }
      }
      return;
    }
    inExportTable = false;
    if (line.trim() === '') {
      if (inParagraph) paragraph += 1;
      inParagraph = false;
      return;
    }
    inParagraph = true;
    if (/^exports$/i.test(section) && paragraph === 0) {
      for (const code of backticked(line)) {
        const name = nameIn(code);
        if (name && !code.includes(':')) names.push({ name, line: lineNo });
      }
    } else if (headingEntry && /^\s*- `/.test(line)) {
      const name = nameIn(backticked(line)[0] ?? '');
      if (name) names.push({ name, entry: headingEntry, line: lineNo });
    }
  });
  return names;
}

/** The source file a relative specifier names (TypeScript's bundler resolution, enough for these packages). */
function resolveModule(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const hasExportModifier = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Every name a module exports (values and types), following `export *` and `export … from` through its files. */
export function moduleExports(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const specifier =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      if (!statement.exportClause) {
        const target = specifier?.startsWith('.') ? resolveModule(file, specifier) : null;
        if (target) for (const name of moduleExports(target, seen)) names.add(name);
      } else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) names.add(element.name.text);
      } else {
        names.add(statement.exportClause.name.text);
      }
    } else if (hasExportModifier(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      ) {
        names.add(statement.name.text);
      }
    }
  }
  return names;
}

/** The exports of each entry of a package (`exports` of its package.json, through the `shelfmark-source` condition). */
export function packageEntries(packageDir: string): { name: string; entries: Map<string, Set<string>> } {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, Record<string, string>>;
  };
  const entries = new Map<string, Set<string>>();
  for (const [subpath, conditions] of Object.entries(manifest.exports)) {
    const source = conditions['shelfmark-source'];
    if (!source || !/\.tsx?$/.test(source)) continue;
    const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
    entries.set(specifier, moduleExports(join(packageDir, source)));
  }
  return { name: manifest.name, entries };
}

/** The names a README says its package exports that the package (or the entry it names) does not export. */
export function missingReadmeExports(
  markdown: string,
  pkg: { name: string; entries: Map<string, Set<string>> },
): ReadmeName[] {
  const anyEntry = new Set([...pkg.entries.values()].flatMap((names) => [...names]));
  return readmeExportNames(markdown, pkg.name).filter(({ name, entry }) => {
    if (entry && !entry.startsWith(pkg.name)) return false;
    const exported = entry ? pkg.entries.get(entry) : anyEntry;
    return !exported?.has(name);
  });
}

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`. */
export function expandBraces(path: string): string[] {
  const match = /\{([^{}]*)\}/.exec(path);
  if (!match) return [path];
  return match[1]!
    .split(',')
    .flatMap((choice) =>
      expandBraces(path.slice(0, match.index) + choice.trim() + path.slice(match.index + match[0].length)),
    );
}

/**
 * The paths of the layout block (the first fenced block after "## The shape"): each line's first word, where it
 * starts within the first columns, is a path below the entry two columns to its left; braces list several.
 */
export function layoutPaths(markdown: string): { path: string; line: number }[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^## The shape/.test(line));
  const open = lines.findIndex((line, index) => index > start && line.startsWith('```'));
  const paths: { path: string; line: number }[] = [];
  const stack: string[] = [];
  for (let index = open + 1; index < lines.length && !lines[index]!.startsWith('```'); index += 1) {
    const match = /^( *)(\S+)/.exec(lines[index]!);
    if (!match || match[1]!.length > 8) continue; // a description carried onto the next line
    const depth = match[1]!.length / 2;
    stack.length = depth;
    const name = match[2]!;
    stack.push(name.replace(/\/$/, ''));
    for (const path of expandBraces(stack.join('/'))) paths.push({ path, line: index + 1 });
  }
  return paths;
}
