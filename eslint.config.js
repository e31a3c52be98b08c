// Lint: recommended rules, plus the one-way import boundaries of docs/architecture.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const group = (group, message) => ({ group, message });
// Core's barrels re-export the phone check, so importing one brings libphonenumber's metadata
// (125 KB of script) into pages that check no phone number, such as login and the calendar.
const coreBarrels = {
  regex: '^@hangtime/core(/index|/validation(/index)?)?$',
  message: "import core's modules directly (e.g. @hangtime/core/validation/messages), not its barrels",
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { performance: 'readonly', setTimeout: 'readonly', fetch: 'readonly' } },
  },
  // packages/core is pure: no apps, no HTTP, no database, no UI.
  {
    files: ['packages/core/**/*.ts'],
    rules: restrict([
      group(['**/apps/**', '@hangtime/server*', '@hangtime/web*'], 'core imports nothing of the apps'),
      group(['fastify*', '@fastify/*', 'drizzle-orm*', 'pg', '@electric-sql/*', 'react*', '@mantine/*'], 'core stays free of HTTP, database and UI'),
    ]),
  },
  // Server: routes → service → repository → db. Only repositories touch Drizzle.
  {
    files: ['apps/server/src/modules/**/routes.ts', 'apps/server/src/modules/**/service.ts', 'apps/server/src/modules/**/*-service.ts'],
    rules: restrict([
      group(['drizzle-orm', 'drizzle-orm/*'], 'only repository files touch Drizzle'),
      group(['**/db/schema', '**/db/schema/*'], 'only repository files touch tables'),
    ]),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**'],
    rules: restrict([group(['**/apps/web/**', '@hangtime/web*'], 'the server does not import the web app')]),
  },
  // Web: app → features → components → lib.
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: restrict([group(['**/features/**', '**/components/**', '**/app/**'], 'lib is the bottom layer'), coreBarrels]),
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: restrict([group(['**/features/**', '**/app/**'], 'components are domain-free'), coreBarrels]),
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: restrict([
      group(['**/app/**'], 'features do not import the app shell'),
      group(['@hangtime/server*', '**/apps/server/**'], 'the web app talks to the server over HTTP only'),
      coreBarrels,
    ]),
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
    rules: restrict([coreBarrels]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message: 'Format dates through lib/datetime.ts',
        },
        {
          selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          message: 'Format dates through lib/datetime.ts',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/datetime.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
