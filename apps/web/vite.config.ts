import { constants } from 'node:zlib';
import { relative } from 'node:path';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { CALENDAR_HEADING } from './src/features/calendar/calendar-heading';
import { AVAILABILITY_HEADING } from './src/features/availability/availability-heading';
import { FRIENDS_HEADING } from './src/features/friends/friends-heading';
import { PROFILE_HEADING } from './src/features/profile/profile-heading';
import { installableApp } from './pwa.config';

// Core's modules that import libphonenumber (the validation barrel re-exports phone-validity.ts).
const PHONE_RULE_MODULES = String.raw`(validation[\\/](phone-validity|index)|auth[\\/]schemas|friends[\\/]send-request-body)\.ts`;

// Mantine's pickers and fields of dialogs and forms (selects, number fields, checkboxes, its form
// state) and what only they use: the ui-fields chunk. Not EmptyState: the lists' empty states are on
// first screens (friends, availability, working hours), which it brought 31 KB of fields to.
const FIELD_MODULES = String.raw`(@mantine[\\/](form|core[\\/]esm[\\/]components[\\/](Combobox|ScrollArea|NumberInput|Checkbox|MultiSelect|Radio|Accordion|Tabs|Select|Textarea|Chip|Pill|PillsInput|Autocomplete|TagsInput))|react-number-format|react-textarea-autosize)`;

// HANGTIME_API_ORIGIN points the dev proxy at a server on another port.
const apiOrigin = process.env.HANGTIME_API_ORIGIN ?? 'http://localhost:3000';

// HANGTIME_FAST_BUILD=1 (the e2e run's build): precompress at fast settings. The strongest ones
// take most of the build's time and only save bytes on a real network; the files and how the
// server sends them (.br and .gz beside each file) stay the same.
const isFastBuild = process.env.HANGTIME_FAST_BUILD === '1';
const BROTLI_QUALITY = isFastBuild ? 4 : constants.BROTLI_MAX_QUALITY;
const GZIP_LEVEL = isFastBuild ? constants.Z_BEST_SPEED : constants.Z_BEST_COMPRESSION;

/**
 * The headings index.html shows a signed-in person before the code comes, by path: each is its
 * page's first screen's largest text (Lighthouse's LCP element), which otherwise waits for all of
 * the page's code and data. The words are the ones each page draws (its `*-heading.ts`).
 */
const SIGNED_IN_HEADINGS: Record<string, { title: string; description: string }> = {
  '/calendar': CALENDAR_HEADING,
  '/friends': FRIENDS_HEADING,
  '/availability-windows': AVAILABILITY_HEADING,
  '/profile': PROFILE_HEADING,
};

/** JSON that may stand inside a <script> element: no "</script>" or "<!--" can form in it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html's headings (shown before the code comes) in the words the pages draw: the inline
 * script that shows them takes them as JSON. The server's CSP allows that script by its hash,
 * which it computes from the built index.html when it starts (apps/server/src/lib/inline-script-hashes.ts).
 */
function signedInHeadingsInIndexHtml(): Plugin {
  const headings = Object.fromEntries(
    Object.entries(SIGNED_IN_HEADINGS).map(([path, heading]) => [path, [heading.title, heading.description]]),
  );
  return {
    name: 'hangtime-signed-in-headings',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('%SIGNED_IN_HEADINGS%', scriptJson(headings)),
    },
  };
}

/**
 * What a signed-in person's first screen loads besides the page: all of Mantine's styles, the bar's
 * bell and the setup reminders (main.tsx and lazy-pages.ts load them too), and by path, each page's
 * module and the module of its first reads (app/prefetch-first-screen.ts).
 */
const SIGNED_IN_SHELL_MODULES = [
  'src/app/all-styles.ts',
  'src/app/nav/notification-bell.tsx',
  'src/features/notifications/components/onboarding-banners.tsx',
];
const CALENDAR_MODULES = ['src/features/calendar/calendar-page.tsx', 'src/features/calendar/first-screen-data.ts'];
const SIGNED_IN_PAGE_MODULES: Record<string, string[]> = {
  '/': CALENDAR_MODULES,
  '/calendar': CALENDAR_MODULES,
  '/friends': ['src/features/friends/friends-page.tsx', 'src/features/friends/first-screen-data.ts'],
  '/availability-windows': [
    'src/features/availability/availability-windows-page.tsx',
    'src/features/availability/first-screen-data.ts',
  ],
  '/profile': ['src/features/profile/profile-page.tsx', 'src/features/profile/first-screen-data.ts'],
  '/working-hours': ['src/features/working-hours/working-hours-page.tsx'],
  '/upcoming-events': ['src/features/events/upcoming-events-page.tsx'],
};
const FIRST_SCREEN_FILES_MARK = 'FIRST_SCREEN_FILES_BY_PATH';

/** The files of `modules`' chunks and of everything they import statically, but those of `known`. */
function staticFiles(bundle: Rollup.OutputBundle, modules: string[], known: Set<string>): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName) || known.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  const isModule = (path: string | null | undefined, module: string) =>
    !!path && relative(import.meta.dirname, path) === module;
  for (const module of modules) {
    const chunk = chunks.find((item) => isModule(item.facadeModuleId, module));
    if (chunk) visit(chunk);
    // A module of styles alone (all-styles.ts) is a CSS file, with no chunk of its own.
    else {
      const styles = Object.values(bundle).find(
        (item) => item.type === 'asset' && item.originalFileNames.some((name) => isModule(name, module)),
      );
      if (styles) files.add(styles.fileName);
    }
  }
  return [...files];
}

/**
 * index.html asks for a signed-in person's page's code (its chunks and the bar's) beside the entry,
 * not after it: the entry learns which page it opens only once it has downloaded and run, a round
 * trip and 70 KB later on a phone. The build writes each page's files into the head's inline
 * script, which adds them as module preloads (the CSP allows it by its hash, computed by the server
 * from the built file); the entry's own imports later find them in the cache. Not in development,
 * where there is no bundle.
 */
function firstScreenFilesInIndexHtml(): Plugin {
  return {
    name: 'hangtime-first-screen-files',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle, chunk: entry }) => {
        if (!bundle || !entry) return html.replace(FIRST_SCREEN_FILES_MARK, '{}');
        const known = new Set([entry.fileName, ...entry.imports]);
        const byPath = Object.fromEntries(
          Object.entries(SIGNED_IN_PAGE_MODULES).map(([path, modules]) => [
            path,
            staticFiles(bundle, [...modules, ...SIGNED_IN_SHELL_MODULES], known).map((file) => `/${file}`),
          ]),
        );
        return html.replace(FIRST_SCREEN_FILES_MARK, scriptJson(byPath));
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    signedInHeadingsInIndexHtml(),
    firstScreenFilesInIndexHtml(),
    // The manifest and the service worker (pwa.config.ts); before compression, which then takes sw.js too.
    installableApp(),
    // Each file also as .br and .gz at the strongest settings (fast ones for e2e, above), which the server sends as they are
    // (plugins/web-app.ts): a quarter fewer bytes than compressing per request at its fast settings,
    // and no compression work per request. A phone's first visit downloads some 500 KB of script.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
        defineAlgorithm('gzip', { level: GZIP_LEVEL }),
      ],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each page to its chunks; `npm run bench` sums the first page's.
    manifest: true,
    // Report route chunks above the 300 KB budget (quality.md) instead of the default 500 KB.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // Few, large chunks: Lighthouse's mobile run found 56 script files behind the calendar, each a
        // round trip on a slow network (six at a time per host over HTTP/1.1). Now a page pulls about
        // ten, grouped by how often they change and who needs them:
        // - react-dom: most of the entry, changes only with an upgrade, so it stays cached;
        // - the shell: everything the first page runs (the landing page is part of the entry), so the
        //   first visit downloads one chunk besides react-dom and nothing it does not show;
        // - forms: what the sign-in forms add to the shell (text fields, TanStack's mutations);
        // - ui: the rest of the UI libraries, shared by every signed-in page and the forms (not
        //   Mantine's styles: all-styles.ts loads them, and it must not pull this chunk with them);
        // - ui-fields: Mantine's pickers, fields and form state, for dialogs and form pages, not for
        //   the calendar's first screen;
        // - contracts: core's schemas with zod and the Temporal polyfill, which every form and API
        //   client parses with; phone-rules: what only the forms that take a phone number need.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 4 },
            { name: 'shell', tags: ['$initial'], priority: 3 },
            // What the sign-in forms add to the entry (text fields, TanStack's mutations) apart, so
            // /login does not wait for every dialog, menu and picker of the signed-in pages.
            {
              name: 'forms',
              test: /[\\/]node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/](components[\\/](ActionIcon|Input|InputBase|PasswordInput|TextInput)|core[\\/]styles-api)|@tanstack)[\\/]/,
              priority: 2,
            },
            {
              name: 'ui',
              test: new RegExp(
                `[\\\\/]node_modules[\\\\/](?!${FIELD_MODULES})(@mantine|@floating-ui|@tanstack|react-router|react-remove-scroll|use-sidecar|use-callback-ref|react-style-singleton|tslib|get-nonce|aria-hidden|clsx|detect-node-es)[\\\\/](?!.*\\.css$)`,
              ),
              priority: 1,
            },
            // The pickers and fields of dialogs and forms apart from the rest of the UI: the
            // calendar's first screen shows none of them (its dialogs load once it has painted).
            {
              name: 'ui-fields',
              test: new RegExp(`[\\\\/]node_modules[\\\\/]${FIELD_MODULES}[\\\\/](?!.*\\.css$)`),
              priority: 1,
            },
            // Core's contracts, except the few that check phone numbers: libphonenumber's metadata is
            // 125 KB of script to fetch and run on a phone, and only registration, the profile and
            // friend requests need it, not login or the calendar. Contracts go first, so that
            // phone-rules, which takes its modules' imports along, finds zod and the rest here.
            {
              name: 'contracts',
              test: new RegExp(
                `[\\\\/](packages[\\\\/]core[\\\\/]src[\\\\/](?!${PHONE_RULE_MODULES})|node_modules[\\\\/](zod|temporal-polyfill)[\\\\/])`,
              ),
              priority: 2,
            },
            {
              name: 'phone-rules',
              test: new RegExp(
                `[\\\\/](node_modules[\\\\/]libphonenumber-js[\\\\/]|packages[\\\\/]core[\\\\/]src[\\\\/]${PHONE_RULE_MODULES})`,
              ),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiOrigin,
      '/dev': apiOrigin,
    },
  },
  preview: {
    proxy: {
      '/api': apiOrigin,
      '/dev': apiOrigin,
    },
  },
});
