import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'client/src/gql/', 'server/src/gql/', 'coverage/', '.data/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],

      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // Imports in a fixed order, fixed by `eslint --fix`: side effects (stylesheets), Node's own,
    // packages, then the project's from farther to nearer (../ before ./), each group apart.
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000'], ['^node:'], ['^@?\\w'], ['^[^.]'], ['^\\.\\.'], ['^\\.']] },
      ],
      'simple-import-sort/exports': 'error',
    },
  },
  {
    // Decorator metadata needs the classes named in decorated signatures at run time.
    files: ['server/**/*.ts', 'tests/server/**/*.ts', 'tests/helpers/**/*.ts'],
    languageOptions: { parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
  },
  {
    // One way to reach an open transaction: the EntityManager its callback receives, passed on as an
    // argument (docs/development.md). The service's own this.em would run outside it.
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name="transactional"] > :function MemberExpression[object.type="ThisExpression"][property.name=/^(em|orm)$/]',
          message:
            'Inside a transaction, use the EntityManager its callback receives, not this.em (it runs outside it).',
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // React's own rules, the plugin's whole recommended set: hooks in a fixed order, effects that
    // name what they read, no ref read or written while rendering, no impure call (Date.now())
    // while rendering, no state set synchronously in an effect. Warnings count as errors here.
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'error']),
    ),
  },
  {
    // Server markup is written one way, server/src/http/html.ts (its `raw` escape hatch stays there).
    // class-validator's rules come from server/src/lib/class-validator-rules.ts: its index would load
    // every rule there is, and their libraries, into every server (about 3 MB of heap).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/http/html.ts', 'server/src/lib/class-validator-rules.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'hono/html', message: 'Write markup with html and scriptJson from server/src/http/html.ts.' },
            {
              name: 'class-validator',
              allowTypeImports: true,
              message: 'Import rules from server/src/lib/class-validator-rules.ts (add the one you need there).',
            },
          ],
        },
      ],
    },
  },
  {
    // Why an operation failed is read in one place, client/src/lib/graphql-errors.ts (STYLE.md).
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/lib/graphql-errors.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@apollo/client',
              importNames: ['CombinedGraphQLErrors', 'ServerError', 'ServerParseError'],
              message: 'Read errors through client/src/lib/graphql-errors.ts.',
            },
            { name: '@apollo/client/errors', message: 'Read errors through client/src/lib/graphql-errors.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
