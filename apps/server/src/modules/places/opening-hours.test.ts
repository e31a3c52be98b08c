// These tests run in TZ=Asia/Kathmandu (vitest.config.ts): a venue's hours read in the process's
// zone, or in UTC, instead of the venue's own would fail them.
import { describe, expect, it } from 'vitest';
import { holidayRegionOf } from './holiday-region';
import { isOpenThroughout, venueTimeZone } from './opening-hours';
import type { OsmElement } from './types';

const manhattan = { lat: 40.7527, lon: -73.9772 };
const irvine = { lat: 33.6716654, lon: -117.8455678 };
const kathmandu = { lat: 27.7172, lon: 85.324 };

let nextId = 1;
function venue(openingHours: string | undefined, where = manhattan, tags: Record<string, string> = {}): OsmElement {
  return {
    type: 'node',
    id: nextId++,
    ...where,
    tags: { name: 'Venue', ...(openingHours === undefined ? {} : { opening_hours: openingHours }), ...tags },
  };
}

/** A slot given on New York's wall clock (EST, UTC−5, in late November). */
const newYork = (day: string, from: string, to: string, toDay = day) =>
  [new Date(`${day}T${from}:00-05:00`), new Date(`${toDay}T${to}:00-05:00`)] as const;

describe('isOpenThroughout', () => {
  it('allows a venue open all day, and every slot at a 24/7 one', () => {
    expect(isOpenThroughout(venue('Mo-Su 00:00-24:00'), ...newYork('2026-11-27', '18:00', '20:00'))).toBe(true);
    expect(isOpenThroughout(venue('24/7'), ...newYork('2026-11-27', '22:00', '06:00', '2026-11-28'))).toBe(true);
  });

  it('reads the hours on the venue’s wall clock: Saturday 20:00 in New York is Sunday in UTC and in Kathmandu', () => {
    const saturdayEvening = newYork('2026-11-28', '20:00', '21:00');
    expect(isOpenThroughout(venue('Mo-Sa 10:00-22:00'), ...saturdayEvening)).toBe(true);
    expect(isOpenThroughout(venue('Su 10:00-22:00'), ...saturdayEvening)).toBe(false);
  });

  it('refuses a venue closed on the slot’s day', () => {
    expect(isOpenThroughout(venue('Mo-Sa 10:00-22:00'), ...newYork('2026-11-29', '18:00', '20:00'))).toBe(false);
    expect(isOpenThroughout(venue('Mo-Fr 10:00-22:00; Su off'), ...newYork('2026-11-29', '12:00', '13:00'))).toBe(
      false,
    );
  });

  it('refuses a slot that runs past closing time or starts before opening, and allows one that ends at closing', () => {
    const hours = venue('Mo-Su 10:00-22:00');
    expect(isOpenThroughout(hours, ...newYork('2026-11-27', '21:00', '23:00'))).toBe(false);
    expect(isOpenThroughout(hours, ...newYork('2026-11-27', '09:30', '11:00'))).toBe(false);
    expect(isOpenThroughout(hours, ...newYork('2026-11-27', '20:00', '22:00'))).toBe(true);
  });

  it('reads overnight hours across midnight', () => {
    const lateBar = venue('Mo-Su 18:00-02:00');
    expect(isOpenThroughout(lateBar, ...newYork('2026-11-27', '23:00', '01:30', '2026-11-28'))).toBe(true);
    expect(isOpenThroughout(lateBar, ...newYork('2026-11-28', '01:00', '03:00'))).toBe(false);
    expect(isOpenThroughout(lateBar, ...newYork('2026-11-27', '12:00', '13:00'))).toBe(false);
  });

  it('keeps US public holidays where the venue is: Thanksgiving everywhere, Lincoln’s Birthday in New York state only', () => {
    const hours = 'Mo-Su 10:00-22:00; PH off';
    expect(isOpenThroughout(venue(hours), ...newYork('2026-11-26', '18:00', '20:00'))).toBe(false);
    expect(isOpenThroughout(venue(hours), ...newYork('2026-11-27', '18:00', '20:00'))).toBe(true);
    const lincolnsBirthday = newYork('2026-02-12', '18:00', '20:00');
    expect(isOpenThroughout(venue(hours, manhattan, { 'addr:state': 'NY' }), ...lincolnsBirthday)).toBe(false);
    expect(
      isOpenThroughout(
        venue(hours, irvine, { 'addr:state': 'CA' }),
        new Date('2026-02-12T18:00:00-08:00'),
        new Date('2026-02-12T20:00:00-08:00'),
      ),
    ).toBe(true);
    // César Chávez Day is California's.
    const chavezDay = [new Date('2026-03-31T18:00:00-07:00'), new Date('2026-03-31T20:00:00-07:00')] as const;
    expect(isOpenThroughout(venue(hours, irvine, { 'addr:state': 'CA' }), ...chavezDay)).toBe(false);
    expect(isOpenThroughout(venue(hours, irvine), ...chavezDay)).toBe(true);
  });

  it('allows unknown hours: no tag, text the parser refuses, an unknown rule, holidays of an unknown country', () => {
    const closedHour = newYork('2026-11-27', '03:00', '04:00');
    expect(isOpenThroughout(venue(undefined), ...closedHour)).toBe(true);
    expect(isOpenThroughout(venue('ask the waiter'), ...closedHour)).toBe(true);
    expect(isOpenThroughout(venue('Mo-Su 25:00-99:00'), ...closedHour)).toBe(true);
    expect(isOpenThroughout(venue('Mo-Su unknown'), ...closedHour)).toBe(true);
    expect(isOpenThroughout(venue('Mo-Su 10:00-20:00 "call ahead"'), ...newYork('2026-11-27', '12:00', '13:00'))).toBe(
      true,
    );
    const kathmanduNight = [new Date('2026-11-27T23:00:00+05:45'), new Date('2026-11-27T23:30:00+05:45')] as const;
    expect(isOpenThroughout(venue('Mo-Su 10:00-20:00; PH off', kathmandu), ...kathmanduNight)).toBe(true);
  });

  it('refuses `off`, and reads a venue abroad on its own clock', () => {
    expect(isOpenThroughout(venue('off'), ...newYork('2026-11-27', '12:00', '13:00'))).toBe(false);
    const kathmanduLunch = [new Date('2026-11-27T12:00:00+05:45'), new Date('2026-11-27T13:00:00+05:45')] as const;
    expect(isOpenThroughout(venue('Mo-Su 10:00-20:00', kathmandu), ...kathmanduLunch)).toBe(true);
    expect(isOpenThroughout(venue('Mo-Su 10:00-20:00', irvine), ...kathmanduLunch)).toBe(false);
  });

  it('reads wall-clock hours across New York’s spring-forward night (02:00 EST is 03:00 EDT)', () => {
    // 01:30 EST to 03:30 EDT: one real hour, two on the wall clock.
    const slot = [new Date('2026-03-08T06:30:00Z'), new Date('2026-03-08T07:30:00Z')] as const;
    expect(isOpenThroughout(venue('Su 01:00-04:00'), ...slot)).toBe(true);
    expect(isOpenThroughout(venue('Su 03:00-05:00'), ...slot)).toBe(false);
    expect(isOpenThroughout(venue('Su 01:00-03:00'), ...slot)).toBe(false);
  });

  it('gives the same answer the second time, from its caches', () => {
    const first = venue('Mo-Sa 10:00-22:00');
    const second = venue('Mo-Sa 10:00-22:00');
    const slot = newYork('2026-11-29', '18:00', '20:00');
    expect([
      isOpenThroughout(first, ...slot),
      isOpenThroughout(second, ...slot),
      isOpenThroughout(first, ...slot),
    ]).toEqual([false, false, false]);
  });
});

describe('venueTimeZone and holidayRegionOf', () => {
  it('finds the zone from the position and the country from the tag or a US-only zone', () => {
    expect(venueTimeZone(venue(undefined))).toBe('America/New_York');
    expect(venueTimeZone(venue(undefined, irvine))).toBe('America/Los_Angeles');
    expect(holidayRegionOf({ 'addr:state': 'ny' }, 'America/New_York')).toEqual({
      country_code: 'us',
      state: 'New York',
    });
    expect(holidayRegionOf({}, 'America/Los_Angeles')).toEqual({ country_code: 'us', state: '' });
    expect(holidayRegionOf({ 'addr:country': 'CA', 'addr:state': 'ON' }, 'America/Toronto')).toEqual({
      country_code: 'ca',
      state: 'ON',
    });
    expect(holidayRegionOf({}, 'America/Toronto')).toBeNull();
    expect(holidayRegionOf({ 'addr:country': 'NP' }, 'Asia/Kathmandu')).toBeNull();
  });
});
