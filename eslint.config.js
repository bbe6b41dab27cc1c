// Lint: typescript-eslint's recommended rules, the rules of hooks, and the boundaries that keep web features from
// importing each other and API lib/ from importing modules.
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';

/**
 * The parts of the web app translated so far (issue 17): a sentence written into one of their components instead of
 * a catalogue (src/locales) fails the lint. The rest of the app joins this list as it is translated.
 */
const TRANSLATED = [
  'apps/web/src/app/layout/**/*.tsx',
  'apps/web/src/app/pages/**/*.tsx',
  'apps/web/src/features/**/*.tsx',
  'apps/web/src/lib/**/*.tsx',
];

const WEB_SRC = path.resolve(import.meta.dirname, 'apps/web/src');

/** What part of the web app a file is in: `features/<name>`, `lib`, `app`, or null (entry files, outside src). */
function webArea(file) {
  const parts = path.relative(WEB_SRC, file).split(path.sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

/** Features import lib/, the contract and themselves; lib/ imports neither features nor app/ (test/ is tests' own). */
const webBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = webArea(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node?.value;
      if (typeof spec !== 'string') return;
      const target = spec.startsWith('@/')
        ? path.join(WEB_SRC, spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(context.filename), spec)
          : null;
      const to = target && webArea(target);
      if (!to || to === from) return;
      if (from.startsWith('features/') && to.startsWith('features/'))
        context.report({
          node,
          message: `Features must not import each other (${from} → ${to}): move shared code to src/lib or @portal/contract.`,
        });
      else if (from.startsWith('features/') && to === 'app')
        context.report({ node, message: 'Features must not import the app shell.' });
      else if (from === 'lib' && to !== 'lib' && to !== 'test')
        context.report({ node, message: `lib/ must not depend on ${to}.` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
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
  // The rules of hooks and complete effect dependencies. The plugin's React Compiler rules (refs, purity, …) are left
  // out: the app is not built with the compiler, and they flag its ordinary ref-in-callback code.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // A feature may import lib/, the contract and itself, never another feature; app/ composes them. Checked on the
  // resolved path, so `../../seeker/…` is caught as surely as `@/features/seeker/…`.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { portal: { rules: { 'web-boundaries': webBoundaries } } },
    rules: { 'portal/web-boundaries': 'error' },
  },
  // Text a person reads comes from the catalogues: any string with a capital letter or a space is reported, except
  // in the arguments of the translation functions and in props and names that never show (classes, paths, ids).
  {
    files: TRANSLATED,
    ignores: ['**/*.test.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Message ids, paths and other identifiers (no space, starting lower-case), constants, and text without letters.
          ignore: [
            '^[a-z][\\w.:/#?=&@-]*$',
            '^[^A-Z\\s]+$',
            '^/',
            '^[A-Z0-9_]+$',
            '^[^A-Za-z]*$',
            '^[YMDHhms/:., -]+$',
          ],
          ignoreFunctions: [
            't',
            'translateServerMessage',
            'english',
            'console.*',
            'Error',
            'URLSearchParams',
            '*.hasGroup',
            'hasGroup',
            'matchMedia',
            'useMediaQuery',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|classNames|to|href|id|htmlFor|key|type|variant|color|c|size|fz|fw|component|position|align|justify|wrap|gap|mt|mb|mx|my|p|px|py|radius|shadow|target|rel|role|display|loading|src|rel|accept|autoComplete|inputMode|name|dir|lang|method|order|ta|tt|td|contractType|group|groups|flex|boxShadow|value)$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            { regex: { pattern: '^aria-(hidden|current|haspopup|live|controls|labelledby|describedby)$' } },
            { regex: { pattern: '^data-' } },
          ],
        },
      ],
    },
  },
  // API modules talk to each other only through lib/ and the database, never by importing another module's internals.
  {
    files: ['apps/api/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/', message: 'lib/ must not depend on modules.' }] },
      ],
    },
  },
);
