import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Each folder of apps/web/src/features is a room: the wall list below is built from the folders
// themselves, so a new feature is walled in the day it is made.
const webFeatures = readdirSync(new URL('apps/web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// How import-x finds and reads the module behind an import, for the walls and the cycle check:
// its own resolver, and a parse without type information. One object, so one resolver cache.
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
  ],
};

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
  // --- Web rooms (STYLE "Layout shows the architecture"): imports run one way, shared ->
  // features -> app. A feature imports no other feature and nothing from app/ (the route modules
  // in app/ compose features); components/ and lib/ import no feature and nothing from app/.
  // Each import is resolved to a file, so every relative spelling of a path meets the wall.
  // A feature's tests may import app/: a test that renders the whole app (src/test/render-app)
  // loads its lazy route module up front. They still import no other feature. ---
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-restricted-paths': ['error', webZones({ isTest: false })] },
  },
  {
    files: ['apps/web/src/features/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-restricted-paths': ['error', webZones({ isTest: true })] },
  },
  // --- Every user-facing string goes through i18next (both languages; DESIGN D16): no words
  // written into the markup. Symbols and numbers may be. ---
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}/u]',
          message: 'Words on screen come from the catalogues: use t().',
        },
        {
          selector:
            ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/\\p{L}/u]',
          message: 'Words on screen come from the catalogues: use t().',
        },
        {
          selector:
            ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\p{L}/u]',
          message: 'Words on screen come from the catalogues: use t().',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(placeholder|title|alt|label|aria-label|aria-description|aria-roledescription|aria-valuetext)$/] > Literal[value=/\\p{L}/u]',
          message: 'Words people read or hear come from the catalogues: use t().',
        },
      ],
    },
  },
  // --- No import cycles in the three source trees. Type-only imports (erased at build time) do
  // not count; values imported in a ring do. ---
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  prettier,
);

/** The web rooms' walls; a feature's tests may also import app/. */
function webZones({ isTest }) {
  const featureWalls = webFeatures.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message: `features/${feature} may not import another feature: compose them in an app/ route, or move what both need to components/ or lib/.`,
  }));
  const appWall = {
    target: './features',
    from: './app',
    message: 'A feature never imports the app layer; app/ composes features.',
  };
  const sharedWall = {
    target: ['./components', './lib'],
    from: ['./features', './app'],
    message: 'Shared UI and lib serve every feature: they import no feature and nothing from app/.',
  };
  return {
    basePath: `${import.meta.dirname}/apps/web/src`,
    zones: isTest ? [...featureWalls, sharedWall] : [...featureWalls, appWall, sharedWall],
  };
}
