// Why Hangtime Now! found nothing, in words a person can act on (docs/behaviour.md, "No suitable
// time"): no friends, no free hour of their own, friends with none, shared time that no plan may
// use, or no meeting at all, with the nearest miss ("Leo is free Tue, Dec 1, 3–7 PM their time,
// which is Tue, Dec 1, 11 PM – 3 AM for you"). It says only when friends are free, never why.
import { LEAD_TIME_MS } from '@hangtime/core/scheduling/hangout-plan';
import { findNearestMiss, freeStretches } from '@hangtime/core/scheduling/nearest-miss';
import type { NoSuitableTimeFix } from '@hangtime/core/scheduling/schemas';
import { formatTimeSpan } from '../../lib/format-time-span';
import { joinNames } from './explanation';
import type { SharedTime } from './find-us-time';
import type { OutOfReach } from './place';

export type NoSuitableTimeAdvice = { reason: string; fix: NoSuitableTimeFix };

export const noSuitableTimeReasons = {
  noFriends: 'You haven’t added any friends yet. Invite friends to plan with them.',
  noFreeTime:
    'You have no free hour in the next two weeks. Add availability windows, or check your working hours and events.',
  friendsNotFree: 'None of your friends has a free hour in the next two weeks yet.',
  sharedButUnusable:
    'You share free time with friends, but only late at night where one of you lives (11 PM to 7 AM), within the next two hours, or with friends whose hangout style doesn’t fit. Add daytime availability to plan.',
  noMeeting: 'Your free time doesn’t meet any friend’s in the next two weeks.',
  tooFar: (names: string) =>
    `Everyone free with you is too far away to meet in person: ${names}. Add friends who live nearby, or plan a video call with Manual Event.`,
} as const;

/**
 * The friends free with the caller at some plannable time who are all out of reach (behaviour.md
 * §8, reachability), judged at the first such time; empty when anyone of them is within reach.
 */
export async function findFriendsAllOutOfReach(
  shared: SharedTime,
  outOfReach: OutOfReach,
  now: Date,
): Promise<string[]> {
  const plannable = shared.candidates.filter((candidate) => candidate.start >= now.getTime() + LEAD_TIME_MS);
  const free = [...new Set(plannable.flatMap((candidate) => candidate.friendIds))];
  if (free.length === 0) return [];
  const first = plannable[0]!;
  const slot = { start: new Date(first.start), end: new Date(first.end) };
  const out = new Set(await outOfReach({ callerId: shared.caller.id, inviteeIds: free, slot }));
  return free.every((id) => out.has(id)) ? free : [];
}

/** `farAway`: the friends free at plannable times who are all out of reach (findFriendsAllOutOfReach). */
export function adviseNoSuitableTime(shared: SharedTime, farAway: readonly string[] = []): NoSuitableTimeAdvice {
  if (shared.friends.length === 0) return { reason: noSuitableTimeReasons.noFriends, fix: 'friends' };
  if (farAway.length > 0) {
    const names = shared.friends.filter((friend) => farAway.includes(friend.id)).map((friend) => friend.first_name);
    return { reason: noSuitableTimeReasons.tooFar(joinNames(names)), fix: 'friends' };
  }
  if (shared.candidates.length > 0) return { reason: noSuitableTimeReasons.sharedButUnusable, fix: 'availability' };
  const callerFree = shared.free.get(shared.caller.id) ?? [];
  const friendsFree = shared.friends.map((friend) => ({ id: friend.id, free: shared.free.get(friend.id) ?? [] }));
  const miss = findNearestMiss(callerFree, friendsFree);
  if (miss === null) {
    return freeStretches(callerFree).length > 0
      ? { reason: noSuitableTimeReasons.friendsNotFree, fix: null }
      : { reason: noSuitableTimeReasons.noFreeTime, fix: 'availability' };
  }
  const friend = shared.friends.find((candidate) => candidate.id === miss.friendId)!;
  const callerZone = shared.caller.timezone;
  const theirs = formatTimeSpan(miss.start, miss.end, friend.timezone);
  const yours = formatTimeSpan(miss.start, miss.end, callerZone);
  const nearest =
    theirs === yours
      ? `The nearest: ${friend.first_name} is free ${yours}.`
      : `The nearest: ${friend.first_name} is free ${theirs} their time, which is ${yours} for you.`;
  return { reason: `${noSuitableTimeReasons.noMeeting} ${nearest}`, fix: 'availability' };
}
