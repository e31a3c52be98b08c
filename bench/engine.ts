// The pure shared-slot engine on quality.md's world: one caller and 50 friends, each with 10
// recurring windows in mixed zones, ~10 busy events and 5 working-hours entries, over 14 days.
// No database, no HTTP: what a find-us-time call spends once the rows are read.
import { computeFreeTime, type BusySpan, type PersonSchedule } from '../packages/core/src/scheduling/free-time';
import type { WindowException, WindowSchedule } from '../packages/core/src/scheduling/occurrences';
import type { Frequency } from '../packages/core/src/scheduling/recurrence-dates';
import { findSharedSlots } from '../packages/core/src/scheduling/shared-slots';

const FRIENDS = 50;
const WINDOWS_PER_PERSON = 10;
const BUSY_PER_PERSON = 10;
const WORKING_HOURS_PER_PERSON = 5;
const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Sydney',
  'Asia/Kolkata',
];
const FREQUENCIES: Frequency[] = ['weekly', 'daily', 'weekly', 'biweekly', 'daily'];
const HOUR = 3_600_000;
// A fortnight that holds Europe's and North America's autumn changes, so DST is on the hot path.
const RANGE = { start: Date.UTC(2026, 9, 20, 4), end: Date.UTC(2026, 9, 20, 4) + 14 * 24 * HOUR };
const FIRST_DATE = '2026-10-20';

const dateAfter = (days: number) => new Date(Date.parse(FIRST_DATE) + days * 24 * HOUR).toISOString().slice(0, 10);

/** The wall-clock spans people pick: evenings, lunches, weekend afternoons, on round hours. */
const TYPICAL_SPANS = [
  ['18:00', '22:00'],
  ['17:30', '21:00'],
  ['19:00', '23:00'],
  ['12:00', '13:30'],
  ['10:00', '14:00'],
  ['14:00', '18:00'],
  ['07:00', '08:30'],
] as const;

function windowsOf(seed: number, homeZone: string): PersonSchedule['windows'] {
  return Array.from({ length: WINDOWS_PER_PERSON }, (_, index) => {
    const [start_time, end_time] = TYPICAL_SPANS[(seed + index * 3) % TYPICAL_SPANS.length]!;
    const window: WindowSchedule = {
      id: `w${seed}-${index}`,
      window_name: `Window ${index}`,
      start_time,
      end_time,
      // Most windows in the person's own zone, every fourth in another one.
      timezone: index % 4 === 3 ? ZONES[(seed + index) % ZONES.length]! : homeZone,
      start_date: dateAfter(-20),
      end_date: index % 3 === 0 ? null : dateAfter(60),
      is_repeating: true,
      frequency: FREQUENCIES[(seed + index) % FREQUENCIES.length]!,
      days_of_week: [(seed + index) % 7, (seed + index + 3) % 7],
    };
    const exceptions: WindowException[] =
      index % 3 === 0
        ? [
            { date: dateAfter((seed + index) % 14), cancelled: true },
            { date: dateAfter((seed + index + 5) % 14), cancelled: false, start_time: '18:00', end_time: '21:00' },
          ]
        : [];
    return { window, exceptions };
  });
}

function busyOf(seed: number, homeZone: string): BusySpan[] {
  return Array.from({ length: BUSY_PER_PERSON }, (_, index) => {
    const start = RANGE.start + ((seed * 13 + index * 31) % (14 * 24)) * HOUR;
    // One all-day event a person; the rest one to three hours.
    return index === 0
      ? { start, end: start + HOUR, all_day: true, timezone: homeZone }
      : { start, end: start + (1 + (index % 3)) * HOUR };
  });
}

function personOf(seed: number): PersonSchedule {
  const timezone = ZONES[seed % ZONES.length]!;
  return {
    timezone,
    windows: windowsOf(seed, timezone),
    workingHours: Array.from({ length: WORKING_HOURS_PER_PERSON }, (_, day) => ({
      id: `wh${seed}-${day}`,
      is_recurring: true,
      day_of_week: day,
      date: null,
      start_time: '09:00',
      end_time: ['16:00', '17:00', '17:30', '18:00'][seed % 4]!,
    })),
    workingHoursExceptions: [{ entry_id: `wh${seed}-2`, date: dateAfter(8), cancelled: true }],
    busy: busyOf(seed, timezone),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One find-us-time's worth of engine work: everyone's free time, then the sweep. */
function findSlotsOnce(caller: PersonSchedule, friends: PersonSchedule[]): number {
  const callerFree = computeFreeTime(caller, RANGE);
  const friendsFree = friends.map((friend, index) => ({ id: `friend-${index}`, free: computeFreeTime(friend, RANGE) }));
  return findSharedSlots(callerFree, friendsFree).length;
}

/** Milliseconds per call, after a warm-up that fills what a running server has warm (zone offsets, JIT). */
export function benchEngine(runs = 1000): { p50: number; p99: number; slots: number } {
  const caller = personOf(FRIENDS);
  const friends = Array.from({ length: FRIENDS }, (_, seed) => personOf(seed));
  let slots = 0;
  for (let warmUp = 0; warmUp < 300; warmUp += 1) slots = findSlotsOnce(caller, friends);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    findSlotsOnce(caller, friends);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), slots };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { p50, p99, slots } = benchEngine();
  console.log(`shared-slot engine: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (${slots} slots)`);
}
