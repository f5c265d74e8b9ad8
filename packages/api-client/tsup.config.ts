import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['plugins']>[number];

/**
 * Puts `"use client"` first in the built files of the given entries (React Server Component hosts such as the
 * Next.js App Router then treat them as client modules), keeping their source maps in step: the directive is one
 * more line before the code, so the mappings start with one more line separator.
 */
function prependUseClient(...entries: string[]): Plugin {
  return {
    name: 'use-client',
    renderChunk(code, info) {
      if (!info.entryPoint || !entries.includes(info.entryPoint) || code.startsWith('"use client"')) return undefined;
      if (info.map) {
        const map = JSON.parse(typeof info.map === 'string' ? info.map : JSON.stringify(info.map)) as {
          mappings: string;
        };
        info.map = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
      }
      return { code: `"use client";\n${code}` };
    },
  };
}

export default defineConfig({
  // queries.js: the query option factories alone, without the React context, so a server (or a React Server
  // Component) can prefetch with them; react.js re-exports them beside the provider and is a client module.
  entry: {
    index: 'src/index.ts',
    schemas: 'src/schemas.ts',
    react: 'src/react.ts',
    queries: 'src/react/queries.ts',
    testing: 'src/testing.ts',
    // The cover drawing the server and the memory twin share.
    covers: 'src/covers.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Published minified, with sourcemaps: budgets.json holds every entry under 30 kB gz.
  minify: true,
  // The memory twin's search export loads exceljs on demand; it stays the host's own dependency.
  external: ['exceljs'],
  plugins: [prependUseClient('src/react.ts')],
});
