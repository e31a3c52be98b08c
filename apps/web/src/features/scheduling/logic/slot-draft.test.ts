import { describe, expect, it } from 'vitest';
import { makeSlot } from '../test-fixtures';
import { draftTitle, getDraftTimes, toDraftFormValues } from './slot-draft';

describe('draftTitle', () => {
  it.each([
    [[], 'Hangtime'],
    [['Ana Diaz'], 'Hangtime with Ana'],
    [['Ana Diaz', 'Ben Ode'], 'Hangtime with Ana and Ben'],
    [['Ana Diaz', 'Ben Ode', 'Cy Park'], 'Hangtime with Ana, Ben and Cy'],
    [['Ana Diaz', 'Ben Ode', 'Cy Park', 'Di Lu', 'Ed Fox'], 'Hangtime with Ana, Ben and 3 others'],
  ])('%o: "%s"', (names, title) => {
    expect(draftTitle(names)).toBe(title);
  });
});

describe('getDraftTimes', () => {
  it('takes two hours of a longer slot', () => {
    const { start, end } = getDraftTimes(makeSlot());
    expect(start.toISOString()).toBe('2030-06-12T12:15:00.000Z');
    expect(end.toISOString()).toBe('2030-06-12T14:15:00.000Z');
  });

  it('ends with a shorter slot', () => {
    const { end } = getDraftTimes(makeSlot({ end_time: '2030-06-12T13:30:00.000Z' }));
    expect(end.toISOString()).toBe('2030-06-12T13:30:00.000Z');
  });
});

describe('toDraftFormValues', () => {
  it("fills the form with the slot's times where the person is, its friends and category", () => {
    const values = toDraftFormValues(makeSlot(), '1', new Date('2030-06-01T00:00:00Z'));
    // Kathmandu is UTC+5:45: 12:15Z is 18:00 there.
    expect(values).toMatchObject({
      title: 'Hangtime with Ana and Ben',
      category_id: '1',
      start_date: '2030-06-12',
      start_time: '18:00',
      end_date: '2030-06-12',
      end_time: '20:00',
      all_day: false,
      is_recurring: false,
      participant_ids: ['u-ana', 'u-ben'],
    });
  });

  it('keeps a slot that starts at midnight at midnight, across the date line of the day', () => {
    const values = toDraftFormValues(
      makeSlot({ start_time: '2030-06-12T18:15:00.000Z', end_time: '2030-06-12T20:15:00.000Z' }),
      '1',
    );
    expect(values).toMatchObject({
      start_date: '2030-06-13',
      start_time: '00:00',
      end_date: '2030-06-13',
      end_time: '02:00',
    });
  });
});
