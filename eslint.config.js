// The linter keeps the house: the rooms and their one-way doors (README.md, Layout), no cycles,
// kebab-case names, files and lines of a readable size. A rule is never silenced to pass; the code moves.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./pwa/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'pwa/e2e/**'];

/** The props a person reads or hears: a screen's words (see the no-restricted-syntax rule for pwa/ below). */
const SPOKEN_PROPS = '/^(aria-label|aria-description|aria-roledescription|title|placeholder|alt|label|description)$/';
/** A string with a word in it (a lone sign or number is no word). */
const WORDS = 'Literal[value=/[A-Za-z]{2,}/]';

/**
 * Service rooms at the top of the services: they use the others, none of the others uses them. `by` says who does.
 */
const serviceRoomsFromAbove = [
  { room: 'operator', by: "the operator's commands and jobs" },
  { room: 'closing', by: 'the closing routes and jobs' },
  { room: 'statements', by: 'the statement routes' },
  { room: 'data-export', by: 'the export routes and jobs' },
];

/**
 * The one-way doors: imports only point down shared <- db <- api, and shared <- pwa; build/ stands above them all
 * (it may import what it builds) and nothing that runs imports it.
 */
const roomZones = [
  { target: './shared', from: ['./db', './api', './pwa'], message: 'shared/ imports no other room.' },
  { target: './db', from: ['./api', './pwa'], message: 'db/ imports only shared/.' },
  { target: './api', from: ['./pwa'], message: 'api/ imports only db/ and shared/.' },
  // pwa/ -> api/ is for `import type` only; that door is kept by no-restricted-imports below.
  { target: './pwa', from: ['./db'], message: 'pwa/ imports only shared/ (and `import type` from api/).' },
  {
    target: ['./shared', './db', './api', './pwa'],
    from: ['./build'],
    message: 'Nothing that runs imports build/: the build imports what it builds, never the other way.',
  },
  // Inside api/: routes -> services -> providers; providers speak to outside systems and know nothing of the app.
  {
    target: './api/providers',
    from: ['./api/services', './api/routes', './api/middleware', './api/jobs'],
    message: 'A provider knows nothing of the app: services use providers, never the other way.',
  },
  {
    target: './api/services',
    from: ['./api/routes', './api/middleware', './api/jobs', './api/pages', './api/commands'],
    message: 'Services hold the domain work: routes, pages, middleware, jobs and commands call them, not the reverse.',
  },
  // api/lib: small helpers under everything (dates, HTML escaping, the server lock); what composes services for a
  // request lives in routes/ or pages/.
  {
    target: './api/lib',
    from: ['./api/services', './api/routes', './api/middleware', './api/jobs', './api/pages', './api/commands'],
    message: 'api/lib/ holds helpers below the services: code that uses services goes in api/routes/ or api/pages/.',
  },
  // The service rooms that only the outside of the app reaches: no other service, and nothing below them.
  ...serviceRoomsFromAbove.map(({ room, by }) => ({
    target: [`./api/services/!(${room})/**`, './api/services/*.ts', './api/lib', './api/middleware'],
    from: `./api/services/${room}`,
    message: `api/services/${room}/ is used by ${by}, never by another service.`,
  })),
  // Inside pwa/: app composes features; features stand alone; components and lib serve everyone.
  {
    target: ['./pwa/components', './pwa/lib'],
    from: ['./pwa/features', './pwa/app'],
    message: 'Shared UI and lib know no feature: compose features in pwa/app/routes/.',
  },
  ...features.map((feature) => ({
    target: `./pwa/features/${feature}`,
    from: './pwa/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in pwa/app/routes/.',
  })),
  { target: './pwa/features', from: './pwa/app', message: 'Features do not import the app that composes them.' },
];

/** Shipped code never leans on test code: fakes and generators live in testing/ beside what they fake. */
const productionZones = [
  {
    target: ['./api', './db', './shared', './pwa', './build'],
    from: ['./**/testing/**', './**/*.test.ts', './**/*.test.tsx', './pwa/e2e/**'],
    message: 'Shipped code must not import test code.',
  },
];

/** Cross-folder imports go through the #room aliases, so an import says where it lands. */
const climbing = {
  regex: '^\\.\\./',
  message: 'Import through the #shared, #db, #api, #pwa or #build alias instead of ../',
};

/** shared/ is used by both ends, so it stays free of frameworks. */
const frameworks = [
  'hono',
  'hono/*',
  '@hono/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'better-sqlite3',
  'react',
  'react-dom',
  'react-dom/*',
  'react-router-dom',
  '@tanstack/*',
  'dexie',
  'stripe',
  'web-push',
  'vite',
  'workbox-*',
];

export default defineConfig(
  {
    ignores: ['dist/**', 'data/**', 'node_modules/**', 'db/migrations/**', 'screenshots/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Prettier owns the layout; its config turns off the rules that would fight it (max-len is set again below).
  prettier,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX, 'check-file': checkFile, '@stylistic': stylistic },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'no-restricted-imports': ['error', { patterns: [climbing] }],
      'import-x/no-restricted-paths': ['error', { zones: [...roomZones, ...productionZones] }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{api,db,shared,pwa,build,bench,docs}/**/': 'KEBAB_CASE' }],
      'max-lines': ['error', { max: 300 }],
      '@stylistic/max-len': [
        'error',
        {
          code: 120,
          ignoreUrls: false,
          ignoreRegExpLiterals: false,
          ignoreStrings: false,
          ignoreTemplateLiterals: false,
        },
      ],
    },
  },
  {
    // Tests and their helpers keep the rooms' doors but may use other test code.
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: roomZones }] },
  },
  {
    // Browser tests drive the whole product from outside: they seed its database through api/ and db/, and see
    // the app only through Chromium.
    files: ['pwa/e2e/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './pwa/e2e',
              from: './pwa',
              except: ['./e2e'],
              message: 'Browser tests see the app through Chromium.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbing,
            { group: frameworks, message: 'shared/ stays free of frameworks: both ends import it.' },
          ],
        },
      ],
    },
  },
  {
    files: ['pwa/**'],
    ignores: ['pwa/e2e/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#api/',
              allowTypeImports: true,
              message: 'pwa/ takes only types from api/ (`import type`); contracts live in shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['pwa/**/*.tsx', 'pwa/**/*.ts'],
    ignores: ['pwa/e2e/**', 'pwa/sw/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['pwa/sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Every word a screen shows or a screen reader says comes from the texts (shared/messages, in each language:
    // docs/decisions/0023-languages.md): none written into a component, where only English would ever read it.
    files: ['pwa/**/*.ts', 'pwa/**/*.tsx'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          // A toast's title and description, wherever it is raised (a mutation's hooks are often plain .ts).
          `CallExpression[callee.name='toast'] Property[key.name=/^(title|description)$/] > ${WORDS}`,
          'JSXText[value=/[A-Za-z]{2,}/]',
          'JSXElement > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]',
          'JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]',
          `JSXElement > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > ${WORDS}`,
          `JSXAttribute[name.name=${SPOKEN_PROPS}] > Literal[value=/[A-Za-z]{2,}/]`,
          // Inside the prop's expression (a condition's two texts), not a nested element's own props (a className).
          `JSXAttribute[name.name=${SPOKEN_PROPS}] :not(JSXAttribute) > Literal[value=/[A-Za-z]{2,}/]`,
          `JSXAttribute[name.name=${SPOKEN_PROPS}] > JSXExpressionContainer TemplateElement[value.raw=/[A-Za-z]{2,}/]`,
        ].map((selector) => ({
          selector,
          message: 'A word on screen comes from shared/messages (each language has its own): not written here.',
        })),
      ],
    },
  },
  {
    // A transaction begun the default way asks for the write lock only at its first write, and SQLite refuses it at
    // once when another connection committed since its first read: every transaction goes through write().
    files: ['api/**', 'db/**'],
    ignores: ['db/unit-of-work.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open a transaction with write() from #db/unit-of-work.ts: it takes the write lock first.',
        },
      ],
    },
  },
);
