import { describe, expect, it } from 'vitest';
import { toBusyChange } from './busy-spans';

const now = new Date('2026-11-27T12:00:00Z');

describe('toBusyChange', () => {
  it('keeps a timed event by its instance id, start and end alone', () => {
    const change = toBusyChange(
      {
        id: 'abc_20261201T170000Z',
        start: { dateTime: '2026-12-01T12:00:00-05:00' },
        end: { dateTime: '2026-12-01T13:30:00-05:00' },
      },
      'America/New_York',
      now,
    );
    expect(change).toEqual({
      keep: {
        externalId: 'abc_20261201T170000Z',
        start: new Date('2026-12-01T17:00:00Z'),
        end: new Date('2026-12-01T18:30:00Z'),
      },
    });
  });

  it('makes an all-day event busy from midnight to midnight in the calendar’s zone, across a DST change', () => {
    // 2027-03-14 is the US spring-forward day: 23 hours long in New York.
    const change = toBusyChange(
      { id: 'allday', start: { date: '2027-03-14' }, end: { date: '2027-03-15' } },
      'America/New_York',
      now,
    );
    expect(change).toEqual({
      keep: { externalId: 'allday', start: new Date('2027-03-14T05:00:00Z'), end: new Date('2027-03-15T04:00:00Z') },
    });
  });

  it.each([
    ['cancelled', { status: 'cancelled' }],
    ['free (transparent)', { transparency: 'transparent' }],
    [
      'declined by the person',
      {
        attendees: [
          { self: false, responseStatus: 'accepted' },
          { self: true, responseStatus: 'declined' },
        ],
      },
    ],
    ['already over', { start: { dateTime: '2026-11-27T09:00:00Z' }, end: { dateTime: '2026-11-27T10:00:00Z' } }],
    [
      'ending before it starts',
      { start: { dateTime: '2026-12-01T10:00:00Z' }, end: { dateTime: '2026-12-01T09:00:00Z' } },
    ],
    ['without times', { start: {}, end: {} }],
  ])('removes what the id held when the event is %s', (_label, fields) => {
    const item = {
      id: 'x1',
      start: { dateTime: '2026-12-01T10:00:00Z' },
      end: { dateTime: '2026-12-01T11:00:00Z' },
      ...fields,
    };
    expect(toBusyChange(item, 'UTC', now)).toEqual({ remove: 'x1' });
  });

  it('keeps an event another guest declined', () => {
    const change = toBusyChange(
      {
        id: 'x2',
        start: { dateTime: '2026-12-01T10:00:00Z' },
        end: { dateTime: '2026-12-01T11:00:00Z' },
        attendees: [{ self: true, responseStatus: 'accepted' }, { responseStatus: 'declined' }],
      },
      'UTC',
      now,
    );
    expect('keep' in change).toBe(true);
  });
});
