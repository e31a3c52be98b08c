// Interval algebra on half-open [start, end) spans of epoch milliseconds, the engine's one currency.

export interface Interval {
  readonly start: number;
  readonly end: number;
}

/**
 * A list the other functions can rely on: sorted by start, no empty or inverted interval, and no
 * two that overlap or touch (touching ones are merged, so [9, 10) and [10, 12) become [9, 12) and
 * a boundary where nothing changes never splits a slot downstream). Always a new array of new
 * objects; the caller's array is copied before sorting.
 */
export function normalizeIntervals(intervals: readonly Interval[]): Interval[] {
  // `!(start < end)` also drops intervals with a NaN end point, which no comparison could place.
  const kept = intervals.filter(({ start, end }) => start < end).sort((a, b) => a.start - b.start);
  return mergeSorted(kept);
}

/** Everything covered by either list. Inputs normalised, output normalised; one linear merge. */
export function unionIntervals(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const byStart: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const takeA = j >= b.length || (i < a.length && a[i]!.start <= b[j]!.start);
    byStart.push(takeA ? a[i++]! : b[j++]!);
  }
  return mergeSorted(byStart);
}

/** What both lists cover. Inputs normalised, output normalised. */
export function intersectIntervals(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const left = a[i]!;
    const right = b[j]!;
    const start = Math.max(left.start, right.start);
    const end = Math.min(left.end, right.end);
    if (start < end) result.push({ start, end });
    // The one that ends first can meet nothing further in the other list.
    if (left.end < right.end) i += 1;
    else j += 1;
  }
  return result;
}

/** What `from` covers and `remove` does not. Inputs normalised, output normalised. */
export function subtractIntervals(from: readonly Interval[], remove: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  let j = 0;
  for (const interval of from) {
    let start = interval.start;
    // Removals wholly before this interval are before every later one too.
    while (j < remove.length && remove[j]!.end <= start) j += 1;
    let k = j;
    while (k < remove.length && remove[k]!.start < interval.end) {
      const cut = remove[k]!;
      if (cut.start > start) result.push({ start, end: cut.start });
      start = Math.max(start, cut.end);
      k += 1;
    }
    if (start < interval.end) result.push({ start, end: interval.end });
  }
  return result;
}

/** The parts of a normalised list inside `range`. */
export function clipIntervals(list: readonly Interval[], range: Interval): Interval[] {
  return intersectIntervals(list, [range]);
}

/** Merges a list already sorted by start into new, disjoint, non-touching intervals. */
function mergeSorted(sorted: readonly Interval[]): Interval[] {
  const merged: Interval[] = [];
  let current: { start: number; end: number } | null = null;
  for (const { start, end } of sorted) {
    if (current !== null && start <= current.end) {
      current.end = Math.max(current.end, end);
    } else {
      current = { start, end };
      merged.push(current);
    }
  }
  return merged;
}
