// ESLint for the whole tree (npm run lint; a step of npm test). Not type-aware: typescript-eslint's type-checked
// rules took about 4× the CPU (94 s against 22 s on 2 cores) and found mostly redundant assertions, while
// `tsc -p tsconfig.json` already checks the types in its own step.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
  {
    // Playwright's fixtures hand their body a callback named `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
