// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', '.haven-data/', '.haven-test-data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Imports run one way: pages → components → stores → lib. Nothing in lib or stores reaches
    // up into a component (a component that must appear on demand is mounted by src/scripts/).
    files: ['src/lib/**', 'src/stores/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/components/*', '**/components/*'], message: 'lib and stores must not import components.' }] },
      ],
    },
  },
  {
    // Command-line programs and the server print their status to the terminal.
    files: ['server/**', 'scripts/**', 'tests/**', 'supabase/functions/**'],
    rules: { 'no-console': 'off' },
  },
);
