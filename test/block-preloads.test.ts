/**
 * The storefront's server preloads the code of the content blocks a page places, finding each block's chunk in the
 * client build's manifest by the module the block declares (`ContentBlockDefinition.module`, which the build's
 * `manifestModuleNames` maps to its chunk), and the API client's schemas by theirs (`contractSchemaModules`). This
 * checks those declarations against the real build: a block module moved or renamed without its declaration would
 * otherwise lose its preload silently.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractSchemaModules } from '@shelfmark/api-client';
import { contentRegistry } from '@shelfmark/blocks';

const MANIFEST = join(import.meta.dirname, '..', 'examples', 'host-app', 'dist', '.vite', 'manifest.json');

type Manifest = Record<string, { file: string; isDynamicEntry?: boolean; modules?: string[] }>;

function readManifest(): Manifest {
  expect(
    existsSync(MANIFEST),
    `${MANIFEST} is missing: run \`npm run build\` first (npm test builds before it tests)`,
  ).toBe(true);
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
}

/** The manifest keys of the chunks that hold the module `name`. */
const chunksHolding = (manifest: Manifest, name: string) =>
  Object.keys(manifest).filter((key) => manifest[key]!.modules?.includes(name));

describe("the server finds each content block's chunk in the build", () => {
  it("every block of contentRegistry declares its module, and the host app's build holds it in one lazily loaded chunk of its own", () => {
    const manifest = readManifest();
    const types = Object.keys(contentRegistry);
    expect(types.length).toBeGreaterThan(20);
    const unmatched = types.filter((type) => {
      const name = contentRegistry[type]!.module;
      if (!name) return true;
      const keys = chunksHolding(manifest, name);
      // The block's own chunk: loaded lazily, and built from that module (its source file is the chunk's key).
      return keys.length !== 1 || !manifest[keys[0]!]!.isDynamicEntry || !keys[0]!.includes(name.split('/').at(-1)!);
    });
    expect(unmatched, "these blocks declare no module, or one the build holds in no chunk of the block's own").toEqual(
      [],
    );
  });

  it('every schema module the API client loads on its first call is in one chunk of the build, outside the first load', () => {
    const manifest = readManifest();
    const entryFile = manifest['index.html']!.file;
    const found = contractSchemaModules.map((name) => chunksHolding(manifest, name));
    expect(found.filter((keys) => keys.length !== 1)).toEqual([]);
    expect(found.flat().map((key) => manifest[key]!.file)).not.toContain(entryFile);
  });
});
