// `npm run lint` (scripts/lint.js) runs ESLint with this config, then lit-analyzer and the import
// cycle check. typescript-eslint loads TypeScript as a library: the first import below answers
// `typescript` with TypeScript 5.9 instead of the native TypeScript 7, so `npx eslint` and editors
// work too (imports run in order).
import './scripts/typescript5.js';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', '.cache/', 'coverage/', 'demo/sandbox/media/', 'bench/results/', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The package and its browser tests: Lit templates and custom elements.
    files: ['src/**/*.ts', 'test/**/*.ts', 'demo/**/*.{ts,tsx,js}'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts', 'test/**/*.ts', 'demo/**/*.{ts,tsx,js}'],
    ...wc.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts', 'test/**/*.ts', 'demo/**/*.{ts,tsx,js}'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Tools that run in Node: scripts, the sandbox, the bench, configs and the Node test suite.
    files: ['scripts/**/*.js', 'demo/sandbox/**/*.js', 'bench/**/*.js', 'test/node/**/*.js', '*.config.{js,ts}', '.ci/**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Files with one job: a module of the package that outgrows 300 lines is doing two (issue 25).
    files: ['src/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The build uses dependencies through their published entry points only: a path into
    // node_modules (or a package's private `dist/`/`lib/` files) is how a build starts to depend on,
    // or to edit, a dependency's internals, which a patch release may change.
    files: ['scripts/**/*.js', '*.config.{js,ts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)node_modules/', message: "Import the package by its name, not a path into node_modules." }] },
      ],
    },
  },
  {
    // The bench, its page scripts and the screenshot scripts run code in the browser too (page.evaluate).
    files: ['bench/**/*.js', 'scripts/shots.js', 'scripts/readme-shot.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // chai's property assertions (`expect(x).to.exist`, `.to.be.true`) are expressions by design.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // Waits in tests take test/support/wait.ts's deadline (@open-wc's one second fails on a busy machine).
    files: ['test/**/*.ts'],
    ignores: ['test/support/wait.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@open-wc/testing', importNames: ['waitUntil'], message: "Import waitUntil from test/support/wait.js (a deadline that survives a loaded machine)." }] },
      ],
      // Nor a shorter one: a test waits for its condition, and a deadline only catches a hang.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='waitUntil'] > ObjectExpression > Property[key.name='timeout'][value.value<10000]",
          message: 'No timeout under the shared 10 s deadline (test/support/wait.ts): wait for the condition.',
        },
      ],
    },
  },
  {
    rules: {
      // An empty `catch {}` is this package's way to say "bad input is ignored, never thrown".
      'no-empty': ['error', { allowEmptyCatch: true }],
      // `_`-prefixed names are deliberately unused (a parameter kept for its position).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
