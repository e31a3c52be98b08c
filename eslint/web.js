// The web app's rules: app → features → components → lib, one way (docs/architecture.md).
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { group, restrict } from './shared.js';

// Core's barrels re-export the phone check, so importing one brings libphonenumber's metadata
// (125 KB of script) into pages that check no phone number, such as login and the calendar.
const coreBarrels = {
  regex: '^@hangtime/core(/index|/validation(/index)?)?$',
  message: "import core's modules directly (e.g. @hangtime/core/validation/messages), not its barrels",
};

// import-x follows the app's imports as Node would, with TypeScript's extensions (the sources
// import without one) and core's package exports.
const importResolution = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    'import-x/extensions': ['.ts', '.tsx', '.js'],
  },
};

// A feature's public face: its index.ts, and for the calendar's first screen a first-screen.ts
// (a barrel brings every module it names into the importer's chunk, docs/architecture.md). Another
// feature imports only these; a test may also take another feature's test-fixtures.ts.
const featuresDir = resolve(import.meta.dirname, '../apps/web/src/features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const facesOf = (feature, faceNames) =>
  faceNames.map((name) => join(feature, name)).filter((face) => existsSync(join(featuresDir, face)));
const featureBoundaries = (faceNames) => ({
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: features.map((feature) => ({
        target: join(featuresDir, feature),
        from: featuresDir,
        except: [feature, ...features.flatMap((other) => facesOf(other, faceNames))],
        message: 'Import another feature through its index.ts (or its first-screen.ts), not its files.',
      })),
    },
  ],
});
const FACES = ['index.ts', 'first-screen.ts'];

export const webConfigs = [
  // No import cycles: a cycle makes the order modules run in depend on who is imported first, and
  // it ties two features' chunks together. Type imports count too (they tie the files' designs).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...importResolution,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ...importResolution,
    rules: featureBoundaries(FACES),
  },
  {
    files: ['apps/web/src/features/**/*.test.{ts,tsx}'],
    ...importResolution,
    rules: featureBoundaries([...FACES, 'test-fixtures.ts']),
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: restrict([
      group(['**/features/**', '**/components/**', '**/app/**'], 'lib is the bottom layer'),
      coreBarrels,
    ]),
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
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
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
];
