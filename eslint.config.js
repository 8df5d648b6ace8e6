import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of web/src and what each may import (docs/architecture.md, "Layers of the web app"):
 * shared code (components, lib, config, testing) imports no feature and not app; a feature imports
 * shared code and itself, and another feature only through that feature's public.ts; only app
 * (and main.tsx) composes features. Every import of the app's own code goes through the @/ alias,
 * so the checks below can read the layer from the import's text.
 */
const WEB_SRC = 'web/src';
const FEATURES = readdirSync(new URL(`./${WEB_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const noParentImports = {
  regex: String.raw`(^|/)\.\.(/|$)`,
  message: "Import the app's own code with the @/ alias (e.g. @/lib/api-client), not a ../ path.",
};
/**
 * The web app and the API share their contract (zod schemas, option lists, limits) through the
 * workspace package @roommate-finder/contract (packages/contract), never through the server's
 * folder (docs/architecture.md, "The shared contract").
 */
const noServerImports = {
  regex: String.raw`^(functions|@contract)(/|$)|(^|/)(functions/src|packages/contract)(/|$)`,
  message:
    "The web app imports the API's contract as @roommate-finder/contract/<module>, never from functions/ or the package's folder.",
};
const SHARED = ['components', 'lib', 'config', 'testing'];
const layerRules = [
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`, 'web/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noParentImports, noServerImports] }] },
  },
  {
    files: SHARED.map((dir) => `${WEB_SRC}/${dir}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noParentImports,
            noServerImports,
            {
              regex: '^@/(features|app)(/|$)',
              message:
                'Shared code (components, lib, config, testing) imports no feature and not app: pass what it needs in from app.',
            },
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`${WEB_SRC}/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noParentImports,
            noServerImports,
            {
              regex: '^@/app(/|$)',
              message: 'A feature does not import app: app composes features, not the other way round.',
            },
            {
              regex: `^@/features/(?!${feature}(/|$))(?![^/]+/public(\\.tsx?)?$)`,
              message: `The ${feature} feature imports no other feature, except through that feature's public.ts; compose them in app instead.`,
            },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['functions/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  // The contract runs in the browser and on the server alike: it imports zod and its own
  // modules only, so that neither side drags the other's code in.
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(?!zod(/|$)|\./)`,
              message:
                'The contract imports zod and its own modules (./…) only: it is shared by the web app and the API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...layerRules,
  // Every text a person sees comes from the catalogues (docs/architecture.md, "Where the
  // user-facing texts live"): text written in a component's JSX, or in a prop that is shown
  // (a label, a hint, a title, an aria-label), is an error. tests/config/no-literal-text.test.ts
  // shows it failing.
  {
    files: [`${WEB_SRC}/{app,components,features}/**/*.tsx`],
    ignores: ['**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              [
                '*',
                '{label,legend,hint,title,placeholder,intro,eyebrow,heading,updatedNote,submitLabel,interest,text,question,answer,alt,aria-label}',
              ],
            ],
          },
        },
      ],
    },
  },
);
