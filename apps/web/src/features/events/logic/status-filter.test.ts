import { describe, expect, it } from 'vitest';
import type { EventView } from '@hangtime/core/events/schemas';
import { makeEvent } from '../test-fixtures';
import { getRangeDays, selectUpcomingEvents, type StatusFilter } from './status-filter';

const at = (id: string, hour: number, status: EventView['participant_status'], extra: Partial<EventView> = {}) =>
  makeEvent({
    id,
    instance_start: `2025-03-04T${hour}:00:00.000Z`,
    start_time: `2025-03-04T${hour}:00:00.000Z`,
    participant_status: status,
    ...extra,
  });

const events = [
  at('declined', 10, 'declined'),
  at('accepted', 12, 'accepted'),
  at('pending', 11, 'pending'),
  at('tentative', 13, 'tentative'),
  at('cancelled', 14, 'accepted', { status: 'cancelled' }),
];
const ids = (filter: StatusFilter) => selectUpcomingEvents(events, filter).map((event) => event.id);

describe('selectUpcomingEvents', () => {
  it('hides declined events by default, soonest first', () => {
    expect(ids('accepted_pending')).toEqual(['pending', 'accepted', 'tentative']);
  });

  it('filters by one answer', () => {
    expect(ids('accepted')).toEqual(['accepted']);
    expect(ids('pending')).toEqual(['pending', 'tentative']);
    expect(ids('declined')).toEqual(['declined']);
  });

  it('shows every answer with "all", but never a cancelled event', () => {
    expect(ids('all')).toEqual(['declined', 'pending', 'accepted', 'tentative']);
  });

  it('lists each instance once', () => {
    const twice = [at('a', 12, 'accepted'), at('a', 12, 'accepted'), at('a', 15, 'accepted')];
    expect(selectUpcomingEvents(twice, 'all')).toHaveLength(2);
  });
});

describe('getRangeDays', () => {
  it('looks 7, 30 or 90 days ahead, and 100 for all', () => {
    expect(['7', '30', '90', 'all'].map((range) => getRangeDays(range as never))).toEqual([7, 30, 90, 100]);
  });
});
