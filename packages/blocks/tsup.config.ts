import { defineConfig } from 'tsup';

export default defineConfig({
  // index.js starts with "use client" (src/index.ts does; esbuild keeps an entry's directive): React Server
  // Component hosts treat the blocks as client modules. The blocks' lazy chunks are loaded from it.
  // styles.css: esbuild inlines its @imports, so consumers import one stylesheet.
  // server.js: what a server component renders; it imports the blocks by the package's name (external below), so a
  // React Server Components host reaches them through index.js and its "use client".
  // bloomreach.js: the drop-in for @bloomreach/react-sdk's BrPage (it needs only @bloomreach/spa-sdk, an optional peer).
  entry: {
    index: 'src/index.ts',
    server: 'src/server/index.tsx',
    bloomreach: 'src/bloomreach/index.ts',
    styles: 'src/styles.css',
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', server: 'src/server/index.tsx', bloomreach: 'src/bloomreach/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers and the workspace's own packages stay imports.
  external: ['react', 'react-dom', '@tanstack/react-query', /^@shelfmark\//],
});
