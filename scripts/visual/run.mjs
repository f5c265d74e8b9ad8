#!/usr/bin/env node
/**
 * The local visual check (no cloud service): serves the static Storybook on 127.0.0.1 with a plain static
 * file server and runs the Playwright screenshot test in e2e/visual against the committed baselines; a story
 * with a failed request (anything the build lacks) fails too.
 *
 *   npm run test:visual                  build Storybook, compare every story with its baseline
 *   npm run test:visual -- --no-build    reuse storybook-static/
 *   npm run test:visual:update           rewrite the baselines (review the PNG diff, then commit)
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';
import { ROOT, run } from '../../e2e/support/run.mjs';
import { servePlainStatic } from './plain-static-server.mjs';

// 0: the OS picks a free port (VISUAL_TEST_PORT to fix one).
const PORT = Number(process.env.VISUAL_TEST_PORT ?? 0);
// STORYBOOK_STATIC_DIR lets several people (or agents) on one checkout build and test apart.
const STATIC_DIR = process.env.STORYBOOK_STATIC_DIR
  ? resolve(process.env.STORYBOOK_STATIC_DIR)
  : join(ROOT, 'storybook-static');

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const update = args.includes('--update');
const passThrough = args.filter((arg) => arg !== '--no-build' && arg !== '--update');

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`test-visual: ${CHROMIUM_PATH} is missing. Run \`npm run install-browser\` first.`);
  process.exit(1);
}

if (!skipBuild || !existsSync(join(STATIC_DIR, 'index.json'))) {
  console.log('test-visual: building the static Storybook…');
  const built = await run('storybook', ['build', '-o', STATIC_DIR, '--quiet', '--disable-telemetry']);
  if (built !== 0) {
    console.error('test-visual: `npm run build-storybook` failed; see the output above.');
    process.exit(built);
  }
}

// A plain file server, as any host or Chromatic serves the build: a story that needs anything else fails.
const server = await servePlainStatic(STATIC_DIR, PORT);
let code;
try {
  code = await run(
    'playwright',
    [
      'test',
      '--config',
      'e2e/visual/playwright.config.ts',
      ...(update ? ['--update-snapshots=all'] : []),
      ...passThrough,
    ],
    { env: { STORYBOOK_URL: server.url } },
  );
} finally {
  await server.close();
}
if (code !== 0 && !update) {
  console.error(
    'test-visual: a story looks different from its baseline, or has none (see test-results/visual for the diffs).\n' +
      '  If the change is intended: npm run test:visual:update, review e2e/visual/__screenshots__, commit.',
  );
}
process.exit(code);
