import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit tests run in an unusual zone so code that forgets an explicit time zone fails loudly.
process.env.TZ ??= 'Asia/Kathmandu';

// Property tests that size their runs with propertyRuns() (packages/core/src/scheduling/
// property-runs.test-support.ts) run a fifth of their cases here, in `npm test` and CI: the
// property files took about a third of the unit run's test time. `npm run test:property` runs them in
// full (PROPERTY_RUNS_SCALE=1), and a larger scale soaks them for longer.
process.env.PROPERTY_RUNS_SCALE ??= '0.2';

// Most test files share their worker's loaded modules with the files before them (isolate: false):
// loading React, Mantine or the server again for every file cost more CPU than the tests. A file
// that replaces modules (vi.mock) needs a module registry of its own, or its mocks would leak into
// later files or miss modules an earlier file loaded: such unit and web files are found here, by
// content, and run isolated in the projects unit-isolated and web-isolated. (setup.ts undoes
// stubbed globals and fake timers after every web test, and vitest restores spies per file.)
function testFilesReplacingModules(...dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(mock|doMock|unmock|doUnmock|stubEnv)\(/.test(readFileSync(file, 'utf8')));
}
/** An empty include means vitest's default (every test in the repository): match nothing instead. */
const orNothing = (files: string[]) => (files.length > 0 ? files : ['no-such-test-file']);
const unitFilesReplacingModules = testFilesReplacingModules('packages/core/src', 'apps/server/src');
const webFilesReplacingModules = testFilesReplacingModules('apps/web/src');

// When the PostgreSQL pass runs every int file (scripts/test-int.mjs), the PGlite pass beside it
// runs only the files whose behaviour depends on the database engine (each says why in a line
// "// On both databases: ...") and the PGlite-only ones: INT_SCOPE=both-databases.
function intFilesOnBothDatabases(): string[] {
  const dir = 'apps/server/test';
  return readdirSync(dir)
    .filter((file) => file.endsWith('.int.test.ts'))
    .map((file) => join(dir, file))
    .filter((file) => /^\/\/ On both databases: /m.test(readFileSync(file, 'utf8')));
}
const intFiles =
  process.env.INT_SCOPE === 'both-databases'
    ? [...intFilesOnBothDatabases(), 'apps/server/test/**/*.pglite-only.int.test.ts']
    : ['apps/server/test/**/*.int.test.ts'];

const webProject = {
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'happy-dom',
    setupFiles: ['apps/web/src/test/setup.ts'],
    // Mantine forms under happy-dom take seconds on a loaded 2-core machine: a limit, not a budget.
    testTimeout: 30_000,
  },
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/core/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: unitFilesReplacingModules,
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: { name: 'unit-isolated', include: orNothing(unitFilesReplacingModules), environment: 'node' },
      },
      {
        ...webProject,
        test: {
          ...webProject.test,
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: webFilesReplacingModules,
          isolate: false,
        },
      },
      {
        ...webProject,
        test: { ...webProject.test, name: 'web-isolated', include: orNothing(webFilesReplacingModules) },
      },
      {
        test: {
          name: 'int',
          include: intFiles,
          // Tests of PostgreSQL-only behaviour (migration locks, pool timeouts) run only in the PostgreSQL
          // pass, and of PGlite-only behaviour (planner statistics kept by the app, the data directory's
          // lock, the server and npm start as processes on PGlite, the admin script's refusals before it
          // opens a database) only in the PGlite pass: the other pass would repeat them unchanged.
          exclude: [
            `apps/server/test/**/*.${process.env.TEST_DB === 'postgres' ? 'pglite' : 'postgres'}-only.int.test.ts`,
          ],
          environment: 'node',
          // Migrates one PGlite per run; each test database of the PGlite pass starts from its dump.
          globalSetup: ['apps/server/test/setup/pglite-template.ts'],
          // In the PostgreSQL pass, each worker has a database of its own (TEST_DATABASE_URLS).
          setupFiles: ['apps/server/test/setup/postgres-worker-database.ts'],
          // One process runs the files one after another and keeps the modules it loaded: with a
          // fresh process per file, loading the server (Fastify, pg-boss, Drizzle, zod) cost more
          // CPU than most files' tests. Test files must leave no global state behind (they close
          // their apps in afterAll and mock no modules).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
