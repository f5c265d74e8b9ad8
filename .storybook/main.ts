import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig, type Plugin } from 'vite';
import { coverFor } from '../e2e/support/covers.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STYLES_ID = 'virtual:shelfmark-styles';

/**
 * Each UI package ships `@shelfmark/<pkg>/styles.css`. Stories run against package *source*, so
 * prefer `src/styles.css` and fall back to the built `dist/styles.css`; a package without CSS
 * yet is simply skipped. `preview.tsx` imports the virtual module this plugin writes.
 */
function shelfmarkStyles(): Plugin {
  return {
    name: 'shelfmark-styles',
    resolveId: (id) => (id === STYLES_ID ? `\0${STYLES_ID}` : undefined),
    load(id) {
      if (id !== `\0${STYLES_ID}`) return undefined;
      const files = ['forms', 'blocks', 'commerce']
        .map((pkg) => [join(root, 'packages', pkg, 'src/styles.css'), join(root, 'packages', pkg, 'dist/styles.css')].find(existsSync))
        .filter((file): file is string => Boolean(file));
      return files.map((file) => `import ${JSON.stringify(file)};`).join('\n') || 'export {};';
    },
  };
}

/**
 * `npm run storybook` answers /images/covers/{isbn13}.svg like the reference server (the memory
 * twin's products point there); the test harness's static server does the same for the build.
 */
function shelfmarkCovers(): Plugin {
  return {
    name: 'shelfmark-covers',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        coverFor(url.pathname, url.searchParams)
          .then((svg) => {
            if (!svg) return next();
            res.setHeader('content-type', 'image/svg+xml; charset=utf-8');
            res.end(svg);
          })
          .catch(next);
      });
    },
  };
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [react(), shelfmarkStyles(), shelfmarkCovers()],
      // Packages resolve to their TypeScript source, like vitest and tsc do.
      resolve: { conditions: ['shelfmark-source', 'module', 'browser', 'development|production'] },
      logLevel: 'warn',
      // Storybook's preview bundles React, axe and every story: big chunks are expected here.
      build: { chunkSizeWarningLimit: 4000 },
    });
  },
};

export default config;
