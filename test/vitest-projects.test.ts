/**
 * Guard: the 'node' test project shares one module graph per worker between its files (isolate: false in
 * vitest.config.ts). A file that replaces a module, spies on one, stubs a global or the environment, or fakes the
 * timers would leave that to whichever file runs next in its worker, or find the real module already imported; such a
 * file must be listed in OWN_MODULES, which runs each in a module graph of its own. Both directions are checked, so
 * the list neither misses a file nor keeps one that no longer needs it.
 */
import { globSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { NODE_TESTS, OWN_MODULES } from '../vitest.config';

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

describe('the node test projects', () => {
  // The node projects' own patterns, so this guard reads exactly the files they run.
  const files = globSync(NODE_TESTS, { cwd: ROOT }).filter((file) => !/(^|\/)(node_modules|dist)\//.test(file) && file !== HERE);
  const needing = files.filter((file) => NEEDS_OWN_MODULES.test(readFileSync(join(ROOT, file), 'utf8'))).sort();

  it('run every file that replaces modules, globals, the environment or the timers in a module graph of its own', () => {
    expect(needing.length).toBeGreaterThan(0);
    expect(needing.filter((file) => !OWN_MODULES.includes(file))).toEqual([]);
  });

  it('list in OWN_MODULES only test files that exist and need it', () => {
    expect(OWN_MODULES.filter((file) => !needing.includes(file))).toEqual([]);
  });
});
