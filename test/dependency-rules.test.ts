import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/**
 * The dependency rules of docs/architecture.md, as eslint.config.js encodes them: each forbidden import, written on
 * purpose into a file of the folder it is forbidden in, fails the lint; each allowed one passes.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('dependency rules (docs/architecture.md, eslint.config.js)', () => {
  it.each([
    ['packages/blocks/src/x.ts', "import { Cart } from '@shelfmark/commerce';", 'blocks never imports commerce'],
    ['packages/api-client/src/x.ts', "import { TextField } from '@shelfmark/forms';", 'api-client imports no package'],
    ['packages/forms/src/x.ts', "import { Cart } from '@shelfmark/commerce';", 'forms imports only api-client'],
    ['packages/commerce/src/x.ts', "import { PageRenderer } from '@shelfmark/blocks';", 'commerce: not blocks'],
    ['packages/server/src/x.ts', "import { roundMoney } from '@shelfmark/api-client';", 'server: only the schemas'],
    [
      'packages/server/src/x.ts',
      "import { queries } from '@shelfmark/api-client/react';",
      'server: not the React side',
    ],
    ['packages/server/src/x.ts', "import { Cart } from '@shelfmark/commerce';", 'server: no widget package'],
    ['packages/commerce/src/x.ts', "import { a } from '../../blocks/src/registry/contentRegistry';", "another's src/"],
    [
      'packages/api-client/src/testing/coverArt.test.ts',
      "import { renderCoverSvg } from '../../../server/src/images/coverSvg';",
      'the twin compares no copy of the server',
    ],
    ['packages/commerce/src/x.ts', "import { a } from '@shelfmark/forms/src/index';", "another's src/, by name"],
    ['examples/host-app/src/x.ts', "import { a } from '../../../packages/server/src/seed/demo';", 'host app: src/'],
    [
      'examples/host-app/src/app/renderApp.tsx',
      "import { seededPages } from '../../../../packages/server/src/seed/content/contentPages';",
      "host app's test helper: src/",
    ],
    ['e2e/journeys/x.spec.ts', "import { DEMO_TITLE } from '../../packages/server/src/seed/demo';", 'journey: src/'],
    ['e2e/support/x.ts', "import { a } from '../../packages/blocks/src/header/siteHeader.labels';", 'e2e: src/'],
    ['test/x.test.ts', "import { a } from '../packages/blocks/src/rich-text/RichText';", "the tree's tests: src/"],
    [
      'test/block-preloads.test.ts',
      "import { contentRegistry } from '../packages/blocks/src/registry/contentRegistry';",
      'the chunk-naming test: src/',
    ],
    [
      'packages/server/src/seed/content/contentDirectoryPages.test.ts',
      "import { slugify } from '../../../../commerce/src/catalog/slugify';",
      "a server test reads no other package's src/",
    ],
    ['packages/server/src/x.ts', "import { useSiteConfig } from '@shelfmark/forms/site';", 'server: not the site core'],
    ['packages/commerce/src/x.ts', "import { a } from '../../../examples/host-app/src/main';", 'examples/'],
    ['packages/blocks/src/x.ts', "import { a } from '../../../stories/argTypes';", 'stories/'],
    ['bench/x.mjs', "import { signIn } from '../e2e/support/signIn';", 'e2e/ beyond its shared helpers'],
    ['scripts/x.mjs', "import { a } from '../stories/argTypes';", 'stories/ from scripts'],
  ])('%s: %s is refused (%s)', async (file, source) => {
    expect(await restricted(file, source)).toHaveLength(1);
  });

  it.each([
    ['packages/server/src/x.ts', "import { roundMoney } from '@shelfmark/api-client/schemas';"],
    ['packages/server/src/x.ts', "import { renderCoverSvg } from '@shelfmark/api-client/covers';"],
    ['packages/server/test/x.test.ts', "import { createApiClient } from '@shelfmark/api-client';"],
    ['packages/commerce/src/x.ts', "import { TextField } from '@shelfmark/forms';"],
    ['packages/blocks/src/x.ts', "import { useApiClient } from '@shelfmark/api-client/react';"],
    ['examples/host-app/src/x.ts', "import { Cart } from '@shelfmark/commerce';"],
    ['bench/x.mjs', "import { CHROMIUM_PATH } from '../e2e/support/chromium.mjs';"],
    ['e2e/journeys/x.spec.ts', "import { signIn } from '../support/signIn';"],
    ['e2e/journeys/x.spec.ts', "import { DEMO_TITLE } from '@shelfmark/server/testing';"],
    ['examples/host-app/src/app/renderApp.tsx', "import { seededPages } from '@shelfmark/server/testing';"],
    ['test/x.test.ts', "import { clobberingPayloads } from '@shelfmark/api-client/testing';"],
    ['packages/blocks/src/x.ts', "import { useSiteNavigation } from '@shelfmark/forms/site';"],
    ['packages/commerce/src/x.ts', "import { useSiteConfig } from '@shelfmark/forms/site';"],
  ])('%s: %s is allowed', async (file, source) => {
    expect(await restricted(file, source)).toEqual([]);
  });
});
