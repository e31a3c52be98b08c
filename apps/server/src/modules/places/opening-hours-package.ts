// The opening_hours package on a clock of its own, so that its answers do not depend on the
// process's time zone. The package reads "local time" (getHours, new Date(y, m, d)…): handed the
// venue's wall clock in the process's zone, it was exact only while that zone had no offset change
// near the slot (a wall time in the process's DST gap does not exist there). Here the package's
// `Date` is WallClock, a Date whose local fields are its UTC fields: a clock without gaps or
// repeated hours, on which callers write the venue's wall-clock time.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileFunction } from 'node:vm';
import { offsetAt } from '@hangtime/core/scheduling/zone-offsets';
import type OpeningHoursType from 'opening_hours';

/**
 * A Date read and written in UTC through its local-time methods (the ones the package uses).
 * Constructing one costs some 0.2 µs more than a plain Date (a subclass of a builtin), which puts a
 * first answer at tens of microseconds for a text with public holidays (repeats come from the
 * answer cache of opening-hours.ts).
 */
export class WallClock extends Date {
  constructor(
    value?: number | string | Date,
    month?: number,
    day?: number,
    hours?: number,
    minutes?: number,
    seconds?: number,
    ms?: number,
  ) {
    super(
      month !== undefined
        ? Date.UTC(value as number, month, day ?? 1, hours ?? 0, minutes ?? 0, seconds ?? 0, ms ?? 0)
        : (value ?? Date.now()),
    );
  }
  override getFullYear() {
    return this.getUTCFullYear();
  }
  override getMonth() {
    return this.getUTCMonth();
  }
  override getDate() {
    return this.getUTCDate();
  }
  override getDay() {
    return this.getUTCDay();
  }
  override getHours() {
    return this.getUTCHours();
  }
  override getMinutes() {
    return this.getUTCMinutes();
  }
  override getSeconds() {
    return this.getUTCSeconds();
  }
  override getMilliseconds() {
    return this.getUTCMilliseconds();
  }
  override getTimezoneOffset() {
    return 0;
  }
  override setFullYear(...args: Parameters<Date['setUTCFullYear']>) {
    return this.setUTCFullYear(...args);
  }
  override setMonth(...args: Parameters<Date['setUTCMonth']>) {
    return this.setUTCMonth(...args);
  }
  override setDate(...args: Parameters<Date['setUTCDate']>) {
    return this.setUTCDate(...args);
  }
  override setHours(...args: Parameters<Date['setUTCHours']>) {
    return this.setUTCHours(...args);
  }
  override setMinutes(...args: Parameters<Date['setUTCMinutes']>) {
    return this.setUTCMinutes(...args);
  }
  override setSeconds(...args: Parameters<Date['setUTCSeconds']>) {
    return this.setUTCSeconds(...args);
  }
  override setMilliseconds(...args: Parameters<Date['setUTCMilliseconds']>) {
    return this.setUTCMilliseconds(...args);
  }
  // The package names weekdays and months this way when it prettifies a text.
  override toLocaleString(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
    return super.toLocaleString(locales, { ...options, timeZone: 'UTC' });
  }
}

/** The venue's wall clock at `instant`, as a WallClock. */
export function wallClockAt(instant: number, zone: string): WallClock {
  return new WallClock(instant + offsetAt(instant, zone));
}

const packageRequire = createRequire(createRequire(import.meta.url).resolve('opening_hours'));

function loadWithWallClock(): typeof OpeningHoursType {
  const path = packageRequire.resolve('opening_hours');
  // The package's own CommonJS build, compiled as Node compiles a module, with `Date` bound to WallClock.
  const load = compileFunction(readFileSync(path, 'utf8'), ['exports', 'require', 'module', 'Date'], {
    filename: path,
  });
  const module = { exports: {} as unknown };
  // Its one dependency, suncalc, is reached only for sunrise and sunset with the position given as
  // strings; opening-hours.ts gives numbers, so the package uses its fixed 06:00 and 18:00.
  load(module.exports, packageRequire, module, WallClock);
  return module.exports as typeof OpeningHoursType;
}

/** The opening_hours class, evaluating on WallClock dates. */
export const OpeningHours = loadWithWallClock();
export type OpeningHours = OpeningHoursType;
