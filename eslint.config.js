// Lint: recommended rules, plus the one-way import boundaries of docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { group, restrict } from './eslint/shared.js';
import { serverConfigs } from './eslint/server.js';
import { webConfigs } from './eslint/web.js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
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
      group(
        ['fastify*', '@fastify/*', 'drizzle-orm*', 'pg', '@electric-sql/*', 'react*', '@mantine/*'],
        'core stays free of HTTP, database and UI',
      ),
    ]),
  },
  // Server: modules through their faces, repositories built by the composition root, Drizzle in db/ and repositories.
  ...serverConfigs,
  // No import cycles in the server and core (the web app's rule is in eslint/web.js).
  {
    files: ['apps/server/src/**/*.ts', 'packages/core/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...webConfigs,
);
