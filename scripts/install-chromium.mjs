#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is at /usr/bin/chromium — the only browser the tests launch
 * (downloaded test browsers fail on these machines). Installs it with apt when missing and we are root.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../e2e/support/chromium.mjs';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(
      `install-chromium: \`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(1);
  }
}

if (existsSync(CHROMIUM_PATH)) {
  console.log(`install-chromium: Chromium found at ${CHROMIUM_PATH}.`);
  process.exit(0);
}

if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  console.error(
    `install-chromium: ${CHROMIUM_PATH} is missing and installing it needs root.\n` +
      '  Run as root: apt-get update && apt-get install -y chromium\n' +
      "  (the tests use Debian's Chromium; `npx playwright install` does not work on these machines).",
  );
  process.exit(1);
}

console.log("install-chromium: installing Debian's chromium with apt (about a minute)…");
run('apt-get', ['update']);
// fonts-liberation is what Chromium's default serif and sans-serif (Times New Roman, Arial) resolve to here; Debian's
// chromium only recommends it, and the visual baselines' brand headings and form controls are drawn in it.
run('apt-get', ['install', '-y', 'chromium', 'fonts-liberation']);
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`install-chromium: apt finished but ${CHROMIUM_PATH} is still missing.`);
  process.exit(1);
}
console.log(`install-chromium: Chromium installed at ${CHROMIUM_PATH}.`);
