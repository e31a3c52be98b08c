// Lint: recommended rules, plus the one-way import boundaries of docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { group, restrict } from './eslint/shared.js';
import { webConfigs } from './eslint/web.js';

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
    files: ['scripts/**/*.mjs', '.ci/**', 'eslint.config.js', 'eslint/**/*.js'],
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
  ...webConfigs,
);
