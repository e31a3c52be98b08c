import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_KEY, colorSchemeManager, parseColorSchemeChoice } from './color-scheme';

describe('parseColorSchemeChoice', () => {
  it.each([
    ['auto', 'auto'],
    ['light', 'light'],
    ['dark', 'dark'],
    [null, 'auto'],
    ['', 'auto'],
    ['Dark', 'auto'],
    ['purple', 'auto'],
  ])('reads %j as %s', (value, expected) => {
    expect(parseColorSchemeChoice(value)).toBe(expected);
  });
});

describe('colorSchemeManager', () => {
  it('keeps the choice in localStorage under the key index.html reads', () => {
    colorSchemeManager.set('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(colorSchemeManager.get('auto')).toBe('dark');
  });

  it('answers System when nothing, or something unknown, is stored', () => {
    expect(colorSchemeManager.get('auto')).toBe('auto');
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'sepia');
    expect(colorSchemeManager.get('auto')).toBe('auto');
  });
});

// index.html's first script sets the scheme before the app's code comes (no white flash); it must
// decide as MantineProvider does with the same stored choice.
describe("index.html's colour scheme script", () => {
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const script = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? '').join('\n');

  function runWith(stored: string | null, prefersDark: boolean): string | null {
    if (stored !== null) window.localStorage.setItem(COLOR_SCHEME_KEY, stored);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && prefersDark,
    }));
    new Function(script)();
    return document.documentElement.getAttribute('data-mantine-color-scheme');
  }

  afterEach(() => document.documentElement.removeAttribute('data-mantine-color-scheme'));

  it.each([
    [null, false, 'light'],
    [null, true, 'dark'],
    ['auto', true, 'dark'],
    ['auto', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['sepia', true, 'dark'],
  ] as const)('stored %j with a dark system %s: %s', (stored, prefersDark, expected) => {
    expect(runWith(stored, prefersDark)).toBe(expected);
  });

  it('is in the head, so it runs before the body paints', () => {
    expect(script).toContain(COLOR_SCHEME_KEY);
  });
});
