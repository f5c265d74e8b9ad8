#!/usr/bin/env node
/**
 * Every story as a test in Chromium: builds the static Storybook, serves it on 127.0.0.1 and runs
 * @storybook/test-runner over it. Each story must render, pass its play function, log no console
 * error, have no axe violation (addon-a11y `test: 'error'` in .storybook/preview.tsx) and make no request
 * that fails on a plain static file server (the build is self-contained).
 *
 *   npm run test:stories                 build, then test every story
 *   npm run test:stories -- --no-build   reuse storybook-static/ (the orchestrator built it already)
 *   … -- <test-storybook args>           anything else goes to test-storybook (e.g. --includeTags smoke)
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { CHROMIUM_PATH } from '../e2e/support/chromium.mjs';
import { ROOT, run } from '../e2e/support/run.mjs';
import { servePlainStatic } from './visual/plain-static-server.mjs';

// 0: the OS picks a free port, so the run never collides with anything else on the machine (STORYBOOK_TEST_PORT to fix one).
const PORT = Number(process.env.STORYBOOK_TEST_PORT ?? 0);
// STORYBOOK_STATIC_DIR lets several people (or agents) on one checkout build and test apart.
const STATIC_DIR = process.env.STORYBOOK_STATIC_DIR
  ? resolve(process.env.STORYBOOK_STATIC_DIR)
  : join(ROOT, 'storybook-static');

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

/**
 * The runner writes one test file per story title, and each file boots the Storybook preview in a new page: about
 * 4.7 s a file on a loaded 2-core machine (fitted over the 117 files of a clean-clone run, against
 * 0.8 s a story), half of this step. So the runner reads an index whose stories are grouped into files of about
 * STORIES_PER_FILE, in the build's order; each story keeps its id, and its test name starts with its own title.
 * The pages the runner opens load the real build (`prepare` in .storybook/test-runner.ts, SHELFMARK_STORYBOOK_URL).
 */
const STORIES_PER_FILE = 30;

function groupedIndex(indexFile) {
  const index = JSON.parse(readFileSync(indexFile, 'utf8'));
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const entries = {};
  let group = 0;
  let inGroup = 0;
  let lastTitle = null;
  for (const story of stories) {
    // A new file once this one is full, at a title's first story (a title's stories stay together).
    if (inGroup >= STORIES_PER_FILE && story.title !== lastTitle) {
      group += 1;
      inGroup = 0;
    }
    const file = `Stories ${String(group + 1).padStart(2, '0')}`;
    entries[story.id] = { ...story, title: file, name: `${story.title} › ${story.name}` };
    inGroup += 1;
    lastTitle = story.title;
  }
  return JSON.stringify({ ...index, entries });
}

/** Answers the runner's request for index.json (and its check that a Storybook is there) with the grouped index. */
function serveIndex(json) {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (pathname === '/index.json') res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(json);
    else if (pathname === '/')
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>index for test-storybook</title>');
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () =>
      ok({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      }),
    ),
  );
}

// A plain file server, as any host or Chromatic serves the build (.storybook/test-runner.ts fails a story on a failed request).
const server = await servePlainStatic(STATIC_DIR, PORT);
const indexServer = await serveIndex(groupedIndex(join(STATIC_DIR, 'index.json')));
console.log(
  `test-stories: serving storybook-static on ${server.url} (the runner's grouped index on ${indexServer.url})`,
);
let code;
try {
  code = await run(
    'test-storybook',
    [
      '--url',
      indexServer.url,
      '--index-json',
      '--config-dir',
      '.storybook',
      '--maxWorkers=2',
      '--testTimeout=60000',
      '--failOnConsole',
      '--disable-telemetry',
      ...passThrough,
    ],
    { env: { STORYBOOK_DISABLE_TELEMETRY: '1', SHELFMARK_STORYBOOK_URL: server.url, REFERENCE_URL: server.url } },
  );
} finally {
  await server.close();
  await indexServer.close();
}
if (code !== 0)
  console.error(
    'test-stories: some stories failed (render, play function, console error or axe violation); see above.',
  );
process.exit(code);
