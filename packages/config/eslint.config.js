// One lint setup for every workspace: typescript-eslint's recommended rules,
// React hooks rules and feature boundaries for the web app, and Prettier left
// to formatting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { featureBoundaries } from './eslint-rules/featureBoundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Hooks live in .ts files too (hooks/useCheckout.ts); the server has none.
    files: ['**/*.tsx', 'src/**/hooks/**/*.ts', 'src/**/use*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { shop: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'shop/feature-boundaries': 'error' },
  },
);
