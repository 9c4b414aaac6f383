import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** An import pattern for each layer or package a layer may not import, by its folder under src/ or its name. */
const patternsOf = (name) => (['react', 'styled-components'].includes(name) ? [name] : [`~/${name}/*`, `**/${name}/*`]);

/** One config per layer: its files (tests left out) may not import the names listed. */
const layers = (rules) =>
  rules.map(([files, forbidden, message]) => ({
    files: [files],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: forbidden.flatMap(patternsOf), message }] }],
    },
  }));

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-dev/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
      'node_modules/',
      '.stryker-tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    // Lighthouse CI reads its config as CommonJS (lighthouserc.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The theme is a constant (src/styles/theme.ts). A function of props in a styled template, even one that only
      // reads the theme, makes the component's styles dynamic: styled-components then flattens and hashes them again
      // on every render of every element, which is most of what hydrating a page of cards cost.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TaggedTemplateExpression ArrowFunctionExpression > ObjectPattern > Property[key.name="theme"]',
          message: 'Interpolate the theme constant (`${theme.space.md}`), not a function of props that reads it.',
        },
      ],
    },
  },
  {
    // Playwright's fixture callback is named `use`, which the hooks rules would mistake for React's use().
    files: ['e2e/**/*.ts'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  // Imports run one way: routes → components → data → content engine → lib. Tests sit above every layer.
  ...layers([
    ['src/routes/**/*.{ts,tsx}', ['content'], 'Routes read the content engine through src/data, never directly.'],
    ['src/components/**/*.{ts,tsx}', ['routes'], 'Components render data; they never import a route.'],
    [
      'src/data/**/*.ts',
      ['routes', 'components', 'react', 'styled-components'],
      'The data layer prepares what routes and components show; it imports neither.',
    ],
    [
      'src/content/**/*.ts',
      ['routes', 'components', 'data', 'config', 'react', 'styled-components'],
      'The content engine reads content/ for the layers above it; it imports none of them.',
    ],
    [
      'src/lib/**/*.ts',
      ['routes', 'components', 'data', 'config', 'content', 'react', 'styled-components'],
      'src/lib is pure logic: it imports no layer of the site and no React.',
    ],
  ]),
  {
    // Production code stays readable for the next editor who has to find a rule: small files, small functions.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs,js}', '*.config.{ts,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 500 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
