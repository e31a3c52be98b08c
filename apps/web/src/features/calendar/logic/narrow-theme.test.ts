// Against FullCalendar's own breezy theme, the one the grid draws with: if an upgrade stops styling
// a column by `isNarrow`, or moves its class options, these fail instead of a stand-in passing.
import breezyTheme from '@fullcalendar/react/themes/breezy';
import type { PluginInput } from '@fullcalendar/react';
import { describe, expect, it } from 'vitest';
import { withNarrowColumns } from './narrow-theme';

type ThemeShape = {
  name?: string;
  optionDefaults?: Record<string, unknown>;
  views?: Record<string, Record<string, unknown>>;
};

/** A theme's options by where they sit: `optionDefaults.columnEventTitleClass`, `views.timeGrid.…`. */
function optionsOf(theme: PluginInput): Map<string, unknown> {
  const { optionDefaults = {}, views = {} } = theme as ThemeShape;
  return new Map([
    ...Object.entries(optionDefaults).map(([name, value]) => [`optionDefaults.${name}`, value] as const),
    ...Object.entries(views).flatMap(([view, options]) =>
      Object.entries(options).map(([name, value]) => [`views.${view}.${name}`, value] as const),
    ),
  ]);
}

/** What a class option answers for a column measured narrow or not (`throws` when it reads more than the flag). */
function answer(option: unknown, isNarrow: boolean): string {
  try {
    return JSON.stringify((option as (info: object) => unknown)({ isNarrow }));
  } catch {
    return 'throws';
  }
}

const original = optionsOf(breezyTheme);
const narrowed = optionsOf(withNarrowColumns(breezyTheme));
const isFunction = (value: unknown) => typeof value === 'function';
const dependsOnWidth = (name: string) =>
  isFunction(original.get(name)) && answer(original.get(name), true) !== answer(original.get(name), false);

// What a phone's week draws in every column: the day headers, the lanes and the timed events.
const PHONE_WEEK_OPTIONS = [
  'optionDefaults.dayHeaderInnerClass',
  'optionDefaults.dayLaneInnerClass',
  'optionDefaults.columnEventInnerClass',
  'optionDefaults.columnEventTitleClass',
  'optionDefaults.columnEventTimeClass',
];

describe('withNarrowColumns on the breezy theme', () => {
  it('starts from a theme that styles the columns of a phone week by isNarrow', () => {
    for (const name of PHONE_WEEK_OPTIONS) expect(dependsOnWidth(name), name).toBe(true);
  });

  it('answers every width-dependent option narrow before FullCalendar has measured a column (isNarrow false)', () => {
    const widthDependent = [...original.keys()].filter(dependsOnWidth);
    expect(widthDependent.length).toBeGreaterThanOrEqual(PHONE_WEEK_OPTIONS.length);
    for (const name of widthDependent) {
      expect(answer(narrowed.get(name), false), name).toBe(answer(original.get(name), true));
      expect(answer(narrowed.get(name), true), name).toBe(answer(original.get(name), true));
    }
  });

  it('keeps what does not depend on the column width as it is', () => {
    expect([...narrowed.keys()]).toEqual([...original.keys()]);
    for (const [name, value] of original) {
      if (!isFunction(value)) expect(narrowed.get(name), name).toBe(value);
      else if (!dependsOnWidth(name)) expect(answer(narrowed.get(name), false), name).toBe(answer(value, false));
    }
    expect((withNarrowColumns(breezyTheme) as ThemeShape).name).toBe(`${(breezyTheme as ThemeShape).name}-narrow`);
  });
});
