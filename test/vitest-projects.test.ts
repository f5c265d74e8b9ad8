/**
 * Guard: the 'node' test project shares one module graph per worker between its files (isolate: false in
 * vitest.config.ts). A file that replaces a module, spies on one, stubs a global or the environment, or fakes the
 * timers would leave that to whichever file runs next in its worker, or find the real module already imported; such a
 * file must be listed in OWN_MODULES, which runs each in a module graph of its own. Both directions are checked, so
 * the list neither misses a file nor keeps one that no longer needs it.
 *
 * The 'dom' project shares one jsdom window and module graph per worker too. test/setup-dom.ts undoes after every test
 * what its files may change (spies, stubbed globals and environment, new window properties, the document, the address,
 * storage, cookies); a file that replaces a module, fakes the timers or writes to the window or a prototype itself must
 * be listed in OWN_DOM, checked the same two ways.
 */
import { globSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DOM_TESTS, NODE_TESTS, OWN_DOM, OWN_MODULES } from '../vitest.config';

const ROOT = join(import.meta.dirname, '..');
const HERE = relative(ROOT, import.meta.filename);

/** What makes a file need its own module graph (spelled in pieces so this file does not match itself). */
const NEEDS_OWN_MODULES = new RegExp(
  [
    String.raw`\bvi\.(?:mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers)\(`,
    String.raw`process\.env\.[A-Z_]+\s*=[^=]`,
    String.raw`process\.env\[[^\]]+\]\s*=[^=]`,
    String.raw`\bdelete process\.env`,
    String.raw`globalThis\.[A-Za-z_$]+\s*=[^=]`,
  ].join('|'),
);

/**
 * What makes a dom file need a window and module graph of its own, that test/setup-dom.ts cannot undo: a replaced
 * module; faked timers (jsdom schedules its animation frames on the global timers: one scheduled on the fake clock never
 * runs, and no frame runs after it); writing a window property (but the address's hash) or a prototype's, or defining one.
 */
const NEEDS_OWN_DOM = new RegExp(
  [
    String.raw`\bvi\.(?:mock|doMock|useFakeTimers)\(`,
    String.raw`\b(?:globalThis|window|self|navigator)\.(?!location\.hash\b)[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\s*=[^=]`,
    String.raw`\((?:globalThis|window|self|navigator) as [^)]*\)\.[A-Za-z_$][\w$]*\s*=[^=]`,
    String.raw`\.prototype\.[A-Za-z_$][\w$]*\s*=[^=]`,
    String.raw`\bObject\.(?:defineProperty|defineProperties|assign|setPrototypeOf)\(\s*(?:globalThis|window|self|document|navigator|[\w$.]+\.prototype)\b`,
    String.raw`process\.env\.[A-Z_]+\s*=[^=]`,
    String.raw`process\.env\[[^\]]+\]\s*=[^=]`,
    String.raw`\bdelete process\.env`,
  ].join('|'),
);

/** The files a project's include patterns find (its own patterns, so a guard reads exactly the files it runs). */
function testFiles(patterns: string[]): string[] {
  return globSync(patterns, { cwd: ROOT }).filter((file) => !/(^|\/)(node_modules|dist)\//.test(file) && file !== HERE);
}

/**
 * Both directions for one shared project and its escape list: every file that needs a graph of its own is listed, and
 * the list holds only such files.
 */
describe.each([
  { project: 'node', patterns: NODE_TESTS, needs: NEEDS_OWN_MODULES, list: OWN_MODULES, listName: 'OWN_MODULES' },
  { project: 'dom', patterns: DOM_TESTS, needs: NEEDS_OWN_DOM, list: OWN_DOM, listName: 'OWN_DOM' },
])('the $project test projects', ({ patterns, needs, list, listName }) => {
  const files = testFiles(patterns);
  const needing = files.filter((file) => needs.test(readFileSync(join(ROOT, file), 'utf8'))).sort();

  it(`run every file that replaces modules, fakes the timers or writes to what files share in a graph of its own (${listName})`, () => {
    expect(needing.length).toBeGreaterThan(0);
    expect(needing.filter((file) => !list.includes(file))).toEqual([]);
  });

  it(`list in ${listName} only test files that exist and need it`, () => {
    expect(list.filter((file) => !needing.includes(file))).toEqual([]);
  });
});

describe('the dom test projects', () => {
  it('share a window only with the reset after each test that the list relies on (test/setup-dom.ts)', () => {
    const setup = readFileSync(join(ROOT, 'test/setup-dom.ts'), 'utf8');
    for (const reset of [
      'cleanup()',
      'vi.useRealTimers()',
      'vi.restoreAllMocks()',
      'vi.unstubAllGlobals()',
      'vi.unstubAllEnvs()',
      'restoreDocument()',
      'history.replaceState(',
    ]) {
      expect(setup).toContain(reset);
    }
  });
});
