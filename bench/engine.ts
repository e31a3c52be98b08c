// The pure shared-slot engine on quality.md's world: one caller and 50 (or 200) friends, each with
// 10 weekly windows that start and end on random quarter hours, 20 busy spans and 5 working-hours
// entries, in six zones, over 14 days that hold Europe's and North America's autumn changes. With
// windows off the round hours, the set of free friends changes nearly every quarter: the world in
// which the first slot rule found nothing. No database, no HTTP: what a find-us-time call spends
// once the rows are read.
import { computeFreeTime, type BusySpan, type PersonSchedule } from '../packages/core/src/scheduling/free-time';
import type { WindowException, WindowSchedule } from '../packages/core/src/scheduling/occurrences';
import { findTimeTogether } from '../packages/core/src/scheduling/shared-slots';

const WINDOWS_PER_PERSON = 10;
const BUSY_PER_PERSON = 20;
const WORKING_HOURS_PER_PERSON = 5;
const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
];
const HOUR = 3_600_000;
const QUARTER = HOUR / 4;
// A fortnight that holds Europe's and North America's autumn changes, so DST is on the hot path.
const RANGE = { start: Date.UTC(2026, 9, 20, 4), end: Date.UTC(2026, 9, 20, 4) + 14 * 24 * HOUR };
const FIRST_DATE = '2026-10-20';

const dateAfter = (days: number) => new Date(Date.parse(FIRST_DATE) + days * 24 * HOUR).toISOString().slice(0, 10);
const clockOf = (quarter: number) =>
  `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;

/** A small seeded generator (xorshift32): the same world on every run, different for each person. */
function randomFrom(seed: number) {
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  return (below: number) => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % below;
  };
}

type Random = ReturnType<typeof randomFrom>;

/**
 * Ten weekly windows between 07:00 and 23:00 local, each on one to three weekdays, 1 to 5 hours
 * long; half of them start in the evening (17:00 to 20:00), when people are free after work.
 */
function windowsOf(random: Random, seed: number, homeZone: string): PersonSchedule['windows'] {
  return Array.from({ length: WINDOWS_PER_PERSON }, (_, index) => {
    const startQuarter = index % 2 === 0 ? 68 + random(13) : 28 + random(56); // 17:00–20:00, or 07:00–20:45
    const endQuarter = Math.min(92, startQuarter + 4 + random(17)); // an hour to five, by 23:00
    const days = [random(7), random(7), random(7)].slice(0, 1 + random(3));
    const window: WindowSchedule = {
      id: `w${seed}-${index}`,
      window_name: `Window ${index}`,
      start_time: clockOf(startQuarter),
      end_time: clockOf(endQuarter),
      // Most windows in the person's own zone, every fourth in another one.
      timezone: index % 4 === 3 ? ZONES[random(ZONES.length)]! : homeZone,
      start_date: dateAfter(-20),
      end_date: index % 3 === 0 ? null : dateAfter(60),
      is_repeating: true,
      frequency: 'weekly',
      days_of_week: [...new Set(days)],
    };
    const exceptions: WindowException[] =
      index % 3 === 0
        ? [
            { date: dateAfter(random(14)), cancelled: true },
            { date: dateAfter(random(14)), cancelled: false, start_time: '18:15', end_time: '21:45' },
          ]
        : [];
    return { window, exceptions };
  });
}

/** Twenty busy spans of 30 minutes to 3 hours on random quarter hours, one of them all-day. */
function busyOf(random: Random, homeZone: string): BusySpan[] {
  return Array.from({ length: BUSY_PER_PERSON }, (_, index) => {
    const start = RANGE.start + random(14 * 24 * 4) * QUARTER;
    return index === 0
      ? { start, end: start + HOUR, all_day: true, timezone: homeZone }
      : { start, end: start + (2 + random(11)) * QUARTER };
  });
}

function personOf(seed: number): PersonSchedule {
  const random = randomFrom(seed + 1);
  const timezone = ZONES[seed % ZONES.length]!;
  return {
    timezone,
    windows: windowsOf(random, seed, timezone),
    workingHours: Array.from({ length: WORKING_HOURS_PER_PERSON }, (_, day) => ({
      id: `wh${seed}-${day}`,
      is_recurring: true,
      day_of_week: day,
      date: null,
      start_time: clockOf(32 + random(5)),
      end_time: clockOf(64 + random(9)),
    })),
    workingHoursExceptions: [{ entry_id: `wh${seed}-2`, date: dateAfter(8), cancelled: true }],
    busy: busyOf(random, timezone),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One find-us-time's worth of engine work: everyone's free time, then the slots and the overlay. */
function findOnce(caller: PersonSchedule, friends: PersonSchedule[]) {
  const callerFree = computeFreeTime(caller, RANGE);
  const friendsFree = friends.map((friend, index) => ({ id: `friend-${index}`, free: computeFreeTime(friend, RANGE) }));
  return findTimeTogether(callerFree, friendsFree);
}

export type EngineBench = { p50: number; p99: number; slots: number; candidates: number; freeTogether: number };

/** Milliseconds per call, after a warm-up that fills what a running server has warm (zone offsets, JIT). */
export function benchEngine(friendCount = 50, runs = 1000): EngineBench {
  const caller = personOf(friendCount);
  const friends = Array.from({ length: friendCount }, (_, seed) => personOf(seed));
  let answer = findOnce(caller, friends);
  for (let warmUp = 0; warmUp < runs / 3; warmUp += 1) answer = findOnce(caller, friends);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    findOnce(caller, friends);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    slots: answer.slots.length,
    candidates: answer.candidates.length,
    freeTogether: answer.freeTogether.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [friends, runs] of [
    [50, 1000],
    [200, 300],
  ] as const) {
    const { p50, p99, slots, candidates, freeTogether } = benchEngine(friends, runs);
    console.log(
      `shared-slot engine, 1 + ${friends} friends: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms ` +
        `(${slots} slots of ${candidates} maximal candidates, ${freeTogether} free-together stretches)`,
    );
  }
}
