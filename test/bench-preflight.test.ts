import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLighthouse } from '../bench/lighthouse.mjs';
import { ensureChromium, oneLine } from '../bench/lib/preflight.mjs';
import { ROOT, toolEnv } from '../e2e/support/run.mjs';

const MISSING = '/nonexistent/shelfmark-bench/chromium';
const STACK_FRAME = /^\s+at\s/m;

/** Runs the benchmark's runner; resolves with its exit code and output. */
function runBench(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('node', ['bench/run.mjs', ...args], { cwd: ROOT, env: toolEnv(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run bench: a part that cannot run says why in one line', () => {
  // It runs scripts/install-chromium.mjs as the bench does: with Chromium installed (npm test's first step) it only looks.
  it('stops before building or seeding when the browser parts have no Chromium, with one line and no stack trace', async () => {
    const { code, stdout, stderr } = await runBench(['--no-build', '--quick', '--only=lighthouse'], {
      BENCH_CHROMIUM_PATH: MISSING,
      BENCH_BOOKS: '10',
    });
    expect(code).toBe(1);
    const lines = stderr.split('\n').filter((line) => line.trim());
    expect(lines).toEqual([expect.stringMatching(/^Benchmark stopped: Chromium is still missing at .*chromium/)]);
    expect(lines[0]).toContain(MISSING);
    expect(stderr).not.toMatch(STACK_FRAME);
    // Nothing was seeded: the servers start after this check.
    expect(stdout).not.toMatch(/seeding|PostgreSQL:/);
  });

  it("reports Lighthouse's missing browser as an error of one line instead of crashing the process", async () => {
    const failure = await runLighthouse({
      baseUrl: 'http://127.0.0.1:9',
      pages: [],
      runs: 1,
      chromePath: MISSING,
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(oneLine(failure)).toBe(
      `no Chromium at ${MISSING}: run \`npm run install-browser\` (as root it installs Debian's chromium)`,
    );
  });

  it('runs the install script when Chromium is missing and passes on its failure as one line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-preflight-'));
    const installer = join(dir, 'install-chromium.mjs');
    writeFileSync(installer, "console.error('install-chromium: needs root'); process.exit(1);\n");
    expect(ensureChromium({ path: MISSING, installer })).toBe(
      `Chromium is missing at ${MISSING} and ${installer} could not install it (its reason is printed above)`,
    );
    // Present: nothing is run (an installer that would fail is never called).
    const present = join(dir, 'chromium');
    writeFileSync(present, '#!/bin/sh\n');
    chmodSync(present, 0o755);
    expect(ensureChromium({ path: present, installer })).toBeNull();
  });

  it('keeps the message of a multi-line error and drops its stack frames', () => {
    const error = new Error('the server failed to start:\nport in use\n    at listen (node:net:1:1)');
    expect(oneLine(error)).toBe('the server failed to start: port in use');
  });
});
