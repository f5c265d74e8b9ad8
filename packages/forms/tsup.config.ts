import { copyFile, mkdir } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The site core (@shelfmark/forms/site) shares its chunks with the root: one context, one copy of the hooks.
  entry: { index: 'src/index.ts', site: 'src/site/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Every file of the form engine is client code (hooks, react-hook-form): "use client" heads the built entry, so
  // React Server Component hosts (the Next.js App Router) treat it as a client module.
  banner: { js: '"use client";' },
  // Plain CSS ships as it is written: @shelfmark/forms/styles.css.
  onSuccess: async () => {
    await mkdir('dist', { recursive: true });
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});
