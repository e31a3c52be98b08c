// The brute-force oracle of behaviour.md §8, read word by word: who is free in each minute of a
// range is given; a person is free in a quarter when free in all its minutes; every stretch of whole
// quarters of every run is tried, grown by a quarter each way, and compared with every other.
import type { SharedSlot, TimeTogether } from './shared-slots';

const MINUTE_MS = 60_000;
const QUARTER_MINUTES = 15;
const MINIMUM_QUARTERS = 4;

/**
 * `isCallerFree[m]` and `isFriendFree[f][m]` say who is free in minute m of the range that starts
 * at `rangeStart`; friends are listed in the order their ids are.
 */
export function timeTogetherFromMinutes(
  rangeStart: number,
  isCallerFree: readonly boolean[],
  friendIds: readonly string[],
  isFriendFree: readonly (readonly boolean[])[],
): TimeTogether {
  // The quarters wholly inside the range, on the UTC grid.
  const firstMinute = (QUARTER_MINUTES - ((rangeStart / MINUTE_MS) % QUARTER_MINUTES)) % QUARTER_MINUTES;
  const quarterCount = Math.max(0, Math.floor((isCallerFree.length - firstMinute) / QUARTER_MINUTES));
  const wholeQuarter = (minutes: readonly boolean[], q: number) =>
    minutes.slice(firstMinute + q * QUARTER_MINUTES, firstMinute + (q + 1) * QUARTER_MINUTES).every(Boolean);
  const caller = Array.from({ length: quarterCount }, (_, q) => wholeQuarter(isCallerFree, q));
  const friends = isFriendFree.map((minutes) =>
    Array.from({ length: quarterCount }, (_, q) => wholeQuarter(minutes, q)),
  );
  const instant = (q: number) => rangeStart + (firstMinute + q * QUARTER_MINUTES) * MINUTE_MS;
  // freeBefore[f][q]: how many of the first q quarters friend f is free in; free throughout [from, to)
  // exactly when that count grows by to - from (a brute force still, only not a slow one).
  const freeBefore = friends.map((quarters) =>
    quarters.reduce((counts, free) => [...counts, counts.at(-1)! + (free ? 1 : 0)], [0]),
  );
  const freeThroughout = (from: number, to: number) =>
    friendIds.filter((_, f) => freeBefore[f]![to]! - freeBefore[f]![from]! === to - from);
  const stretch = (from: number, to: number, ids: string[]): SharedSlot => ({
    start: instant(from),
    end: instant(to),
    friendIds: ids,
  });

  const candidates: { from: number; to: number; ids: string[] }[] = [];
  for (const [runFrom, runTo] of runsOf(caller)) {
    for (let from = runFrom; from < runTo; from += 1) {
      for (let to = from + MINIMUM_QUARTERS; to <= runTo; to += 1) {
        const ids = freeThroughout(from, to);
        if (ids.length === 0) continue;
        const same = (other: string[]) => other.join() === ids.join();
        const growsLeft = from > runFrom && same(freeThroughout(from - 1, to));
        const growsRight = to < runTo && same(freeThroughout(from, to + 1));
        if (!growsLeft && !growsRight) candidates.push({ from, to, ids });
      }
    }
  }
  candidates.sort((a, b) => a.from - b.from || a.to - b.to);
  const beats = (j: (typeof candidates)[number], i: (typeof candidates)[number]) =>
    j.from < i.to &&
    i.from < j.to &&
    j.ids.length >= i.ids.length &&
    j.to - j.from >= i.to - i.from &&
    (j.ids.length > i.ids.length || j.to - j.from > i.to - i.from);
  const slots = candidates.filter((i) => !candidates.some((j) => beats(j, i)));

  const freeTogether: SharedSlot[] = [];
  const setAt = (q: number) => (caller[q] ? friendIds.filter((_, f) => friends[f]![q]) : []);
  for (let q = 0; q < quarterCount;) {
    const ids = setAt(q);
    let to = q + 1;
    while (to < quarterCount && setAt(to).join() === ids.join()) to += 1;
    if (ids.length > 0) freeTogether.push(stretch(q, to, ids));
    q = to;
  }

  return {
    candidates: candidates.map(({ from, to, ids }) => stretch(from, to, ids)),
    slots: slots.map(({ from, to, ids }) => stretch(from, to, ids)),
    freeTogether,
  };
}

/** [from, to) quarter indexes of each maximal run of true. */
function runsOf(free: readonly boolean[]): [number, number][] {
  const runs: [number, number][] = [];
  for (let q = 0; q < free.length;) {
    if (!free[q]) {
      q += 1;
      continue;
    }
    let to = q;
    while (to < free.length && free[to]) to += 1;
    runs.push([q, to]);
    q = to;
  }
  return runs;
}
