// Hangtime Now!'s choice of when and with whom (behaviour.md §8): hard constraints first, then a
// weighted score. Pure: the server reads the data, this decides. Weights are in docs/behaviour.md.
import { intersectIntervals } from './intervals';
import { DAY_MS } from './local-days';
import { localToEpochMs } from './local-time';

/** What both sides of a friendship allow together: `never` when one wants solo_only and the other groups_only. */
export type PairStyle = 'either' | 'solo' | 'groups' | 'never';

export interface PlanFriend {
  id: string;
  /** The friend's IANA zone: no part of a hangout may fall in their night. */
  timezone: string;
  isPriority: boolean;
  style: PairStyle;
}

export interface CandidateSlot {
  start: number;
  end: number;
  friendIds: readonly string[];
}

export interface PlanOptions {
  now: number;
  callerZone: string;
  friends: ReadonlyMap<string, PlanFriend>;
  /** Times never to propose again (rejected suggestions): a plan overlapping one is not made. */
  avoid?: readonly { start: number; end: number }[];
  /** The length wanted, clamped to 1–3 hours; default 2 hours. */
  lengthMs?: number;
}

/**
 * `smaller_plan`: free and awake, but a better plan (a priority friend one-to-one, say) left them
 * out. `too_far`: no place within both their travel limits (the server judges it, not this plan).
 */
export type LeftOutReason =
  'prefers_one_to_one' | 'prefers_groups' | 'style_mismatch' | 'late_at_night' | 'smaller_plan' | 'too_far';

export interface HangoutPlan {
  start: number;
  end: number;
  inviteeIds: string[];
  /** Friends free in the chosen slot but not invited, and why in general terms. */
  leftOut: { id: string; reason: LeftOutReason }[];
  score: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const STEP = 15 * MINUTE;
export const MIN_HANGOUT_MS = HOUR;
export const MAX_HANGOUT_MS = 3 * HOUR;
export const DEFAULT_HANGOUT_MS = 2 * HOUR;
/** Candidates start at least this long from now, so people have time to get there. */
export const LEAD_TIME_MS = 2 * HOUR;
const HORIZON_MS = 14 * 24 * HOUR;

/** The ranking's weights (documented in docs/behaviour.md, "Hangtime Now! ranking"). */
export const RANKING_WEIGHTS = { perInvitee: 100, perPriorityInvitee: 30, atLeastTwoHours: 10, soonest: 5 } as const;

/** Night is 23:00–07:00 local: a hangout may use only the hours between. */
const DAY_STARTS_MS = 7 * HOUR;
const DAY_ENDS_MS = 23 * HOUR;

type Span = { start: number; end: number };

/** Combines both sides' hangout_style: one-to-one only if either side says so, groups only likewise. */
export function combinePairStyle(mine: string, theirs: string): PairStyle {
  const solo = mine === 'solo_only' || theirs === 'solo_only';
  const groups = mine === 'groups_only' || theirs === 'groups_only';
  if (solo && groups) return 'never';
  if (solo) return 'solo';
  return groups ? 'groups' : 'either';
}

/** The best feasible hangout over the slots, or null when none is feasible. */
export function planHangout(slots: readonly CandidateSlot[], options: PlanOptions): HangoutPlan | null {
  const daytime = createDaytimeCache(slots);
  const wantedLength = clamp(options.lengthMs ?? DEFAULT_HANGOUT_MS, MIN_HANGOUT_MS, MAX_HANGOUT_MS);
  let best: HangoutPlan | null = null;
  for (const slot of slots) {
    if (slot.start < options.now + LEAD_TIME_MS) continue;
    for (const plan of plansInSlot(slot, options, wantedLength, daytime)) {
      // Strictly better only: among equals the first found stays (soonness already breaks ties of
      // time, so equal scores start together and differ only in the order of the friends list).
      if (!best || plan.score > best.score) best = plan;
    }
  }
  return best;
}

function plansInSlot(
  slot: CandidateSlot,
  options: PlanOptions,
  wantedLength: number,
  daytime: DaytimeCache,
): HangoutPlan[] {
  const free = slot.friendIds
    .map((id) => options.friends.get(id))
    .filter((friend): friend is PlanFriend => friend !== undefined);
  const callerDay = intersectIntervals([slot], daytime(options.callerZone));
  const plans: HangoutPlan[] = [];
  const consider = (invitees: PlanFriend[]) => {
    const timing = placeEvent(callerDay, invitees, wantedLength, daytime, options.avoid);
    if (timing) plans.push(scorePlan(timing, invitees, free, options, daytime));
  };
  // A group: everyone who may meet in one, less those whose night would cut the time below an hour.
  const groupable = free.filter((friend) => friend.style === 'either' || friend.style === 'groups');
  const awake = groupable.filter((friend) => placeEvent(callerDay, [friend], MIN_HANGOUT_MS, daytime) !== null);
  if (awake.length >= 2) {
    consider(awake);
    // When their days leave no common hour, the groups that can meet: at each one's own earliest
    // time, everyone awake through it.
    for (const anchor of awake) {
      const timing = placeEvent(callerDay, [anchor], wantedLength, daytime)!;
      const group = awake.filter((friend) => isAwakeThrough(friend, timing, daytime));
      if (group.length >= 2) consider(group);
    }
  }
  // One-to-one with each friend who may meet alone.
  for (const friend of free) if (friend.style === 'either' || friend.style === 'solo') consider([friend]);
  return plans;
}

/** The earliest stretch of at least an hour that is daytime for everyone and avoids rejected times. */
function placeEvent(
  callerDay: Span[],
  invitees: PlanFriend[],
  wantedLength: number,
  daytime: DaytimeCache,
  avoid?: readonly Span[],
): Span | null {
  let allowed = callerDay;
  for (const friend of invitees) allowed = intersectIntervals(allowed, daytime(friend.timezone));
  for (const stretch of allowed) {
    const start = ceilTo(stretch.start, STEP);
    const end = start + Math.min(wantedLength, floorTo(stretch.end, STEP) - start);
    if (end - start < MIN_HANGOUT_MS) continue;
    if (avoid?.some((span) => span.start < end && start < span.end)) continue;
    return { start, end };
  }
  return null;
}

function scorePlan(
  timing: Span,
  invitees: PlanFriend[],
  free: PlanFriend[],
  options: PlanOptions,
  daytime: DaytimeCache,
): HangoutPlan {
  const weights = RANKING_WEIGHTS;
  const soonness = 1 - Math.min(1, Math.max(0, timing.start - options.now) / HORIZON_MS);
  const score =
    weights.perInvitee * invitees.length +
    weights.perPriorityInvitee * invitees.filter((friend) => friend.isPriority).length +
    (timing.end - timing.start >= 2 * HOUR ? weights.atLeastTwoHours : 0) +
    weights.soonest * soonness;
  const invited = new Set(invitees.map((friend) => friend.id));
  const leftOut = free
    .filter((friend) => !invited.has(friend.id))
    .map((friend) => ({ id: friend.id, reason: leftOutReason(friend, invitees.length, daytime, timing) }));
  return { ...timing, inviteeIds: invitees.map((friend) => friend.id), leftOut, score };
}

function leftOutReason(friend: PlanFriend, inviteeCount: number, daytime: DaytimeCache, timing: Span): LeftOutReason {
  if (friend.style === 'never') return 'style_mismatch';
  if (friend.style === 'solo') return 'prefers_one_to_one';
  if (friend.style === 'groups' && inviteeCount < 2) return 'prefers_groups';
  return isAwakeThrough(friend, timing, daytime) ? 'smaller_plan' : 'late_at_night';
}

function isAwakeThrough(friend: PlanFriend, timing: Span, daytime: DaytimeCache): boolean {
  return daytime(friend.timezone).some((span) => span.start <= timing.start && timing.end <= span.end);
}

type DaytimeCache = (zone: string) => Span[];

/**
 * 07:00–23:00 local in a zone, for every local date that can touch `around`. Worked out once per
 * zone over every slot's span (zones are few, slots many), by the engine's cached-offset arithmetic.
 */
function createDaytimeCache(slots: readonly Span[]): DaytimeCache {
  const cache = new Map<string, Span[]>();
  const whole = {
    start: Math.min(...slots.map((slot) => slot.start)),
    end: Math.max(...slots.map((slot) => slot.end)),
  };
  return (zone) => {
    let spans = cache.get(zone);
    // Stryker disable next-line ConditionalExpression: a cache; working the spans out again gives the same spans.
    if (!spans) {
      spans = daytimeSpans(zone, whole);
      cache.set(zone, spans);
    }
    return spans;
  };
}

function daytimeSpans(zone: string, around: Span): Span[] {
  // A local day lies within a day (±14 h offset) of the UTC day: one day of margin each side.
  const first = Math.floor(around.start / DAY_MS) - 1;
  const last = Math.floor(around.end / DAY_MS) + 1;
  // Stryker disable next-line ArrayDeclaration: an element that is not a span overlaps nothing.
  const spans: Span[] = [];
  for (let day = first; day <= last; day += 1) {
    spans.push({ start: localToEpochMs(day, DAY_STARTS_MS, zone), end: localToEpochMs(day, DAY_ENDS_MS, zone) });
  }
  return spans;
}

const ceilTo = (value: number, step: number) => Math.ceil(value / step) * step;
const floorTo = (value: number, step: number) => Math.floor(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
