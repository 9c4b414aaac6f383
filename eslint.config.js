import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['build/', 'build-dev/', '.react-router/', 'test-results/', 'playwright-report/', 'node_modules/'],
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
  {
    // Imports flow one way: content and pure logic never import React components or routes.
    files: ['content/**/*.ts', 'src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/components/*', '~/routes/*', 'react', 'styled-components'],
              message: 'Keep content and src/lib free of React.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
