// The web app's rules: app → features → components → lib, one way (docs/architecture.md).
import reactHooks from 'eslint-plugin-react-hooks';
import { group, restrict } from './shared.js';

// Core's barrels re-export the phone check, so importing one brings libphonenumber's metadata
// (125 KB of script) into pages that check no phone number, such as login and the calendar.
const coreBarrels = {
  regex: '^@hangtime/core(/index|/validation(/index)?)?$',
  message: "import core's modules directly (e.g. @hangtime/core/validation/messages), not its barrels",
};

export const webConfigs = [
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
];
