// The tests run in Asia/Kathmandu; a New York profile proves the form never reads the device's zone.
import { describe, expect, it } from 'vitest';
import { createNewEventValues, toEventFormValues } from './event-form-values';
import { withFormTimeZone } from './event-form-zone';
import { toEventBody } from './event-body';
import { resolveEventTiming } from './event-timing';
import { toAvailabilityWindowBody } from './personal-bodies';
import { makeEvent } from '../test-fixtures';

const newYork = 'America/New_York';
const wallTimes = (form: { start_date: string; start_time: string; end_date: string; end_time: string }) => [
  form.start_date,
  form.start_time,
  form.end_date,
  form.end_time,
];

describe("the event form on the profile's clock", () => {
  it('opens a slot clicked at 18:00 New York at 18:00, and saves that instant with the zone', () => {
    const form = {
      ...createNewEventValues(new Date('2030-06-12T22:00:00.000Z'), new Date(), '1', newYork),
      title: 'Dinner',
    };
    expect(wallTimes(form)).toEqual(['2030-06-12', '18:00', '2030-06-12', '19:00']);
    const timing = resolveEventTiming(form);
    expect(timing?.start.toISOString()).toBe('2030-06-12T22:00:00.000Z');
    expect(timing?.end.toISOString()).toBe('2030-06-12T23:00:00.000Z');
    expect(toEventBody(form, timing!, false).timezone).toBe(newYork);
  });

  it("moves a day's midnight there to 9:00 there, and leaves a slot at the device's midnight alone", () => {
    const midnight = createNewEventValues(new Date('2030-06-12T04:00:00.000Z'), new Date(), '1', newYork);
    expect([midnight.start_date, midnight.start_time]).toEqual(['2030-06-12', '09:00']);
    // 18:15Z is midnight in Kathmandu but 14:15 in New York: a real slot, kept.
    const deviceMidnight = createNewEventValues(new Date('2030-06-11T18:15:00.000Z'), new Date(), '1', newYork);
    expect([deviceMidnight.start_date, deviceMidnight.start_time]).toEqual(['2030-06-11', '14:15']);
  });

  it('shows a saved event at its times there, and a whole day from midnight to midnight there', () => {
    const timed = toEventFormValues(
      makeEvent({ start_time: '2030-06-12T22:00:00.000Z', end_time: '2030-06-13T00:30:00.000Z' }),
      newYork,
    );
    expect(wallTimes(timed)).toEqual(['2030-06-12', '18:00', '2030-06-12', '20:30']);
    const allDay = { ...timed, all_day: true, end_date: '2030-06-13' };
    const timing = resolveEventTiming(allDay);
    expect([timing?.start.toISOString(), timing?.end.toISOString()]).toEqual([
      '2030-06-12T04:00:00.000Z',
      '2030-06-14T04:00:00.000Z',
    ]);
  });

  it('saves an availability window with the wall times and zone the person saw', () => {
    const form = {
      ...createNewEventValues(new Date('2030-06-12T22:00:00.000Z'), new Date(), '2', newYork),
      title: 'Free evening',
      location_address: '1 Main St',
    };
    expect(toAvailabilityWindowBody(form, resolveEventTiming(form)!)).toMatchObject({
      start_date: '2030-06-12',
      start_time: '18:00',
      end_time: '19:00',
      timezone: newYork,
    });
  });
});

describe('withFormTimeZone', () => {
  it("keeps the instants and shows them on the other zone's clock", () => {
    const onDevice = createNewEventValues(new Date('2030-06-12T22:00:00.000Z'), new Date(), '1', 'Asia/Kathmandu');
    expect(wallTimes(onDevice)).toEqual(['2030-06-13', '03:45', '2030-06-13', '04:45']);
    const moved = withFormTimeZone(onDevice, newYork);
    expect(wallTimes(moved)).toEqual(['2030-06-12', '18:00', '2030-06-12', '19:00']);
    expect(resolveEventTiming(moved)?.start.toISOString()).toBe('2030-06-12T22:00:00.000Z');
  });

  it('keeps whole days as the same days, and unreadable times as they are', () => {
    const allDay = {
      ...createNewEventValues(new Date('2030-06-12T22:00:00.000Z'), new Date(), '1', 'Asia/Kathmandu'),
      all_day: true,
    };
    expect(withFormTimeZone(allDay, newYork)).toMatchObject({ start_date: '2030-06-13', time_zone: newYork });
    const blank = { ...allDay, all_day: false, start_date: '' };
    expect(withFormTimeZone(blank, newYork)).toEqual(blank);
  });
});
