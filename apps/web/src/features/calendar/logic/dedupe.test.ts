import { describe, expect, it } from 'vitest';
import { makeEvent, makeOccurrence } from '../test-fixtures';
import { dedupeEvents, dedupeOccurrences } from './dedupe';

describe('dedupeEvents', () => {
  it('keeps an event that two batches carry once, and every instance of a series', () => {
    const crossing = makeEvent({ id: 'ev-2', instance_start: '2025-03-09T22:00:00.000Z' });
    const first = makeEvent({ instance_start: '2025-03-04T18:30:00.000Z' });
    const second = makeEvent({ instance_start: '2025-03-11T18:30:00.000Z' });
    const result = dedupeEvents([[first, crossing], [crossing, second], []]);
    expect(result.map((event) => `${event.id}|${event.instance_start}`)).toEqual([
      'ev-1|2025-03-04T18:30:00.000Z',
      'ev-2|2025-03-09T22:00:00.000Z',
      'ev-1|2025-03-11T18:30:00.000Z',
    ]);
  });

  it('answers nothing for no batches', () => {
    expect(dedupeEvents([])).toEqual([]);
  });
});

describe('dedupeOccurrences', () => {
  it('keeps one occurrence per window and start', () => {
    const evening = makeOccurrence();
    const nextEvening = makeOccurrence({ start_time: '2025-03-05T23:00:00.000Z', date: '2025-03-05' });
    const other = makeOccurrence({ window_id: 'aw-2' });
    expect(
      dedupeOccurrences([
        [evening, other],
        [evening, nextEvening],
      ]),
    ).toEqual([evening, other, nextEvening]);
  });
});
