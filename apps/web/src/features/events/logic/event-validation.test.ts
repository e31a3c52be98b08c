import { describe, expect, it } from 'vitest';
import { createNewEventValues, type EventFormValues } from './event-form-values';
import { validateEventForm } from './event-validation';

const values = (change: Partial<EventFormValues> = {}): EventFormValues => ({
  ...createNewEventValues(undefined, new Date(2025, 2, 4, 17, 50), '1'),
  title: 'Dinner',
  ...change,
});

describe('validateEventForm', () => {
  it('accepts a complete event', () => {
    expect(validateEventForm(values(), 'Event')).toEqual({});
  });

  it('requires title, category, start and end', () => {
    const errors = validateEventForm(values({ title: '  ', category_id: '', start_date: '', end_date: '' }), 'Event');
    expect(errors).toEqual({
      title: 'Title is required',
      category_id: 'Category is required',
      start_date: 'Start time is required',
      end_date: 'End time is required',
    });
  });

  it('requires the end after the start', () => {
    const errors = validateEventForm(
      values({ start_time: '18:00', end_time: '18:00', end_date: values().start_date }),
      'Event',
    );
    expect(errors.end_date).toBe('End time must be after start time');
  });

  it('lets an all-day event end on the day it starts', () => {
    const sameDay = values({ all_day: true, end_date: values().start_date, end_time: '00:00', start_time: '12:00' });
    expect(validateEventForm(sameDay, 'Event')).toEqual({});
  });

  it('checks the pattern: interval and occurrences at least 1', () => {
    const errors = validateEventForm(
      values({ is_recurring: true, interval: 0, recurrence_end: 'after', end_occurrences: 0 }),
      'Event',
    );
    expect(errors.interval).toBe('Repeat every must be at least 1');
    expect(errors.end_occurrences).toBe('Number of occurrences must be at least 1');
  });

  it('ignores the pattern when the event does not repeat', () => {
    expect(validateEventForm(values({ interval: 0 }), 'Event')).toEqual({});
  });

  it('requires an address for an availability window', () => {
    expect(validateEventForm(values(), 'Availability Windows').location_address).toBe(
      'Address is required for an availability window',
    );
    expect(validateEventForm(values({ location_address: '1 Main St' }), 'Availability Windows')).toEqual({});
  });
});
