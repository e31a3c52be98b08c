import { describe, expect, it } from 'vitest';
import { makeEvent, makeOccurrence } from '../test-fixtures';
import { readCalendarEntry, toAvailabilityInput, toEventInput, toWorkingHoursInput } from './calendar-inputs';

describe('toEventInput', () => {
  it("shows an event in its category's colour, as plain text", () => {
    const input = toEventInput(makeEvent({ title: '<b>Dinner</b>' }));
    expect(input).toMatchObject({
      id: 'ev-1|2025-03-04T18:30:00.000Z',
      title: '<b>Dinner</b>',
      start: '2025-03-04T18:30:00.000Z',
      end: '2025-03-04T20:00:00.000Z',
      allDay: false,
      color: '#228be6',
      className: 'hangtime-event',
    });
    expect(readCalendarEntry(input.extendedProps ?? {})).toEqual({
      kind: 'event',
      key: 'ev-1|2025-03-04T18:30:00.000Z',
    });
  });

  it('marks a pending invitation', () => {
    const input = toEventInput(makeEvent({ participant_status: 'pending' }));
    expect(input.title).toBe('PENDING: Dinner');
    expect(input.className).toBe('hangtime-event hangtime-event-pending');
  });
});

describe('a suggested hangout', () => {
  it('is drawn dashed, as a suggestion, and opens like any event', () => {
    const input = toEventInput(makeEvent({ status: 'suggested', created_by: 'user-1', awaiting_others: true }));
    expect(input.title).toBe('Suggested: Dinner');
    expect(input.className).toBe('hangtime-event hangtime-event-suggested');
    expect(readCalendarEntry(input.extendedProps ?? {})).toEqual({
      kind: 'event',
      key: 'ev-1|2025-03-04T18:30:00.000Z',
    });
  });
});

describe('schedule blocks', () => {
  it('shows an availability occurrence as a background block named after its window', () => {
    const input = toAvailabilityInput(makeOccurrence());
    expect(input).toMatchObject({
      title: 'Evenings free',
      start: '2025-03-04T23:00:00.000Z',
      end: '2025-03-05T03:00:00.000Z',
      display: 'background',
      className: 'hangtime-availability',
    });
    expect(readCalendarEntry(input.extendedProps ?? {})).toEqual({
      kind: 'schedule',
      item: { kind: 'availability-window', id: 'aw-1', isRecurring: true, instanceDate: '2025-03-04' },
    });
  });

  it('shows working hours as a grey background block that leads to its entry', () => {
    const input = toWorkingHoursInput({
      entryId: 'wh-1',
      name: 'Office',
      isRecurring: false,
      date: '2025-03-05',
      start: '2025-03-05T09:00:00.000Z',
      end: '2025-03-05T17:00:00.000Z',
    });
    expect(input).toMatchObject({ title: 'Office', display: 'background', className: 'hangtime-working-hours' });
    expect(readCalendarEntry(input.extendedProps ?? {})).toEqual({
      kind: 'schedule',
      item: { kind: 'working-hours', id: 'wh-1', isRecurring: false, instanceDate: '2025-03-05' },
    });
  });
});
