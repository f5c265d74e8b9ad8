#!/usr/bin/env node
/**
 * The local visual check (no cloud service): serves the static Storybook on 127.0.0.1 with a plain static
 * file server and runs the Playwright screenshot test in e2e/visual against the committed baselines; a story
 * with a failed request (anything the build lacks) fails too.
 *
 *   npm run test:visual                  build Storybook, compare every story with its baseline
 *   npm run test:visual -- --no-build    reuse storybook-static/
 *   npm run test:visual:update           rewrite the baselines (review the PNG diff, then commit)
 *   npm run test:visual -- --alternate-fonts [--grep …]
 *                                        the same comparison with other system fonts as monospace, sans-serif and
 *                                        serif (alternate-fonts.mjs): the shots must not change
 */
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';
import { ROOT, run } from '../../e2e/support/run.mjs';
import { alternateFontsEnv, ensureLiberation, unappliedAlternates } from './alternate-fonts.mjs';
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
const alternateFonts = args.includes('--alternate-fonts');
const passThrough = args.filter((arg) => !['--no-build', '--update', '--alternate-fonts'].includes(arg));

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`test-visual: ${CHROMIUM_PATH} is missing. Run \`npm run install-browser\` first.`);
  process.exit(1);
}

if (alternateFonts && update) {
  console.error('test-visual: --alternate-fonts checks the baselines; it never writes them.');
  process.exit(1);
}
const missingFonts = ensureLiberation();
if (missingFonts) {
  console.error(`test-visual: the fonts the baselines and the alternate run need: ${missingFonts}.`);
  process.exit(1);
}
let fontsEnv = {};
if (alternateFonts) {
  fontsEnv = alternateFontsEnv();
  // Without this a broken configuration would leave the system's fonts in place and the run would prove nothing.
  const unapplied = unappliedAlternates(fontsEnv);
  if (unapplied.length) {
    console.error(
      `test-visual: under ${fontsEnv.FONTCONFIG_FILE}, fontconfig ignores the alternate ${unapplied.join(', ')}.`,
    );
    process.exit(1);
  }
  console.log(`test-visual: comparing under other system fonts (FONTCONFIG_FILE=${fontsEnv.FONTCONFIG_FILE}).`);
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
    { env: { STORYBOOK_URL: server.url, ...fontsEnv } },
  );
} finally {
  await server.close();
  if (fontsEnv.FONTCONFIG_FILE) rmSync(dirname(fontsEnv.FONTCONFIG_FILE), { recursive: true, force: true });
}
if (code !== 0 && alternateFonts) {
  console.error(
    'test-visual: a story changed when the system fonts changed: it draws text in a font the project does not ship.\n' +
      '  Name a family that .storybook/preview.css loads (a design token) before the generic one.',
  );
} else if (code !== 0 && !update) {
  console.error(
    'test-visual: a story looks different from its baseline, or has none (see test-results/visual for the diffs).\n' +
      '  If the change is intended: npm run test:visual:update, review e2e/visual/__screenshots__, commit.',
  );
}
process.exit(code);
