// ESLint for the whole tree (npm run lint; a step of npm test). Not type-aware: typescript-eslint's type-checked
// rules took about 4× the CPU (94 s against 22 s on 2 cores) and found mostly redundant assertions, while
// `tsc -p tsconfig.json` already checks the types in its own step.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// The dependency rules of docs/architecture.md ("Dependency direction"). ESLint applies one set of options per
// file, so each folder below lists all of its rules; the exceptions are named with their files and reasons.
const rule = (regex, message) => ({ regex, message });
const NO_EXAMPLES = rule('(^|/)examples/', 'Nothing imports from examples/ (docs/architecture.md).');
const NO_STORIES = rule('(^|/)stories/', 'Nothing imports from stories/ (docs/architecture.md).');
const NO_E2E = rule('(^|/)e2e/', 'Nothing imports from e2e/ (docs/architecture.md).');
// The shared Chromium and process helpers that scripts/, bench/ and test/ take from e2e/support.
const NO_E2E_BUT_SUPPORT = rule(
  '(^|/)e2e/(?!support/(chromium|run)\\.mjs$)',
  'Only e2e/support/chromium.mjs and run.mjs are shared outside e2e/ (docs/architecture.md).',
);
const OTHER_SRC_MESSAGE = "A package never imports another package's src/: import its published entry (@shelfmark/…).";
const NO_OTHER_SRC = rule('(^|/)(api-client|forms|commerce|blocks|server)/src(/|$)', OTHER_SRC_MESSAGE);
const ONLY = (allowed) =>
  rule(
    `^@shelfmark/(?!(${allowed.join('|')})(/|$))`,
    `Dependency direction: this package may import only ${allowed.map((name) => '@shelfmark/' + name).join(', ') || 'no other package'} (docs/architecture.md).`,
  );
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const PACKAGE_RULES = [NO_EXAMPLES, NO_STORIES, NO_E2E, NO_OTHER_SRC];

export default tseslint.config(
  {
    ignores: ['**/dist/**', 'storybook-static/**', '.data/**', 'coverage/**', 'test-results/**', '**/node_modules/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore names what is left out on purpose (a destructured field, a callback's argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // Only the two classic rules: React Compiler is not in the build, and its rules (a third of lint's time) flag
      // refs read in render and state set in effects that are correct without the compiler; adopt both together.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.{ts,tsx,js,mjs,cjs,mts,cts}'], rules: restrict(NO_EXAMPLES, NO_STORIES, NO_E2E_BUT_SUPPORT) },
  // api-client ← forms ← commerce, api-client ← forms ← blocks; blocks does not import commerce.
  { files: ['packages/api-client/**'], rules: restrict(...PACKAGE_RULES, ONLY(['api-client'])) },
  { files: ['packages/forms/**'], rules: restrict(...PACKAGE_RULES, ONLY(['forms', 'api-client'])) },
  { files: ['packages/commerce/**'], rules: restrict(...PACKAGE_RULES, ONLY(['commerce', 'api-client', 'forms'])) },
  {
    // The registry's test renders commerce's widgets in blocks' PageRenderer, as a host app merges the two.
    files: ['packages/commerce/src/registry/commerceRegistry.test.tsx'],
    rules: restrict(...PACKAGE_RULES, ONLY(['commerce', 'api-client', 'forms', 'blocks'])),
  },
  { files: ['packages/blocks/**'], rules: restrict(...PACKAGE_RULES, ONLY(['blocks', 'api-client', 'forms'])) },
  // The server takes only api-client's schemas, so client and server share one contract, and its cover drawing, so
  // the memory twin's covers are the server's; its tests drive it through the client (@shelfmark/api-client,
  // /testing), as a store would.
  { files: ['packages/server/**'], rules: restrict(...PACKAGE_RULES, ONLY(['server', 'api-client'])) },
  {
    files: ['packages/server/src/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict(...PACKAGE_RULES, ONLY(['server', 'api-client/schemas', 'api-client/covers'])),
  },
  // The host app's tests and the journeys take the server's demo data, seeded content and security policy from its
  // published testing entry (@shelfmark/server/testing), never from its src/.
  { files: ['examples/**'], rules: restrict(NO_STORIES, NO_E2E, NO_OTHER_SRC) },
  { files: ['e2e/**'], rules: restrict(NO_EXAMPLES, NO_STORIES, NO_OTHER_SRC) },
  {
    // The route loops (reflow, axe) open every route of the host app's table: its route list is the storefront's own.
    files: ['e2e/support/storefrontRoutes.ts'],
    rules: restrict(NO_STORIES, NO_OTHER_SRC),
  },
  { files: ['stories/**'], rules: restrict(NO_EXAMPLES, NO_E2E) },
  // The tree's own tests take packages through their published entries, fixtures from the testing entries.
  { files: ['test/**'], rules: restrict(NO_EXAMPLES, NO_STORIES, NO_E2E_BUT_SUPPORT, NO_OTHER_SRC) },
  {
    // It checks that the registry's lazy blocks are the chunks the host app's build names (blockModuleSuffix).
    files: ['test/block-preloads.test.ts'],
    rules: restrict(NO_STORIES, NO_E2E_BUT_SUPPORT, NO_OTHER_SRC),
  },
  {
    // Playwright's fixtures hand their body a callback named `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
