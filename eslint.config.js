// Lint: typescript-eslint's recommended rules, plus the boundary that keeps web features from importing each other.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = ['public', 'account', 'seeker', 'company', 'trainer', 'skills-provider', 'counsellor', 'ministry'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'apps/api/src/db/migrations/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['apps/web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  // A feature may import lib/, the contract and itself, never another feature; app/ composes them.
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^|/)features/(?!${feature}(/|$))`,
              message: 'Features must not import each other: move shared code to src/lib or @portal/contract.',
            },
            { regex: '(^|/)app/', message: 'Features must not import the app shell.' },
          ],
        },
      ],
    },
  })),
  // API modules talk to each other only through lib/ and the database, never by importing another module's internals.
  {
    files: ['apps/api/src/lib/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)modules/', message: 'lib/ must not depend on modules.' }] }] },
  },
);
