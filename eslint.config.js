// Lint keeps the engine pure and the dependency direction of the architecture page (engine <- bots <- server;
// engine <- protocol <- server, web; server <- cli <- tools; tools may use anything, nothing uses tools).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const pureEngine = {
  'no-restricted-globals': [
    'error',
    ...[
      'process',
      'Date',
      'performance',
      'setTimeout',
      'setInterval',
      'setImmediate',
      'queueMicrotask',
      'require',
      'Buffer',
      'crypto',
      'fetch',
      'console',
    ].map((name) => ({
      name,
      message: 'The engine is pure: no clock, I/O, environment or randomness (docs/architecture.md 1-2).',
    })),
  ],
  'no-restricted-properties': [
    'error',
    {
      object: 'Math',
      property: 'random',
      message: 'Use the seeded core rng (core/rng.ts) whose state lives in the game state.',
    },
    { object: 'Date', property: 'now', message: 'The engine never reads a clock: time enters only as moves.' },
  ],
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '^(?!\\.{1,2}/)',
          message: 'The engine imports nothing but its own files: no node:*, no packages, no workspace imports.',
        },
      ],
    },
  ],
  '@typescript-eslint/no-explicit-any': 'error',
};

/** A rule forbidding imports that match `regex` in `files`: one arrow of the dependency direction. */
function imports(files, regex, message) {
  return { files: [files], rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] } };
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'failures/**', 'coverage/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/**/*.test.ts'],
    rules: pureEngine,
  },
  {
    files: ['packages/engine/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@birzha/', message: 'The engine imports nothing from the workspace.' }] },
      ],
    },
  },
  {
    // The web client runs in the browser; hooks follow React's rules.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  imports('packages/protocol/src/**/*.ts', '^@birzha/(?!engine)', 'protocol depends on the engine only.'),
  imports('packages/bots/src/**/*.ts', '^@birzha/(?!engine)', 'bots depend on the engine only.'),
  imports(
    'packages/server/src/**/*.ts',
    '^@birzha/(web|cli|tools)',
    'the server does not depend on web, cli or tools.',
  ),
  imports(
    'packages/web/src/**/*.{ts,tsx}',
    '^@birzha/(server|bots|cli|tools)',
    'web depends on engine and protocol only.',
  ),
  imports('packages/cli/**/*.ts', '^@birzha/(web|tools)', 'the birzha command does not depend on web or the tools.'),
  {
    // Test support is for tests: production code never imports it. (typescript-eslint's copy of the rule, so the
    // dependency arrows above, which use the core rule, still hold in the same files.)
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    ignores: [
      'packages/**/*.test.{ts,tsx}',
      'packages/*/test/**',
      'packages/*/e2e/**',
      'packages/*/src/**/testing/**',
      'packages/web/src/test-setup.ts',
      'packages/test-support/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@birzha/test-support', message: 'Only tests import @birzha/test-support.' }] },
      ],
    },
  },
  {
    // Only main.ts of the server, the cli and the tools read the environment.
    files: ['packages/*/src/**/*.ts'],
    ignores: [
      'packages/cli/**',
      'packages/tools/**',
      'packages/server/src/main.ts',
      'packages/**/*.test.ts',
      'packages/*/test/**',
      'packages/test-support/**',
      'packages/engine/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only server/src/main.ts, cli and tools read process.env.' },
      ],
    },
  },
);
