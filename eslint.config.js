import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Type-aware walls (STYLE "Walls, not discipline"): every TypeScript file of the six packages
    // is read through its own tsconfig. JavaScript (scripts/*.mjs, build.mjs, this file) and the
    // root vitest.config.ts, which no tsconfig includes, are linted without types.
    files: ['**/*.{ts,tsx}'],
    ignores: ['vitest.config.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits loses its error; write `void` where that is the intent.
      '@typescript-eslint/no-floating-promises': 'error',
      // A new member of a union must be handled wherever the union is switched on.
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Only the environment module may read process.env.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config/env.ts.' },
      ],
    },
  },
  {
    // Command-line scripts talk to a person through the console.
    files: [
      'scripts/**',
      'bench/**',
      'apps/server/src/**/cli.ts',
      'apps/server/src/**/*-cli.ts',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
  // --- Server rooms (STYLE "Walls, not discipline"): routes validate, authorize and answer
  // through services; services hold the logic and know nothing of HTTP. ---
  {
    files: ['apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Routes reach the database through a service.' }],
          patterns: [
            {
              regex: '(^|/)db(/|$)|^drizzle-orm/',
              message: 'Routes reach the database through a service (services/), never db/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(fastify|fastify-plugin|fastify-type-provider-zod|@fastify/[^/]+)(/|$)',
              message: 'Services return results; the route turns them into an HTTP answer.',
            },
            {
              regex: '(^|/)(routes|plugins)(/|$)',
              message: 'Services never import routes or plugins: those call services.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
