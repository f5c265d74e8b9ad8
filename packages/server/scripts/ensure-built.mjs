/**
 * Builds what `npm start` and `npm run seed` need, only when it is missing or older than its sources:
 * each package with its own `build` script (tsup), and the host app with vite. Plain Node (no
 * TypeScript), so the root scripts can import it before anything is built.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** What the server runs on, in build order: the contract first (the server imports its built schemas). */
const PACKAGES = [
  { name: '@shelfmark/api-client', dir: 'packages/api-client' },
  { name: '@shelfmark/server', dir: 'packages/server' },
];
const HOST_APP = { name: '@shelfmark/host-app', dir: 'examples/host-app' };
/** The host app bundles these packages from their source (vite, `shelfmark-source`). */
const BUNDLED_INTO_HOST_APP = ['packages/api-client', 'packages/forms', 'packages/commerce', 'packages/blocks'];

const IGNORED = new Set(['node_modules', 'dist', '.turbo']);

/** Newest modification time of a file or of every file below a folder (0 when missing). */
function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (IGNORED.has(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) continue;
    latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}

const sourcesOf = (dir) => ['src', 'package.json', 'tsup.config.ts'].map((p) => join(repoRoot, dir, p));
const builtAt = (file) => statSync(join(repoRoot, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** Why a workspace needs building, or null when its build is newer than its sources. */
export function staleReason(workspace, extraSources = []) {
  // The host app's build ends with its server entry (vite build, then vite build --ssr): missing, the pages cannot render.
  const output =
    workspace === HOST_APP ? `${HOST_APP.dir}/dist/server/entry-server.js` : `${workspace.dir}/dist/index.js`;
  const built = builtAt(output);
  if (built === 0) return `${output} is missing`;
  const sources =
    workspace === HOST_APP
      ? [
          ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
            join(repoRoot, HOST_APP.dir, p),
          ),
          ...extraSources,
        ]
      : sourcesOf(workspace.dir);
  const latest = Math.max(...sources.map(newest));
  return latest > built ? `${workspace.dir} changed since its last build` : null;
}

function run(command, args) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Builds the stale workspaces: the API client and the server (tsup), then, unless `withHostApp` is
 * false (npm run seed), the storefront (vite). A failing storefront build is reported and the
 * server still starts (with the previous build, or a page saying it is not built). Returns the
 * names it built.
 */
export async function ensureBuilt({ withHostApp = true, log = console.log } = {}) {
  const built = [];
  for (const workspace of PACKAGES) {
    const reason = staleReason(workspace);
    if (!reason) continue;
    log(`Building ${workspace.name} (${reason})…`);
    await run('npm', ['run', 'build', '-w', workspace.name]);
    built.push(workspace.name);
  }
  if (withHostApp && existsSync(join(repoRoot, HOST_APP.dir, 'package.json'))) {
    // The host app bundles every package's source, so any of them changing makes it stale.
    const reason = staleReason(
      HOST_APP,
      BUNDLED_INTO_HOST_APP.map((dir) => join(repoRoot, dir, 'src')),
    );
    if (reason) {
      log(`Building the storefront ${HOST_APP.name} (${reason})…`);
      try {
        await run('npm', ['run', 'build', '-w', HOST_APP.name]);
        built.push(HOST_APP.name);
      } catch (error) {
        console.error(
          `\n!! The storefront did not build (${error.message}). The API still starts; the pages are the previous build, if any.\n`,
        );
      }
    }
  }
  return built;
}

/** Refuses to run on a Node older than the repo needs (npm scripts put the pinned Node 24 first on PATH). */
export function assertNodeVersion() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) {
    console.error(
      `Shelfmark needs Node 22 or newer (this is ${process.version}). Run it through npm (npm start), which uses the Node pinned in node_modules.`,
    );
    process.exit(1);
  }
}
