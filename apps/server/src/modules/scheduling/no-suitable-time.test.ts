import { describe, expect, it } from 'vitest';
import type { Interval } from '@hangtime/core/scheduling/intervals';
import type { SharedTime } from './find-us-time';
import { adviseNoSuitableTime, noSuitableTimeReasons } from './no-suitable-time';

const HOUR = 3_600_000;
// Tuesday 2026-12-01 00:00 UTC.
const BASE = Date.UTC(2026, 11, 1);
const span = (fromHour: number, toHour: number): Interval => ({
  start: BASE + fromHour * HOUR,
  end: BASE + toHour * HOUR,
});

const priya = { id: 'priya', first_name: 'Priya', last_name: 'Shah', timezone: 'Europe/London' };
function friend(id: string, first_name: string, timezone: string) {
  return { id, first_name, last_name: 'X', timezone, is_priority: false, my_style: 'either', their_style: 'either' };
}

function shared(free: Record<string, Interval[]>, friends = [friend('leo', 'Leo', 'America/Los_Angeles')]): SharedTime {
  return {
    caller: priya,
    friends,
    free: new Map(Object.entries(free)),
    candidates: [],
    slots: [],
    freeTogether: [],
  };
}

describe('adviseNoSuitableTime', () => {
  it('names the nearest miss in the friend’s time and the caller’s', () => {
    // Priya (London) is free 9–12 on Tuesday morning; Leo (Los Angeles) 3–7 PM his Tuesday.
    const advice = adviseNoSuitableTime(shared({ priya: [span(9, 12)], leo: [span(23, 27)] }));
    expect(advice).toEqual({
      reason:
        'Your free time doesn’t meet any friend’s in the next two weeks. The nearest: Leo is free Tue, Dec 1, 3–7 PM their time, which is Tue, Dec 1, 11 PM – 3 AM for you.',
      fix: 'availability',
    });
  });

  it('says the time once when the friend lives in the caller’s zone', () => {
    const advice = adviseNoSuitableTime(
      shared({ priya: [span(9, 12)], ana: [span(14, 16)] }, [friend('ana', 'Ana', 'Europe/London')]),
    );
    expect(advice.reason).toBe(`${noSuitableTimeReasons.noMeeting} The nearest: Ana is free Tue, Dec 1, 2–4 PM.`);
  });

  it('names the friends who are all too far away to meet in person', () => {
    const friends = [friend('leo', 'Leo', 'America/New_York'), friend('nora', 'Nora', 'America/New_York')];
    const withCandidates = {
      ...shared({ priya: [span(0, 4)], leo: [span(0, 4)], nora: [span(0, 4)] }, friends),
      candidates: [{ ...span(0, 4), friendIds: ['leo', 'nora'] }],
    };
    expect(adviseNoSuitableTime(withCandidates, ['leo', 'nora'])).toEqual({
      reason: noSuitableTimeReasons.tooFar('Leo and Nora'),
      fix: 'friends',
    });
    expect(noSuitableTimeReasons.tooFar('Leo and Nora')).toBe(
      'Everyone free with you is too far away to meet in person: Leo and Nora. Add friends who live nearby, or plan a video call with Manual Event.',
    );
  });

  it('sends a person without friends to invite some', () => {
    expect(adviseNoSuitableTime(shared({ priya: [span(9, 12)] }, []))).toEqual({
      reason: noSuitableTimeReasons.noFriends,
      fix: 'friends',
    });
  });

  it('sends a person without a free hour to their availability', () => {
    const advice = adviseNoSuitableTime(
      shared({ priya: [{ start: BASE, end: BASE + 0.75 * HOUR }], leo: [span(1, 5)] }),
    );
    expect(advice).toEqual({ reason: noSuitableTimeReasons.noFreeTime, fix: 'availability' });
  });

  it('says when no friend has a free hour, with nothing for the caller to fix', () => {
    expect(adviseNoSuitableTime(shared({ priya: [span(9, 12)], leo: [] }))).toEqual({
      reason: noSuitableTimeReasons.friendsNotFree,
      fix: null,
    });
  });

  it('says shared time exists but no plan may use it (night, too soon, hangout styles)', () => {
    const withCandidates = {
      ...shared({ priya: [span(0, 4)], leo: [span(0, 4)] }),
      candidates: [{ ...span(0, 4), friendIds: ['leo'] }],
    };
    expect(adviseNoSuitableTime(withCandidates)).toEqual({
      reason: noSuitableTimeReasons.sharedButUnusable,
      fix: 'availability',
    });
  });
});
