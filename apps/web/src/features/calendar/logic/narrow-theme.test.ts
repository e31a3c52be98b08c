import type { PluginInput } from '@fullcalendar/react';
import { describe, expect, it } from 'vitest';
import { withNarrowColumns } from './narrow-theme';

type ClassFn = (info: unknown) => unknown;

const theme = {
  name: 'theme-test',
  optionDefaults: {
    eventClass: (info: { isNarrow: boolean }) => (info.isNarrow ? 'small' : 'large'),
    buttonText: 'Today',
    className: (info: { isHeightAuto: boolean }) => (info.isHeightAuto ? 'auto' : 'fixed'),
  },
  views: { timeGrid: { slotHeaderClass: (info: { isNarrow: boolean }) => (info.isNarrow ? 'small-label' : 'label') } },
} as unknown as PluginInput;

const options = (plugin: PluginInput) => plugin as unknown as {
  name: string;
  optionDefaults: Record<string, unknown>;
  views: Record<string, Record<string, unknown>>;
};

describe('withNarrowColumns', () => {
  it('answers the narrow classes before FullCalendar has measured a column (isNarrow false)', () => {
    const narrow = options(withNarrowColumns(theme));
    expect((narrow.optionDefaults.eventClass as ClassFn)({ isNarrow: false })).toBe('small');
    expect((narrow.views.timeGrid!.slotHeaderClass as ClassFn)({ isNarrow: false })).toBe('small-label');
  });

  it('keeps what does not depend on the column width as it is', () => {
    const narrow = options(withNarrowColumns(theme));
    expect(narrow.optionDefaults.buttonText).toBe('Today');
    expect((narrow.optionDefaults.className as ClassFn)({ isHeightAuto: true })).toBe('auto');
    expect(narrow.name).not.toBe(options(theme).name);
  });
});
