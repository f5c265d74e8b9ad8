#!/usr/bin/env node
/**
 * Every story as a test in Chromium: builds the static Storybook, serves it on 127.0.0.1 and runs
 * @storybook/test-runner over it. Each story must render, pass its play function, log no console
 * error, have no axe violation (addon-a11y `test: 'error'` in .storybook/preview.tsx) and make no request
 * that fails on a plain static file server (issue 17: the build is self-contained).
 *
 *   npm run test:stories                 build, then test every story
 *   npm run test:stories -- --no-build   reuse storybook-static/ (the orchestrator built it already)
 *   … -- <test-storybook args>           anything else goes to test-storybook (e.g. --includeTags smoke)
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHROMIUM_PATH } from '../e2e/support/chromium.mjs';
import { ROOT, run } from '../e2e/support/run.mjs';
import { servePlainStatic } from './visual/plain-static-server.mjs';

// 0: the OS picks a free port, so the run never collides with anything else on the machine (STORYBOOK_TEST_PORT to fix one).
const PORT = Number(process.env.STORYBOOK_TEST_PORT ?? 0);
// STORYBOOK_STATIC_DIR lets several people (or agents) on one checkout build and test apart.
const STATIC_DIR = process.env.STORYBOOK_STATIC_DIR ? resolve(process.env.STORYBOOK_STATIC_DIR) : join(ROOT, 'storybook-static');

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const passThrough = args.filter((arg) => arg !== '--no-build');

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`test-stories: ${CHROMIUM_PATH} is missing. Run \`npm run install-browser\` first.`);
  process.exit(1);
}

if (!skipBuild || !existsSync(join(STATIC_DIR, 'index.json'))) {
  console.log('test-stories: building the static Storybook…');
  const built = await run('storybook', ['build', '-o', STATIC_DIR, '--quiet', '--disable-telemetry']);
  if (built !== 0) {
    console.error('test-stories: `npm run build-storybook` failed; see the output above.');
    process.exit(built);
  }
}

// A plain file server, as any host or Chromatic serves the build (.storybook/test-runner.ts fails a story on a failed request).
const server = await servePlainStatic(STATIC_DIR, PORT);
console.log(`test-stories: serving storybook-static on ${server.url}`);
let code = 1;
try {
  code = await run(
    'test-storybook',
    ['--url', server.url, '--index-json', '--config-dir', '.storybook', '--maxWorkers=2', '--testTimeout=60000', '--failOnConsole', '--disable-telemetry', ...passThrough],
    { env: { STORYBOOK_DISABLE_TELEMETRY: '1' } },
  );
} finally {
  await server.close();
}
if (code !== 0) console.error('test-stories: some stories failed (render, play function, console error or axe violation); see above.');
process.exit(code);
