/**
 * A machine with other fonts, for one run: a fontconfig configuration that keeps every system setting and then makes
 * other installed families the preferred `monospace`, `sans-serif` (and with it Chromium's `system-ui`) and `serif`.
 * The visual check run under it (`npm run test:visual -- --alternate-fonts`) proves that the screenshots do not
 * depend on which fonts a machine happens to have: an extra font package (fonts-noto-mono, brought by imagemagick)
 * once changed the browser's monospace and 26 baselines with it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Each generic family and the family that replaces it; all three come with Debian's fonts-liberation, which the
 * baselines need anyway: Chromium's own serif and sans-serif (Times New Roman, Arial) resolve to Liberation Serif and
 * Sans, in the brand headings and unstyled form controls.
 */
export const ALTERNATES = { monospace: 'Liberation Mono', 'sans-serif': 'Liberation Sans', serif: 'Liberation Serif' };
const PACKAGE = 'fonts-liberation';

const fcMatch = (family, env = process.env) =>
  spawnSync('fc-match', ['--format=%{family[0]}', family], { encoding: 'utf8', env }).stdout ?? '';

/** The families of ALTERNATES that fontconfig cannot find on this machine. */
export function missingLiberation() {
  return Object.values(ALTERNATES).filter((family) => fcMatch(family) !== family);
}

/**
 * Installs fonts-liberation with apt when one of its families is missing (as install-chromium.mjs does for the
 * browser); returns a one-line reason when it cannot, or null when the families are there.
 */
export function ensureLiberation() {
  if (spawnSync('fc-match', ['--version']).error) return 'fc-match (fontconfig) is not installed';
  if (missingLiberation().length === 0) return null;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0)
    return `${missingLiberation().join(', ')} missing; as root: apt-get install -y ${PACKAGE}`;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', PACKAGE]]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0)
      return `\`apt-get ${args.join(' ')}\` failed`;
  }
  const still = missingLiberation();
  return still.length ? `${still.join(', ')} still missing after installing ${PACKAGE}` : null;
}

/** Writes the configuration into a fresh temporary folder; returns the environment that makes a process use it. */
export function alternateFontsEnv() {
  const file = join(mkdtempSync(join(tmpdir(), 'shelfmark-fonts-')), 'fonts.conf');
  const aliases = Object.entries(ALTERNATES)
    .map(
      ([generic, family]) =>
        `  <alias binding="strong"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`,
    )
    .join('\n');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
${aliases}
</fontconfig>
`,
  );
  return { FONTCONFIG_FILE: file };
}

/** The generics whose alternate is not what fontconfig answers under `env` (empty when the configuration works). */
export function unappliedAlternates(env) {
  return Object.entries(ALTERNATES)
    .filter(([generic, family]) => fcMatch(generic, { ...process.env, ...env }) !== family)
    .map(([generic]) => generic);
}
