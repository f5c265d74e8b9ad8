#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in order, stopping at the first failing step.
 *
 *   1. Chromium present (installs Debian's chromium when missing and root)
 *   2. type-check            tsc -p tsconfig.json
 *   2b. lint and format      npm run lint (ESLint, with the dependency rules), prettier --check .
 *   3. build                 npm run build (packages, server, host app)
 *   4. unit + contract + size budgets   vitest run
 *   4b. the server's tests again on a real PostgreSQL server   scripts/postgres/run-server-tests.mjs
 *   4c. the fleet test: each brand's servers behind HAProxy on one PostgreSQL, its buyer journeys in Chromium through
 *       the balancer, the fleet checks   scripts/fleet/run.mjs (uses the host app of step 3)
 *   4d. integrator check     scripts/integrator/check.mjs (tarballs in a fresh app, skipLibCheck: false, CORS; a Next.js App Router app, JavaScript off)
 *   5. stories in Chromium with axe     scripts/test-stories.mjs (builds Storybook)
 *   6. visual check          scripts/visual/run.mjs (reuses that Storybook build)
 *   6b. the same for a sample of stories under other system fonts   run.mjs --alternate-fonts
 *   7. end-to-end journeys   scripts/test-e2e.mjs (reuses the build of step 3)
 *   8. accessibility conformance report   scripts/acr/generate.mjs: docs/accessibility-conformance-report.md must
 *      say what this run's results say (SHELFMARK_ACR=write npm test rewrites it)
 *
 * Ends with a summary of every step and the plain line `N passed, N failed`.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, toolEnv } from '../e2e/support/run.mjs';

// This run's results only: the conformance report must not read an earlier run's.
const ACR_RESULTS = join(ROOT, 'test-results/acr');
rmSync(ACR_RESULTS, { recursive: true, force: true });

/** Lines that say why a step failed (test runners' failure marks, assertion and error lines). */
const FAILURE_LINE =
  /(\bFAIL\b|FAILED|✗|×|✘|AssertionError|Error:|Expected|Received|expected .* to |Timeout|timed out|not ok\b|^\[warn\] |^\s+\d+:\d+\s+error\s)/;
// eslint-disable-next-line no-control-regex -- matches the terminal's colour codes, which start with ESC
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Runs one step with its output passed through as it comes, and keeps the lines that look like a
 * failure, so the summary can repeat why a step failed: on CI only the end of a long log is read.
 */
function runStep(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, env: toolEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    const failures = [];
    const keep = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        out.write(chunk);
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          const plain = line.replace(ANSI, '').trimEnd();
          if (FAILURE_LINE.test(plain) && !/ LOG: /.test(plain)) failures.push(plain.slice(0, 300));
          if (failures.length > 400) failures.splice(0, 200);
        }
      });
    };
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    const forward = (signal) => child.kill(signal);
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.on('error', (error) => {
      failures.push(`could not start \`${command}\`: ${error.message}`);
      done({ code: 1, failures });
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done({ code: code ?? (signal ? 1 : 0), failures });
    });
  });
}

const steps = [
  { name: 'Chromium installed', command: 'node', args: ['scripts/install-chromium.mjs'] },
  { name: 'type-check (tsc -p tsconfig.json)', command: 'tsc', args: ['-p', 'tsconfig.json'] },
  { name: 'lint (ESLint, dependency rules)', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'format (prettier --check .)', command: 'prettier', args: ['--check', '.', '--log-level', 'warn'] },
  { name: 'build (npm run build)', command: 'npm', args: ['run', 'build'] },
  {
    name: 'unit, component, contract and size-budget tests (vitest run)',
    command: 'vitest',
    // The JSON report is read by the accessibility conformance report, the last step.
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${ACR_RESULTS}/vitest.json`],
  },
  {
    name: "server tests on a PostgreSQL server (Debian's, started by the script)",
    command: 'node',
    args: ['scripts/postgres/run-server-tests.mjs'],
  },
  {
    name: 'fleet: both brands behind HAProxy on one PostgreSQL, buyer journeys through the balancer (npm run fleet)',
    command: 'node',
    args: ['scripts/fleet/run.mjs'],
  },
  {
    name: 'integrator check: the packed packages in a fresh Vite app and a Next.js App Router app, against the server',
    command: 'node',
    args: ['scripts/integrator/check.mjs'],
  },
  { name: 'stories in Chromium with axe', command: 'node', args: ['scripts/test-stories.mjs'] },
  { name: 'visual check against committed baselines', command: 'node', args: ['scripts/visual/run.mjs', '--no-build'] },
  {
    // The stories with a monospace field, a code listing and covers: what other system fonts changed before.
    name: 'visual check under other system fonts (monospace, sans-serif, serif)',
    command: 'node',
    args: [
      'scripts/visual/run.mjs',
      '--no-build',
      '--alternate-fonts',
      '--grep',
      'Commerce/(FastOrderForm|PriceAvailability|AnalyticsProvider|InternalProductSearch) ',
    ],
  },
  { name: 'end-to-end journeys, both brands', command: 'node', args: ['scripts/test-e2e.mjs', '--no-build'] },
  {
    name: 'accessibility conformance report: docs/ says what these results say',
    command: 'node',
    args: ['scripts/acr/generate.mjs'],
  },
];

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const results = [];
const started = Date.now();

for (const [index, step] of steps.entries()) {
  console.log(`\n━━ [${index + 1}/${steps.length}] ${step.name}\n`);
  const stepStarted = Date.now();
  const { code, failures } = await runStep(step.command, step.args);
  results.push({ ...step, ok: code === 0, ms: Date.now() - stepStarted, failures });
  if (code !== 0) break;
}

console.log('\n━━ Summary');
for (const [index, step] of steps.entries()) {
  const result = results[index];
  const mark = !result ? 'not run' : result.ok ? 'passed ' : 'FAILED ';
  console.log(`  ${mark}  ${step.name}${result ? `  (${minutes(result.ms)})` : ''}`);
}
const failedStep = results.find((result) => !result.ok);
if (failedStep) {
  const lines = [...new Set(failedStep.failures)].slice(-40);
  console.log(
    `\n━━ Why '${failedStep.name}' failed (its failure lines, last ${lines.length}; the whole output is above)`,
  );
  for (const line of lines.length ? lines : ["(no line looked like a failure: read the step's output above)"])
    console.log(`  ${line}`);
}
const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
const notRun = steps.length - results.length;
console.log(
  `\n  total ${minutes(Date.now() - started)}${notRun ? `; ${notRun} step(s) not run after the failure` : ''}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && notRun === 0 ? 0 : 1);
