// Week batches overlap where something crosses a batch boundary: each item is shown once.
import type { WindowOccurrence } from '@hangtime/core/availability/schemas';
import type { EventSummaryView } from '@hangtime/core/events/schemas';
import { getEventKey } from './event-rules';

function dedupeBy<T>(batches: readonly (readonly T[])[], keyOf: (item: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const batch of batches) for (const item of batch) if (!byKey.has(keyOf(item))) byKey.set(keyOf(item), item);
  return [...byKey.values()];
}

/** One entry per event instance (`id` + `instance_start`), in first-seen order. */
export function dedupeEvents(batches: readonly (readonly EventSummaryView[])[]): EventSummaryView[] {
  return dedupeBy(batches, getEventKey);
}

/** One entry per window occurrence. */
export function dedupeOccurrences(batches: readonly (readonly WindowOccurrence[])[]): WindowOccurrence[] {
  return dedupeBy(batches, (occurrence) => `${occurrence.window_id}|${occurrence.start_time}`);
}
