import { describe, expect, it } from 'vitest';
import { eventBody } from '@hangtime/core/events/schemas';
import { createNewEventValues, toEventFormValues, type EventFormValues } from './event-form-values';
import { toEventBody, toRecurringPattern } from './event-body';
import { resolveEventTiming } from './event-timing';
import { makeEvent } from '../test-fixtures';

const values = (change: Partial<EventFormValues> = {}): EventFormValues => ({
  ...createNewEventValues(new Date(2025, 2, 4, 18, 0), new Date(2025, 2, 1), '1'),
  title: ' Dinner ',
  participant_ids: ['u-2'],
  ...change,
});

function bodyOf(change: Partial<EventFormValues> = {}, isPersonal = false) {
  const form = values(change);
  const timing = resolveEventTiming(form);
  if (!timing) throw new Error('no timing');
  return toEventBody(form, timing, isPersonal);
}

describe('createNewEventValues', () => {
  it('starts a new event at the chosen time, one hour long', () => {
    const form = values();
    expect([form.start_date, form.start_time, form.end_date, form.end_time]).toEqual([
      '2025-03-04',
      '18:00',
      '2025-03-04',
      '19:00',
    ]);
  });

  it('starts a day chosen with "+" (midnight) at 9:00', () => {
    const form = createNewEventValues(new Date(2025, 2, 4), new Date(), '1');
    expect([form.start_time, form.end_time]).toEqual(['09:00', '10:00']);
  });

  it('starts now, rounded up to the next quarter hour, without a chosen day', () => {
    const form = createNewEventValues(undefined, new Date(2025, 2, 4, 17, 2), '1');
    expect(form.start_time).toBe('17:15');
  });
});

describe('toEventBody', () => {
  it('sends instants in the browser zone, rounded to the quarter hour, and passes the contract', () => {
    const body = bodyOf({ start_time: '18:07', end_time: '19:53' });
    expect(body.start_time).toBe(new Date(2025, 2, 4, 18, 0).toISOString());
    expect(body.end_time).toBe(new Date(2025, 2, 4, 20, 0).toISOString());
    expect(body.title).toBe('Dinner');
    expect(body.source).toBe('manual');
    expect(eventBody.safeParse(body).success).toBe(true);
  });

  it('makes an all-day event run to the midnight after its last day', () => {
    const body = bodyOf({ all_day: true, end_date: '2025-03-05' });
    expect(body.start_time).toBe(new Date(2025, 2, 4).toISOString());
    expect(body.end_time).toBe(new Date(2025, 2, 6).toISOString());
  });

  it('drops participants for a personal category', () => {
    expect(bodyOf({}, true).participant_ids).toEqual([]);
    expect(bodyOf({}, false).participant_ids).toEqual(['u-2']);
  });

  it('carries the activity ids, none without a category and none for a personal category', () => {
    const chosen = { activity_category_id: '1', activity_subcategory_id: '11' };
    expect(bodyOf(chosen)).toMatchObject({ activity_category_id: 1, activity_subcategory_id: 11 });
    expect(eventBody.safeParse(bodyOf(chosen)).success).toBe(true);
    expect(bodyOf()).toMatchObject({ activity_category_id: null, activity_subcategory_id: null });
    expect(bodyOf({ activity_subcategory_id: '11' })).toMatchObject({
      activity_category_id: null,
      activity_subcategory_id: null,
    });
    expect(bodyOf(chosen, true)).toMatchObject({ activity_category_id: null, activity_subcategory_id: null });
  });

  it('sends no pattern for a one-off event', () => {
    expect(bodyOf({ is_recurring: false }).recurring_pattern).toBeNull();
  });
});

describe('toRecurringPattern', () => {
  it('keeps weekdays for a weekly pattern (0 = Sunday)', () => {
    const pattern = toRecurringPattern(values({ is_recurring: true, days_of_week: [5, 0, 2], interval: '2' }));
    expect(pattern).toMatchObject({
      recurrence_type: 'weekly',
      interval: 2,
      days_of_week: [0, 2, 5],
      day_of_month: null,
    });
  });

  it('describes a monthly pattern by day of month or by nth weekday', () => {
    const byDay = toRecurringPattern(values({ is_recurring: true, recurrence_type: 'monthly', day_of_month: 15 }));
    expect(byDay).toMatchObject({ day_of_month: 15, week_of_month: null, day_of_week_monthly: null, days_of_week: [] });
    const byWeekday = toRecurringPattern(
      values({
        is_recurring: true,
        recurrence_type: 'monthly',
        monthly_rule: 'weekday',
        week_of_month: '-1',
        day_of_week_monthly: '5',
      }),
    );
    expect(byWeekday).toMatchObject({ day_of_month: null, week_of_month: -1, day_of_week_monthly: 5 });
  });

  it('ends never, on a date or after N occurrences', () => {
    expect(toRecurringPattern(values({ recurrence_end: 'never' }))).toMatchObject({
      end_date: null,
      end_occurrences: null,
    });
    expect(toRecurringPattern(values({ recurrence_end: 'on_date', recurrence_end_date: '2025-06-01' }))).toMatchObject({
      end_date: '2025-06-01',
      end_occurrences: null,
    });
    expect(toRecurringPattern(values({ recurrence_end: 'after', end_occurrences: '5' }))).toMatchObject({
      end_date: null,
      end_occurrences: 5,
    });
  });
});

describe('toEventFormValues', () => {
  it('reads an existing event back, without its organizer among the invitees', () => {
    const form = toEventFormValues(makeEvent({ start_time: new Date(2025, 2, 4, 18, 7).toISOString() }));
    expect(form.start_time).toBe('18:00');
    expect(form.participant_ids).toEqual(['user-1']);
    expect(form.category_id).toBe('1');
    expect([form.activity_category_id, form.activity_subcategory_id]).toEqual(['', '']);
    const classified = toEventFormValues(makeEvent({ activity_category_id: 1, activity_subcategory_id: 11 }));
    expect([classified.activity_category_id, classified.activity_subcategory_id]).toEqual(['1', '11']);
  });

  it('reads a pattern back', () => {
    const form = toEventFormValues(
      makeEvent({
        is_recurring: true,
        recurring_pattern: {
          recurrence_type: 'monthly',
          interval: 1,
          end_date: null,
          end_occurrences: 4,
          days_of_week: [],
          day_of_month: null,
          week_of_month: 2,
          day_of_week_monthly: 3,
        },
      }),
    );
    expect(form).toMatchObject({
      is_recurring: true,
      monthly_rule: 'weekday',
      week_of_month: '2',
      recurrence_end: 'after',
      end_occurrences: 4,
    });
  });
});
