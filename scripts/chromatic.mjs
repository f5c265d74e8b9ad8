#!/usr/bin/env node
/**
 * `npm run chromatic`: publishes the static Storybook to Chromatic with the pinned `chromatic` devDependency
 * (never whatever `npx` would fetch). Chromatic needs its cloud service and a project token: without
 * CHROMATIC_PROJECT_TOKEN this says what is missing and exits 0, so a checkout without a token is not broken.
 *
 *   CHROMATIC_PROJECT_TOKEN=… npm run chromatic              build Storybook, then upload that build
 *   CHROMATIC_PROJECT_TOKEN=… npm run chromatic -- --no-build upload storybook-static/ as it is
 *   … -- <chromatic args>                                    anything else goes to the chromatic CLI
 *
 * The build is self-contained (covers and every other picture the stories show are files in it), so
 * Chromatic's capture needs nothing from this repository's servers.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT, run } from '../e2e/support/run.mjs';

const STATIC_DIR = process.env.STORYBOOK_STATIC_DIR
  ? resolve(process.env.STORYBOOK_STATIC_DIR)
  : join(ROOT, 'storybook-static');
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const passThrough = args.filter((arg) => arg !== '--no-build');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped — CHROMATIC_PROJECT_TOKEN is not set.\n' +
      '  Chromatic uploads the static Storybook to its cloud service, which needs the project token of a\n' +
      '  Chromatic project (chromatic.com → your project → Manage → Configure). Set it and run again:\n' +
      '    CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic\n' +
      '  Without a token, `npm run test:visual` runs the local screenshot check instead.',
  );
  process.exit(0);
}

if (!skipBuild || !existsSync(join(STATIC_DIR, 'index.json'))) {
  console.log('chromatic: building the static Storybook…');
  const built = await run('storybook', ['build', '-o', STATIC_DIR, '--quiet', '--disable-telemetry']);
  if (built !== 0) {
    console.error('chromatic: `storybook build` failed; see the output above.');
    process.exit(built);
  }
}

process.exit(await run('chromatic', ['--storybook-build-dir', STATIC_DIR, ...passThrough]));
