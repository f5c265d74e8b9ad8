/**
 * What the benchmark checks before a part runs, and how a part that cannot run is reported: one line that says what
 * is missing and what to do, never a stack trace (a missing Chromium once ended a run after 3 minutes of seeding with
 * chrome-launcher's unhandled `spawn /usr/bin/chromium ENOENT`).
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';
import { ROOT } from '../../e2e/support/run.mjs';

const INSTALLER = join(ROOT, 'scripts', 'install-chromium.mjs');

/** The one line an error prints: its message's lines, stack frames left out, joined; at most 400 characters. */
export function oneLine(error) {
  const text = error instanceof Error ? error.message : String(error);
  const line = text
    .split('\n')
    .map((part) => part.trim())
    .filter((part) => part && !/^at\s/.test(part) && !/^=+/.test(part))
    .join(' ');
  return line.length > 400 ? `${line.slice(0, 399)}…` : line;
}

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Throws an error of one line when the browser cannot be started from `path`. */
export function assertBrowser(path = CHROMIUM_PATH) {
  if (!isExecutable(path))
    throw new Error(`no Chromium at ${path}: run \`npm run install-browser\` (as root it installs Debian's chromium)`);
}

/**
 * Makes sure Chromium is there before the parts that need it, with the script the tests use (it installs Debian's
 * chromium with apt when missing and root). Resolves null when it is there, or a one-line reason.
 */
export function ensureChromium({ path = CHROMIUM_PATH, installer = INSTALLER } = {}) {
  if (isExecutable(path)) return null;
  const result = spawnSync(process.execPath, [installer], { stdio: 'inherit' });
  if (result.error) return `could not run ${installer}: ${oneLine(result.error)}`;
  if (result.status !== 0)
    return `Chromium is missing at ${path} and ${installer} could not install it (its reason is printed above)`;
  return isExecutable(path) ? null : `Chromium is still missing at ${path} after ${installer}`;
}
