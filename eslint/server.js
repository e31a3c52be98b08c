// The server's boundaries (docs/architecture.md, "Wiring"): modules meet only through their faces,
// only the composition root builds repositories, and only the database layer touches Drizzle.
import { group } from './shared.js';

const server = 'apps/server/src';
const modules = `${server}/modules/**`;
// Drizzle and the tables: db/ and repository files, nothing else (an allowlist of file kinds).
const databaseFiles = [`${server}/db/**`, `${server}/**/repository.ts`, `${server}/**/*-repository.ts`];
// Tests reach into what they test.
const tests = [`${server}/**/*.test.ts`];

const noDrizzle = group(
  ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
  'only db/ and repository files touch Drizzle and the tables',
);
// From a module's file, `../other/file` reaches into another module; `../other` is its face.
const intoOtherModules = {
  regex: '^\\.\\./[\\w-]+/',
  message: 'use another module through its face (`../name`, its index.ts), not its files',
};
const othersRepositories = {
  regex: '^\\.\\./[\\w-]+$',
  importNamePattern: '^create\\w*(Repository|Stores)$',
  message: 'only the composition root (composition.ts) builds repositories: take the service',
};
// Outside the modules too, a module is reached through its face.
const intoModules = {
  regex: '(^|/)modules/[\\w-]+/',
  message: 'use a module through its face (modules/name), not its files',
};
const noWeb = group(['**/apps/web/**', '@hangtime/web*'], 'the server does not import the web app');

const restrictTo = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export const serverConfigs = [
  {
    files: [`${modules}/*.ts`],
    ignores: [...databaseFiles, ...tests],
    rules: restrictTo([noDrizzle, intoOtherModules, othersRepositories, noWeb]),
  },
  {
    files: databaseFiles,
    ignores: [`${server}/db/**`, ...tests],
    rules: restrictTo([intoOtherModules, othersRepositories, noWeb]),
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: [modules, ...databaseFiles, ...tests],
    rules: restrictTo([noDrizzle, intoModules, noWeb]),
  },
  {
    files: [`${server}/db/**/*.ts`, `${server}/jobs/**/repository.ts`],
    ignores: tests,
    rules: restrictTo([intoModules, noWeb]),
  },
];
