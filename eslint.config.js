// Lint: typescript-eslint's recommended rules, the rules of hooks, and the boundaries that keep web features from
// importing each other, and the API's modules from reaching into each other.
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

/** Said where the web writes an API path itself instead of taking it from the contract. */
const API_PATH_MESSAGE =
  "API paths come from @portal/contract's API (packages/contract/src/paths.ts): add the path there.";

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

const API_SRC = path.resolve(import.meta.dirname, 'apps/api/src');

/** Where in the API a file is: `modules/<name>` with the file's path inside it, `lib`, `db`, or another top folder. */
function apiArea(file) {
  const parts = path.relative(API_SRC, file).split(path.sep);
  if (parts[0] === '..') return null;
  if (parts[0] === 'modules' && parts.length > 2)
    return { area: `modules/${parts[1]}`, inside: parts.slice(2).join('/') };
  return { area: parts.length > 1 ? parts[0] : '.', inside: parts.slice(1).join('/') };
}

/** Modules meet through each other's index.ts; lib/ imports no module; db/ imports neither lib/ nor modules. */
const apiBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = apiArea(context.filename);
    if (!from) return {};
    const isTest = /\.test\.ts$/.test(context.filename);
    const check = (node) => {
      const spec = node?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = apiArea(path.resolve(path.dirname(context.filename), spec));
      if (!to || to.area === from.area) return;
      if (to.area.startsWith('modules/') && !/^index\.(js|ts)$/.test(to.inside))
        context.report({
          node,
          message: `Import ${to.area} through its index.ts, not its internals (${to.inside}).`,
        });
      else if (from.area === 'lib' && to.area.startsWith('modules/'))
        context.report({ node, message: 'lib/ must not depend on modules.' });
      else if (from.area === 'db' && !isTest && (to.area === 'lib' || to.area.startsWith('modules/')))
        context.report({ node, message: `db/ must not depend on ${to.area}: move the code that needs it out of db/.` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The portal's own rules: the boundaries between the parts of each app. */
const portal = { rules: { 'web-boundaries': webBoundaries, 'api-boundaries': apiBoundaries } };

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
    plugins: { portal },
    rules: { 'portal/web-boundaries': 'error' },
  },
  // The web calls the API only through the contract's paths, the strings the server's routes answer: a path typed
  // out here would drift from them unseen. Tests may still write the wire path they assert.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: API_PATH_MESSAGE },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]',
          message: API_PATH_MESSAGE,
        },
        // Lingui's rule takes Mantine's <Select> for its own <Select> macro and skips its props: checked here.
        ...[
          'JSXAttribute > Literal',
          'JSXAttribute > JSXExpressionContainer > Literal',
          'JSXAttribute > JSXExpressionContainer > ConditionalExpression > Literal',
          'JSXAttribute > JSXExpressionContainer > TemplateLiteral',
          'JSXAttribute > JSXExpressionContainer > ArrayExpression > Literal',
        ].map((text) => ({
          selector: `JSXOpeningElement[name.name='Select'] > JSXAttribute[name.name!=/^(value|defaultValue|name|id|size|variant|color|radius|w|maw|miw|checkIconPosition|autoComplete|inputMode)$/] ${text.replace(/^JSXAttribute /, '').replace(/> Literal$/, '> Literal[raw=/^.(.*[A-Z]|.* )/]')}`,
          message: 'Text a person reads comes from the catalogues: t(…).',
        })),
      ],
    },
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
  // The API's layers on resolved paths: a module reaches another only through its index.ts, lib/ reaches no module,
  // and db/ (the schema, the client, the migrations, the seed data) reaches neither (tests may set up with lib/).
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { portal },
    rules: { 'portal/api-boundaries': 'error' },
  },
);
