import { copyFile, mkdir } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  // index.js starts with "use client" (src/index.ts does; esbuild keeps an entry's directive): React Server
  // Component hosts treat the widgets and hooks as client modules. prefetch.js has none: servers call it.
  entry: { index: 'src/index.ts', prefetch: 'src/prefetch/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Plain CSS ships as it is written: @shelfmark/commerce/styles.css.
  onSuccess: async () => {
    await mkdir('dist', { recursive: true });
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});
