/**
 * The storefront's server preloads the code of the content blocks a page places, finding each block's
 * chunk in the client build's manifest by the registry's naming (`blockModuleSuffix`). This checks that naming
 * against the real build: every block of `contentRegistry` finds exactly one lazily loaded chunk. A block file
 * renamed without its registry name would otherwise lose its preload silently.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentRegistry } from '@shelfmark/blocks';
import { blockModuleSuffix } from '../examples/host-app/src/app/blockModules';

const MANIFEST = join(import.meta.dirname, '..', 'examples', 'host-app', 'dist', '.vite', 'manifest.json');

describe("the server finds each content block's chunk in the build", () => {
  it('names each block by its editor name in camel case', () => {
    expect(blockModuleSuffix('Covers List')).toBe('/coversListBlock.tsx');
    expect(blockModuleSuffix('Call To Action Grid')).toBe('/callToActionGridBlock.tsx');
    expect(blockModuleSuffix('EventList')).toBe('/eventListBlock.tsx');
  });

  it("every block of contentRegistry has one lazily loaded chunk in the host app's build", () => {
    expect(
      existsSync(MANIFEST),
      `${MANIFEST} is missing: run \`npm run build\` first (npm test builds before it tests)`,
    ).toBe(true);
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { isDynamicEntry?: boolean }>;
    const lazyKeys = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
    const types = Object.keys(contentRegistry);
    expect(types.length).toBeGreaterThan(20);
    const unmatched = types.filter(
      (type) => lazyKeys.filter((key) => key.endsWith(blockModuleSuffix(type))).length !== 1,
    );
    expect(
      unmatched,
      'these registry names find no chunk (or several): rename the block module <camelName>Block.tsx',
    ).toEqual([]);
  });
});
