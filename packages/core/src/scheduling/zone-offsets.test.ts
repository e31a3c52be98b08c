import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { nextTransitionIn, offsetAt, offsetIn, zoneTimelineAround } from './zone-offsets';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;
// New York sprang forward at 2026-03-08 07:00 UTC and falls back at 2026-11-01 06:00 UTC.
const SPRING = Date.UTC(2026, 2, 8, 7);
const FALL = Date.UTC(2026, 10, 1, 6);

describe('offsetAt', () => {
  it.each([
    ['America/New_York', SPRING - 1, -5 * HOUR],
    ['America/New_York', SPRING, -4 * HOUR],
    ['America/New_York', FALL - 1, -4 * HOUR],
    ['America/New_York', FALL, -5 * HOUR],
    ['Australia/Sydney', Date.UTC(2026, 0, 15), 11 * HOUR],
    ['Australia/Sydney', Date.UTC(2026, 6, 15), 10 * HOUR],
    ['Asia/Kathmandu', Date.UTC(2026, 6, 15), 5.75 * HOUR],
    ['Asia/Kathmandu', Date.UTC(1985, 6, 15), 5.5 * HOUR],
    ['Australia/Lord_Howe', Date.UTC(2026, 0, 15), 11 * HOUR],
    ['Australia/Lord_Howe', Date.UTC(2026, 6, 15), 10.5 * HOUR],
    ['UTC', Date.UTC(2026, 6, 15), 0],
  ])('%s at %d is %d', (zone, epochMs, offset) => {
    expect(offsetAt(epochMs, zone)).toBe(offset);
  });

  it('agrees with Temporal every three hours through a year of a zone with changes, read in order and at random', () => {
    const zone = 'America/Sao_Paulo';
    const start = Date.UTC(2016, 0, 1);
    const hours = Array.from({ length: 366 * 8 }, (_, step) => start + step * 3 * HOUR);
    const shuffled = [...hours].sort((a, b) => Math.sin(a) - Math.sin(b));
    for (const epochMs of [...hours, ...shuffled]) {
      expect(offsetAt(epochMs, zone)).toBe(
        Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone).offsetNanoseconds / 1e6,
      );
    }
  });

  it('refuses an unknown zone', () => {
    expect(() => offsetAt(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('zoneTimelineAround', () => {
  it('covers two days either side, a year behind and two ahead, and lists the changes in it', () => {
    const timeline = zoneTimelineAround(SPRING, 'America/Detroit');
    expect(timeline.from).toBe(SPRING - 2 * DAY - YEAR);
    expect(timeline.to).toBe(SPRING + 2 * DAY + 2 * YEAR);
    expect(timeline.transitions).toHaveLength(6);
    expect(timeline.transitions[2]).toBe(SPRING);
    expect(timeline.offsets).toEqual([-5, -4, -5, -4, -5, -4, -5].map((hours) => hours * HOUR));
    expect(offsetIn(timeline, SPRING)).toBe(-4 * HOUR);
    expect(nextTransitionIn(timeline, SPRING - 1)).toBe(SPRING);
    expect(nextTransitionIn(timeline, SPRING)).toBe(timeline.transitions[3]);
    expect(nextTransitionIn(timeline, timeline.to - 1)).toBeNull();
  });

  it('reuses a timeline that covers the look-up, and grows it for one nearby', () => {
    const zone = 'America/Chicago';
    const first = zoneTimelineAround(SPRING, zone);
    expect(zoneTimelineAround(SPRING + YEAR, zone)).toBe(first);
    expect(zoneTimelineAround(first.from + 2 * DAY, zone)).toBe(first);
    expect(zoneTimelineAround(first.to - 2 * DAY, zone)).toBe(first);
    const grown = zoneTimelineAround(SPRING + 5 * YEAR, zone);
    expect(grown.from).toBe(first.from);
    expect(grown.to).toBe(SPRING + 5 * YEAR + 2 * DAY + 2 * YEAR);
    const earlier = zoneTimelineAround(first.from, zone);
    expect(earlier.from).toBe(first.from - 2 * DAY - YEAR);
    expect(earlier.to).toBe(grown.to);
  });

  it('starts afresh rather than spanning more than fifty years', () => {
    const zone = 'America/Denver';
    const first = zoneTimelineAround(SPRING, zone);
    const far = zoneTimelineAround(SPRING + 60 * YEAR, zone);
    expect(far.from).toBe(SPRING + 60 * YEAR - 2 * DAY - YEAR);
    expect(offsetIn(far, SPRING + 60 * YEAR)).toBe(
      Temporal.Instant.fromEpochMilliseconds(SPRING + 60 * YEAR).toZonedDateTimeISO(zone).offsetNanoseconds / 1e6,
    );
    expect(first.from).toBeLessThan(far.from);
  });

  it('finds changes years apart and none at all in UTC', () => {
    const kathmandu = zoneTimelineAround(Date.UTC(1986, 0, 1), 'Asia/Kathmandu');
    expect(kathmandu.transitions).toEqual([Date.UTC(1985, 11, 31, 18, 30)]);
    expect(zoneTimelineAround(Date.UTC(2040, 0, 1), 'Etc/UTC').transitions).toEqual([]);
    expect(zoneTimelineAround(Date.UTC(2040, 0, 1), 'Asia/Tokyo').offsets).toEqual([9 * HOUR]);
  });

  it('keeps at most 64 zones and stays right after forgetting one', () => {
    const zone = 'Europe/Paris';
    const first = zoneTimelineAround(SPRING, zone);
    const others = Intl.supportedValuesOf('timeZone')
      .filter((other) => other !== zone)
      .slice(0, 64);
    for (const other of others) zoneTimelineAround(SPRING, other);
    const again = zoneTimelineAround(SPRING, zone);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('keeps the timeline of a zone in use while many others come and go', () => {
    const inUse = zoneTimelineAround(SPRING, 'Pacific/Auckland');
    for (const zone of Intl.supportedValuesOf('timeZone').slice(200, 400)) {
      zoneTimelineAround(SPRING, zone);
      expect(zoneTimelineAround(SPRING, 'Pacific/Auckland')).toBe(inUse);
    }
  });
});
