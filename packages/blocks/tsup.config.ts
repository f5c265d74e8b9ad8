import { defineConfig } from 'tsup';

export default defineConfig({
  // styles.css: esbuild inlines its @imports, so consumers import one stylesheet.
  entry: { index: 'src/index.ts', styles: 'src/styles.css' },
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers and the workspace's own packages stay imports.
  external: ['react', 'react-dom', '@tanstack/react-query', /^@shelfmark\//],
});
