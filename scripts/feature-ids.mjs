#!/usr/bin/env node
/**
 * Which feature ids of the feature map no test or story names (the map asks every proof to name its id, so
 * `grep -rn CART-08` finds it). The map lives beside the specs, outside this tree: pass its path.
 *
 *   node scripts/feature-ids.mjs <path to FEATURES.md> [--json]
 *
 * An id counts as named when it is in a string of a test file (*.test.ts(x), e2e *.spec.ts: the titles of it(),
 * test(), describe() and test.step()) or anywhere in a story file (*.stories.tsx: the story's doc comment or name).
 * Prints every id with the files that name it, then the ids named by none; exits 1 when there is any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SKIP = new Set(['node_modules', 'dist', 'storybook-static', '.git', '.artifacts', '__screenshots__']);

const args = process.argv.slice(2);
const mapPath = args.find((arg) => !arg.startsWith('--'));
if (!mapPath) {
  console.error('usage: node scripts/feature-ids.mjs <path to FEATURES.md> [--json]');
  process.exit(2);
}

/** The ids the map lists: `- CART-03 …` lines. */
export function featureIds(markdown) {
  return [...markdown.matchAll(/^- ([A-Z]+-\d+)\b/gm)].map((match) => match[1]);
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(test|spec)\.tsx?$|\.stories\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The text of a file an id may name a proof in: every string of a test file, the whole of a story file. */
function namingText(path, source) {
  if (/\.stories\.tsx?$/.test(path)) return source;
  return [...source.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => m[0]).join('\n');
}

const ids = featureIds(readFileSync(mapPath, 'utf8'));
const texts = [...files(ROOT)].map((path) => ({
  path: relative(ROOT, path),
  text: namingText(path, readFileSync(path, 'utf8')),
}));
const proofs = new Map(
  ids.map((id) => [id, texts.filter(({ text }) => new RegExp(`\\b${id}\\b`).test(text)).map(({ path }) => path)]),
);
const missing = ids.filter((id) => proofs.get(id).length === 0);

if (args.includes('--json')) {
  console.log(JSON.stringify({ ids: ids.length, missing, proofs: Object.fromEntries(proofs) }, null, 2));
} else {
  for (const [id, paths] of proofs)
    console.log(
      `${id}  ${paths.length} file(s)${paths.length ? `: ${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', …' : ''}` : ''}`,
    );
  console.log(
    missing.length === 0
      ? `\nEvery one of the ${ids.length} feature ids is named by a test or story.`
      : `\n${missing.length} of ${ids.length} feature ids are named by no test or story: ${missing.join(', ')}`,
  );
}
process.exit(missing.length === 0 ? 0 : 1);
