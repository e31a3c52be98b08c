// FullCalendar styles a day column "narrow" (smaller text, tighter padding: the theme's class
// functions read `isNarrow`) only once it has measured the column, so its first draw is in the
// wide style and its measure pass then restyles every hour label, column and event. On a phone
// every time-grid column is narrow (the grid's minimum width makes them about 65 px, under the
// theme's 80), so the phone's theme answers the narrow classes from the first draw: the measure
// pass then only sets sizes, half the DOM writes of the costliest task of a phone's first visit.
import type { PluginInput } from '@fullcalendar/react';

type ClassInfo = { isNarrow?: boolean };

const hasNarrowFlag = (info: unknown): info is ClassInfo =>
  typeof info === 'object' && info !== null && 'isNarrow' in info;

/** The option's function with `isNarrow` always true; anything else as it is. */
function narrowed(value: unknown): unknown {
  if (typeof value !== 'function') return value;
  const option = value as (info: unknown, ...rest: unknown[]) => unknown;
  return (info: unknown, ...rest: unknown[]) =>
    option(hasNarrowFlag(info) ? { ...info, isNarrow: true } : info, ...rest);
}

function narrowedOptions(options: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  return options && Object.fromEntries(Object.entries(options).map(([name, value]) => [name, narrowed(value)]));
}

/** `theme` drawing every day column narrow, before and after FullCalendar measures it. */
export function withNarrowColumns(theme: PluginInput): PluginInput {
  const { optionDefaults, views } = theme as {
    optionDefaults?: Record<string, unknown>;
    views?: Record<string, Record<string, unknown>>;
  };
  return {
    ...theme,
    name: `${String((theme as { name?: string }).name ?? 'theme')}-narrow`,
    optionDefaults: narrowedOptions(optionDefaults),
    views:
      views &&
      Object.fromEntries(Object.entries(views).map(([view, options]) => [view, narrowedOptions(options) ?? {}])),
  } as PluginInput;
}
