// Fair over time (behaviour.md "Regular hangouts (issue 26)"): a regular group's hangout is placed
// where everyone has the most room around it, and leans a little toward whoever bore the cost most
// often lately (travelled furthest, got the least convenient time). Pure: the server reads the
// data, this decides. The lean is bounded: it never trades away a friend, and a venue it prefers
// is at most LEAN_MINUTES worse on the worst trip than the fairest.
import type { Interval } from '../scheduling/intervals';
import { localDayOf, startOfLocalDay } from '../scheduling/local-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const STEP = 15 * MINUTE;

/** A time is fully comfortable for a person with this much of their free time on each side of it. */
export const COMFORT_ROOM_MS = 2 * HOUR;
/** How far a venue may be from the fairest one's worst trip when it spares who travelled most. */
export const LEAN_MINUTES = 10;
/** How many of the group's latest hangouts the counts cover. */
export const HISTORY_PERIODS = 6;
/** The time's score (documented in docs/behaviour.md): a friend always outweighs every comfort. */
export const FAIR_TIME_WEIGHTS = { perInvitee: 100, leastComfort: 20, meanComfort: 10, lean: 15 } as const;

/** Night is 23:00–07:00 local: a hangout uses only the hours between, in everyone's zone. */
const DAY_STARTS_MS = 7 * HOUR;
const DAY_ENDS_MS = 23 * HOUR;

export type GroupCandidate = { start: number; end: number; friendIds: readonly string[] };

export type GroupTimeInput = {
  /** The engine's maximal candidates for the organizer and the group's friends. */
  candidates: readonly GroupCandidate[];
  callerId: string;
  /** The group's friends (the organizer aside). */
  memberIds: readonly string[];
  /** Each person's free time, normalised (sorted, disjoint). */
  free: ReadonlyMap<string, readonly Interval[]>;
  /** Each person's zone, the organizer's included. */
  zones: ReadonlyMap<string, string>;
  lengthMs: number;
  /** No hangout starts before this instant. */
  earliest: number;
  /** People to lean toward: they got the least convenient time most often lately. */
  spare: readonly string[];
};

export type GroupTime = {
  start: number;
  end: number;
  inviteeIds: string[];
  /** Each participant's comfort, 0 (at the edge of their free time) to 1 (two hours of room each side). */
  comfort: Map<string, number>;
  score: number;
};

/**
 * How comfortable a time is for a person: the room between it and the nearer end of their free
 * stretch that holds it, up to COMFORT_ROOM_MS, as 0–1. Right after work or right before the end of
 * their window is 0; null when they are not free throughout.
 */
export function comfortOf(free: readonly Interval[], start: number, end: number): number | null {
  const stretch = free.find((span) => span.start <= start && end <= span.end);
  if (!stretch) return null;
  return Math.min(COMFORT_ROOM_MS, start - stretch.start, stretch.end - end) / COMFORT_ROOM_MS;
}

function isDaytime(zone: string, start: number, end: number): boolean {
  const day = localDayOf(start, zone);
  if (localDayOf(end - 1, zone) !== day) return false;
  const midnight = startOfLocalDay(day, zone);
  return start - midnight >= DAY_STARTS_MS && end - midnight <= DAY_ENDS_MS;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The best time for the group, and the best without the lean (to say whether the lean moved it).
 * Every quarter-hour start inside each candidate is tried: the most friends first, then the
 * comfort of the least comfortable, then everyone's on average, plus the lean toward `spare`;
 * ties go to the earliest. Cost: one pass over the quarters of the candidates, times the group.
 */
export function chooseGroupTime(input: GroupTimeInput): { chosen: GroupTime | null; plain: GroupTime | null } {
  const members = new Set(input.memberIds);
  const spare = new Set(input.spare);
  const weights = FAIR_TIME_WEIGHTS;
  let chosen: GroupTime | null = null;
  let plain: GroupTime | null = null;
  const isBetter = (a: GroupTime, b: GroupTime | null) =>
    !b || a.score > b.score || (a.score === b.score && a.start < b.start);
  for (const candidate of input.candidates) {
    const inviteeIds = candidate.friendIds.filter((id) => members.has(id));
    if (inviteeIds.length === 0) continue;
    const people = [input.callerId, ...inviteeIds];
    const first = Math.ceil(Math.max(candidate.start, input.earliest) / STEP) * STEP;
    for (let start = first; start + input.lengthMs <= candidate.end; start += STEP) {
      const end = start + input.lengthMs;
      if (!people.every((id) => isDaytime(input.zones.get(id) ?? 'UTC', start, end))) continue;
      const comfort = new Map(people.map((id) => [id, comfortOf(input.free.get(id) ?? [], start, end) ?? 0]));
      const values = [...comfort.values()];
      const base =
        weights.perInvitee * inviteeIds.length +
        weights.leastComfort * Math.min(...values) +
        weights.meanComfort * mean(values);
      const spared = people.filter((id) => spare.has(id)).map((id) => comfort.get(id)!);
      const lean = spared.length > 0 ? weights.lean * mean(spared) : 0;
      const withoutLean: GroupTime = { start, end, inviteeIds, comfort, score: base };
      if (isBetter(withoutLean, plain)) plain = withoutLean;
      const withLean = { ...withoutLean, score: base + lean };
      if (isBetter(withLean, chosen)) chosen = withLean;
    }
  }
  return { chosen, plain };
}

/** Who bore a cost: everyone at the worst value, unless everyone is (then nobody bore more than another). */
function bearers(values: ReadonlyMap<string, number>, worst: 'max' | 'min', isCost: (value: number) => boolean) {
  const all = [...values.values()];
  if (all.length < 2) return [];
  const extreme = worst === 'max' ? Math.max(...all) : Math.min(...all);
  const at = [...values].filter(([, value]) => value === extreme).map(([id]) => id);
  return at.length === all.length || !isCost(extreme) ? [] : at;
}

/** Who got the least convenient time: the lowest comfort, when it is below full comfort. */
export const leastConvenientOf = (comfort: ReadonlyMap<string, number>) => bearers(comfort, 'min', (v) => v < 1);

/** Who travelled furthest: the longest trip (rounded minutes, as shown). */
export function travelledFurthestOf(trips: readonly { user_id: string; minutes: number }[]): string[] {
  return bearers(new Map(trips.map((trip) => [trip.user_id, trip.minutes])), 'max', () => true);
}

/** One past hangout of the group: who bore which cost. */
export type PeriodBurden = { furthest: readonly string[]; leastConvenient: readonly string[] };

/** Whom the next hangout leans toward for one cost, and whether they all bore it last time. */
export type Spared = { ids: string[]; lastTime: boolean };

function spareFor(history: readonly PeriodBurden[], people: readonly string[], kind: keyof PeriodBurden): Spared {
  const recent = history.slice(0, HISTORY_PERIODS);
  const counts = people.map((id) => recent.filter((period) => period[kind].includes(id)).length);
  const [most, least] = [Math.max(0, ...counts), Math.min(...counts)];
  if (people.length < 2 || most === least) return { ids: [], lastTime: false };
  const ids = people.filter((_, index) => counts[index] === most);
  const last = recent[0]?.[kind] ?? [];
  return { ids, lastTime: ids.every((id) => last.includes(id)) };
}

/**
 * From the group's latest hangouts (most recent first), whom to lean toward: for each cost, the
 * people (of those in the group now) who bore it most often, when that is more often than someone else.
 */
export function whomToSpare(history: readonly PeriodBurden[], people: readonly string[]) {
  return { travel: spareFor(history, people, 'furthest'), time: spareFor(history, people, 'leastConvenient') };
}

export type TripVenue = { worstMinutes: number; trips: readonly { user_id: string; minutes: number }[] };

/**
 * Venues ranked fairest first, narrowed to those that spare `spare` the most: within LEAN_MINUTES
 * of the fairest's worst trip, the ones where the longest trip of the spared is shortest. The
 * ranking unchanged when nobody is to be spared or none of them travels.
 */
export function leanVenues<T extends TripVenue>(ranked: readonly T[], spare: readonly string[]): T[] {
  const fairest = ranked[0];
  if (!fairest || spare.length === 0) return [...ranked];
  const near = ranked.filter((venue) => venue.worstMinutes <= fairest.worstMinutes + LEAN_MINUTES);
  const spared = (venue: T) =>
    Math.max(-1, ...venue.trips.filter((trip) => spare.includes(trip.user_id)).map((trip) => trip.minutes));
  const best = Math.min(...near.map(spared));
  if (best < 0) return [...ranked];
  return near.filter((venue) => spared(venue) === best);
}
