/**
 * "use client" for React Server Component hosts: a Next.js App Router page imports the packages'
 * widgets and blocks only when their entry files start with the directive, and calls a prefetch only when its entry
 * does not (and pulls in no React code). tsup's bundler keeps an entry's own directive (commerce, blocks); api-client's
 * react entry and forms get theirs from their tsup.config.ts. This reads the built files a consumer loads, so it needs
 * the build (`npm test` builds first; run `npm run build:packages` before this file alone).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const BUILD_HINT = 'run `npm run build:packages` first (npm test builds before it runs the tests)';

const read = (file: string) => {
  const path = join(ROOT, file);
  expect(existsSync(path), `${file} is missing: ${BUILD_HINT}`).toBe(true);
  return readFileSync(path, 'utf8');
};
const startsWithUseClient = (code: string) => /^["']use client["'];?\s*\n/.test(code);

/** Every module specifier a built file and the local chunks it imports statically name, transitively. */
function staticImports(entry: string): string[] {
  const specifiers = new Set<string>();
  const seen = new Set<string>();
  const queue = [join(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
      /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g,
    )) {
      if (specifier!.startsWith('.')) queue.push(resolve(dirname(file), specifier!));
      else specifiers.add(specifier!);
    }
  }
  return [...specifiers].sort();
}

describe('client entry points start with "use client"; server entry points do not', () => {
  it.each([
    'packages/commerce/dist/index.js',
    'packages/blocks/dist/index.js',
    'packages/forms/dist/index.js',
    'packages/api-client/dist/react.js',
  ])('%s (hooks and components) starts with "use client"', (file) => {
    expect(read(file).slice(0, 40)).toMatch(/^"use client";\n/);
  });

  it.each([
    'packages/commerce/dist/prefetch.js',
    'packages/commerce/dist/server.js',
    'packages/blocks/dist/server.js',
    'packages/api-client/dist/queries.js',
    'packages/api-client/dist/index.js',
    'packages/api-client/dist/schemas.js',
  ])('%s (called by servers) has no "use client"', (file) => {
    expect(startsWithUseClient(read(file))).toBe(false);
  });

  it('the source entries the workspace and Vite hosts import carry the directive too', () => {
    expect(startsWithUseClient(read('packages/commerce/src/index.ts'))).toBe(true);
    expect(startsWithUseClient(read('packages/blocks/src/index.ts'))).toBe(true);
  });

  it.each([
    'packages/commerce/dist/prefetch.js',
    'packages/commerce/dist/server.js',
    'packages/api-client/dist/queries.js',
  ])('%s loads no React code and no client module (a React Server Component can call it)', (file) => {
    const imports = staticImports(file);
    expect(imports.length).toBeGreaterThan(0);
    const client =
      /^(react|react-dom|radix-ui|@radix-ui\/|react-hook-form)(\/|$)|^@shelfmark\/(api-client\/react|forms|commerce|blocks)$/;
    expect(imports.filter((specifier) => client.test(specifier))).toEqual([]);
  });

  it('packages/blocks/dist/server.js takes the blocks from the client entry by its name (a client module under RSC)', () => {
    expect(staticImports('packages/blocks/dist/server.js').sort()).toEqual(['@shelfmark/blocks', 'react/jsx-runtime']);
  });

  it("the added directive line keeps api-client/react.js's source map in step", () => {
    const code = read('packages/api-client/dist/react.js');
    const map = new SourceMapConsumer(JSON.parse(read('packages/api-client/dist/react.js.map')));
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('useApiClient must be used within'));
    expect(line).toBeGreaterThan(0);
    const original = map.originalPositionFor({
      line: line + 1,
      column: lines[line]!.indexOf('useApiClient must be used within'),
    });
    expect(original.source).toMatch(/react\/ApiClientProvider\.tsx$/);
    const source = readFileSync(join(ROOT, 'packages/api-client/src/react/ApiClientProvider.tsx'), 'utf8').split('\n');
    expect(source[original.line - 1]).toContain('useApiClient must be used within');
  });
});
