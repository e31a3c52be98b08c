// What the first screens of the landing page, the calendar, /login, the friends page, the
// availability page and the profile may contain, read from the build's manifest (vite.config.ts
// writes dist/.vite/manifest.json): the chunk groups of vite.config.ts and the styles of
// app/first-page-styles.ts, held here instead of by a reviewer's memory. The e2e run builds the
// app first (scripts/test-e2e.mjs); these tests open no page.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readManifest, staticClosure } from '../../../bench/bundle-size';

const distDir = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '../dist');
// Vite's manifest: each entry's file, its static and on-demand imports, and its CSS files.
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
const manifest: Record<string, Chunk> = readManifest(distDir);

const ENTRY = 'index.html';
const CALENDAR_PAGE = 'src/features/calendar/calendar-page.tsx';
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
const ALL_STYLES = 'src/app/all-styles.ts';
const FRIENDS_PAGE = 'src/features/friends/friends-page.tsx';
const AVAILABILITY_PAGE = 'src/features/availability/availability-windows-page.tsx';
const PROFILE_PAGE = 'src/features/profile/profile-page.tsx';

/** A chunk's name without its content hash: assets/ui-DvwL6_Hi.js → ui. */
const chunkName = (file: string) => basename(file).replace(/-[\w-]{8}\.(js|css)$/, '');
const closureOf = (key: string) => [...staticClosure(manifest, key)];
const namesOf = (keys: string[]) => new Set(keys.map((key) => chunkName(manifest[key]!.file)));
const chunkFileNamed = (name: string) => Object.values(manifest).find((chunk) => chunkName(chunk.file) === name)?.file;
const read = (file: string) => readFileSync(join(distDir, file), 'utf8');

// Mantine's class names (`m_` and 8 hex digits, from its CSS modules), as the JS names them and as
// the CSS styles them.
const classesNamedIn = (js: string) => new Set(js.match(/\bm_[0-9a-f]{8}\b/g));
const classesStyledIn = (css: string) => new Set([...css.matchAll(/\.(m_[0-9a-f]{8})\b/g)].map((match) => match[1]!));

test('every chunk group of vite.config.ts is a chunk of the build', () => {
  // A group that matches nothing, or is renamed, would make the checks below pass by finding nothing.
  for (const group of ['react-dom', 'forms', 'ui', 'ui-fields', 'contracts', 'phone-rules']) {
    expect(chunkFileNamed(group), group).toBeDefined();
  }
});

test("the landing page's first screen is the entry, react-dom and the runtime they share", () => {
  // The landing page ships in the entry (lazy-pages.ts); the shell group is the entry itself.
  expect([...namesOf(closureOf(ENTRY))].sort()).toEqual(['index', 'react-dom', 'rolldown-runtime']);
});

test('the landing page blocks on the Mantine styles its code uses (first-page-styles.ts), no fewer and no others', () => {
  const firstPageJs = closureOf(ENTRY)
    .map((key) => read(manifest[key]!.file))
    .join('\n');
  const firstPageCss = (manifest[ENTRY]!.css ?? []).map(read).join('\n');
  const allCss = (manifest[ALL_STYLES] ? [manifest[ALL_STYLES].file] : []).map(read).join('\n');
  const allMantine = classesStyledIn(allCss);
  expect(allMantine.size).toBeGreaterThan(100);

  const used = [...classesNamedIn(firstPageJs)].filter((name) => allMantine.has(name));
  const styled = classesStyledIn(firstPageCss);
  expect(used.length).toBeGreaterThan(0);
  // A component the entry uses without its file in first-page-styles.ts shows unstyled on the landing page.
  expect(
    used.filter((name) => !styled.has(name)),
    'used by the first page, not in first-page-styles.ts',
  ).toEqual([]);
  // A file the entry does not use only delays the first paint.
  expect(
    [...styled].filter((name) => !used.includes(name)),
    'in first-page-styles.ts, not used by the first page',
  ).toEqual([]);
});

test("all of Mantine's styles are a chunk of CSS alone, which brings no script along", () => {
  const allStyles = manifest[ALL_STYLES]!;
  expect(allStyles.file).toMatch(/\.css$/);
  expect(allStyles.imports ?? []).toEqual([]);
});

test("the calendar's first screen takes the UI libraries and the contracts, not the fields, the phone rules or what it loads later", () => {
  const firstScreen = closureOf(CALENDAR_PAGE);
  const names = namesOf(firstScreen);
  expect(names).toContain('ui');
  expect(names).toContain('contracts');
  // Mantine's pickers and fields are for dialogs and form pages; the phone metadata for the forms
  // that take a phone number.
  expect(names).not.toContain('ui-fields');
  expect(names).not.toContain('phone-rules');
  // The grid (after the first paint), the dialogs and Upcoming (when idle) and the assisted flow
  // (on a press) are chunks the page imports on demand: none of them may come with it.
  const onDemand = manifest[CALENDAR_PAGE]!.dynamicImports ?? [];
  expect(onDemand).toEqual(
    expect.arrayContaining([
      'src/features/calendar/components/calendar-grid.tsx',
      'src/features/calendar/components/calendar-dialogs.tsx',
      'src/features/calendar/components/upcoming-view.tsx',
      'src/features/assisted-flow/components/assisted-flow.tsx',
    ]),
  );
  expect(firstScreen.filter((key) => onDemand.includes(key))).toEqual([]);
  // Nor what only those bring, through a barrel or otherwise: the event form (its loading label)
  // and Hangtime Now!'s success details (their "Why this plan" box).
  const firstScreenJs = firstScreen.map((key) => read(manifest[key]!.file)).join('\n');
  const laterJs = onDemand
    .flatMap(closureOf)
    .map((key) => read(manifest[key]!.file))
    .join('\n');
  for (const mark of ['Loading event form', 'Why this plan']) {
    expect(laterJs, mark).toContain(mark);
    expect(firstScreenJs, mark).not.toContain(mark);
  }
});

test("the friends page's first screen takes no pickers or fields, nor the phone rules: the add-friend checks load later", () => {
  const firstScreen = closureOf(FRIENDS_PAGE);
  const names = namesOf(firstScreen);
  expect(names).toContain('ui');
  expect(names).toContain('contracts');
  // Its lists' empty state is in ui.
  expect(names).not.toContain('ui-fields');
  expect(names).not.toContain('phone-rules');
  const checks = 'src/features/friends/logic/add-friend-validation.ts';
  expect(Object.values(manifest).some((chunk) => chunk.dynamicImports?.includes(checks))).toBe(true);
  expect(firstScreen).not.toContain(checks);
  expect(namesOf(closureOf(checks))).toContain('phone-rules');
});

test("the availability page's first screen is its list: the window form, its fields and the phone rules load later", () => {
  const firstScreen = closureOf(AVAILABILITY_PAGE);
  const names = namesOf(firstScreen);
  expect(names).toContain('ui');
  expect(names).not.toContain('ui-fields');
  expect(names).not.toContain('phone-rules');
  const form = 'src/features/availability/components/window-form-modal.tsx';
  expect(manifest[AVAILABILITY_PAGE]!.dynamicImports ?? []).toContain(form);
  expect(firstScreen).not.toContain(form);
});

test("the profile's first screen takes neither the edit form nor the phone rules, which load later", () => {
  const firstScreen = closureOf(PROFILE_PAGE);
  expect(namesOf(firstScreen)).not.toContain('phone-rules');
  const editForm = 'src/features/profile/components/edit-profile-modal.tsx';
  expect(Object.values(manifest).some((chunk) => chunk.dynamicImports?.includes(editForm))).toBe(true);
  expect(firstScreen).not.toContain(editForm);
  expect(namesOf(closureOf(editForm))).toContain('phone-rules');
});

test('the sign-in form takes the forms group, not the rest of the UI libraries or the phone rules', () => {
  const names = namesOf(closureOf(LOGIN_PAGE));
  expect(names).toContain('forms');
  expect(names).toContain('contracts');
  for (const group of ['ui', 'ui-fields', 'phone-rules']) expect(names).not.toContain(group);
});

test("libphonenumber's metadata is in phone-rules, not in the contracts every page loads", () => {
  // Its country codes table marks the metadata (page-weight.spec.ts watches for it in the browser).
  expect(read(chunkFileNamed('phone-rules')!)).toContain('country_calling_codes');
  expect(read(chunkFileNamed('contracts')!)).not.toContain('country_calling_codes');
});
