import { rmSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';

// tsup runs the two builds below at the same time, so neither may clean dist/: it is emptied once, here.
rmSync('dist', { recursive: true, force: true });

const common: Options = { format: ['esm'], dts: true, clean: false, sourcemap: true, target: 'es2022' };

export default defineConfig([
  {
    ...common,
    // index.js starts with "use client" (src/index.ts does; esbuild keeps an entry's directive): React Server
    // Component hosts treat the widgets and hooks as client modules. server.js (and prefetch.js, its prefetch
    // functions under their first name) has none: servers and server components call it.
    entry: { index: 'src/index.ts', prefetch: 'src/prefetch/index.ts', server: 'src/server/index.ts' },
    // Plain CSS ships as it is written: @shelfmark/commerce/styles.css.
    onSuccess: async () => {
      await mkdir('dist', { recursive: true });
      await copyFile('src/styles.css', 'dist/styles.css');
    },
  },
  {
    ...common,
    // The helpers (@shelfmark/commerce/internal), built on their own: sharing chunks with index.js cut the widgets'
    // code into more, smaller files, and index.js grew from 120.6 to 125.7 kB gz with them.
    entry: { internal: 'src/internal.ts' },
  },
]);
