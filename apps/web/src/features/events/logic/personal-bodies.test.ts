import { describe, expect, it } from 'vitest';
import { availabilityWindowBody } from '@hangtime/core/availability/schemas';
import { createWorkingHoursBody } from '@hangtime/core/working-hours/schemas';
import { createNewEventValues, type EventFormValues } from './event-form-values';
import { resolveEventTiming } from './event-timing';
import { toAvailabilityWindowBody, toMondayFirst, toWorkingHoursBody } from './personal-bodies';

// 2025-03-04 is a Tuesday: Sunday-first 2, Monday-first 1.
const values = (change: Partial<EventFormValues> = {}): EventFormValues => ({
  ...createNewEventValues(new Date(2025, 2, 4, 9, 0), new Date(), '2'),
  title: 'Office',
  end_time: '17:00',
  ...change,
});
const timingOf = (form: EventFormValues) => {
  const timing = resolveEventTiming(form);
  if (!timing) throw new Error('no timing');
  return timing;
};

describe('toMondayFirst', () => {
  it('turns Sunday-first weekdays into Monday-first ones', () => {
    expect([0, 1, 2, 6].map(toMondayFirst)).toEqual([6, 0, 1, 5]);
  });
});

describe('toWorkingHoursBody', () => {
  it('repeats weekly on the start weekday when no other day is ticked', () => {
    const form = values({ is_recurring: true });
    const body = toWorkingHoursBody(form, timingOf(form));
    expect(body).toEqual({
      block_name: 'Office',
      is_recurring: true,
      day_of_week: null,
      days_of_week: [1],
      date: null,
      start_time: '09:00',
      end_time: '17:00',
    });
    expect(createWorkingHoursBody.parse(body)).toMatchObject([{ day_of_week: 1 }]);
  });

  it('sends every ticked day, Monday-first, for one entry per day (issue 23)', () => {
    // Sunday-first Sun, Mon, Fri: Monday-first 0 (Mon), 4 (Fri), 6 (Sun).
    const form = values({ is_recurring: true, days_of_week: [0, 1, 5] });
    const body = toWorkingHoursBody(form, timingOf(form));
    expect(body.days_of_week).toEqual([0, 4, 6]);
    expect(createWorkingHoursBody.parse(body).map((entry) => entry.day_of_week)).toEqual([0, 4, 6]);
  });

  it('is dated when not recurring', () => {
    const form = values();
    expect(toWorkingHoursBody(form, timingOf(form))).toMatchObject({
      is_recurring: false,
      day_of_week: null,
      date: '2025-03-04',
    });
  });
});

describe('toAvailabilityWindowBody', () => {
  it('makes a weekly window on the chosen days, ending a year on by default', () => {
    const form = values({ is_recurring: true, days_of_week: [2, 4], location_address: '1 Main St' });
    const body = toAvailabilityWindowBody(form, timingOf(form));
    expect(body).toMatchObject({
      window_name: 'Office',
      address: '1 Main St',
      start_date: '2025-03-04',
      is_repeating: true,
      frequency: 'weekly',
      days_of_week: [1, 3],
      end_date: '2026-03-04',
    });
    expect(availabilityWindowBody.safeParse(body).success).toBe(true);
  });

  it('makes every other week biweekly and keeps a chosen end date', () => {
    const form = values({
      is_recurring: true,
      interval: 2,
      recurrence_end: 'on_date',
      recurrence_end_date: '2025-05-01',
      location_address: 'x',
    });
    expect(toAvailabilityWindowBody(form, timingOf(form))).toMatchObject({
      frequency: 'biweekly',
      end_date: '2025-05-01',
    });
  });

  it('makes a one-off window without repetition', () => {
    const form = values({ location_address: 'x' });
    expect(toAvailabilityWindowBody(form, timingOf(form))).toMatchObject({
      is_repeating: false,
      frequency: null,
      days_of_week: [],
      end_date: null,
    });
  });
});
