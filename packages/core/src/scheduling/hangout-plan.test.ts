import { describe, expect, it } from 'vitest';
import {
  combinePairStyle,
  planHangout,
  RANKING_WEIGHTS,
  type CandidateSlot,
  type PlanFriend,
  type PlanOptions,
} from './hangout-plan';

const HOUR = 3600_000;
const MINUTE = 60_000;
/** 2027-03-01 00:00 UTC, a Monday; New York is UTC−5 then, London UTC+0, Tokyo UTC+9. */
const DAY0 = Date.UTC(2027, 2, 1);
const at = (day: number, hour: number, minute = 0) => DAY0 + day * 24 * HOUR + hour * HOUR + minute * MINUTE;
const NY = 'America/New_York';

const friend = (id: string, overrides: Partial<PlanFriend> = {}): PlanFriend => ({
  id,
  timezone: NY,
  isPriority: false,
  style: 'either',
  ...overrides,
});
const slot = (start: number, end: number, friendIds: string[]): CandidateSlot => ({ start, end, friendIds });

function options(friends: PlanFriend[], overrides: Partial<PlanOptions> = {}): PlanOptions {
  return { now: at(0, 0), callerZone: NY, friends: new Map(friends.map((entry) => [entry.id, entry])), ...overrides };
}

/** 18:00–22:00 New York on day `day` is 23:00–03:00 UTC. */
const evening = (day: number, ids: string[]) => slot(at(day, 23), at(day + 1, 3), ids);

describe('combinePairStyle', () => {
  it.each([
    ['either', 'either', 'either'],
    ['solo_only', 'either', 'solo'],
    ['either', 'solo_only', 'solo'],
    ['groups_only', 'either', 'groups'],
    ['either', 'groups_only', 'groups'],
    ['groups_only', 'groups_only', 'groups'],
    ['solo_only', 'solo_only', 'solo'],
    ['solo_only', 'groups_only', 'never'],
    ['groups_only', 'solo_only', 'never'],
  ])('%s with %s is %s', (mine, theirs, expected) => {
    expect(combinePairStyle(mine, theirs)).toBe(expected);
  });
});

describe('planHangout', () => {
  it('is null without slots, and without friends it knows', () => {
    expect(planHangout([], options([friend('a')]))).toBeNull();
    expect(planHangout([evening(1, ['stranger'])], options([friend('a')]))).toBeNull();
  });

  it('invites every free friend for two hours from the start of the slot', () => {
    const plan = planHangout([evening(1, ['a', 'b'])], options([friend('a'), friend('b')]));
    expect(plan).toMatchObject({ start: at(1, 23), end: at(2, 1), inviteeIds: ['a', 'b'], leftOut: [] });
  });

  it('skips slots starting less than two hours from now, and takes one starting exactly two hours from now', () => {
    const now = at(1, 21);
    expect(planHangout([evening(1, ['a'])], options([friend('a')], { now: now + 1 }))).toBeNull();
    expect(planHangout([evening(1, ['a'])], options([friend('a')], { now }))?.start).toBe(at(1, 23));
  });

  it('lasts the wanted length clamped to one to three hours, and never past the slot', () => {
    const long = slot(at(1, 12), at(1, 20), ['a']);
    const lengthOf = (lengthMs?: number) => {
      const plan = planHangout([long], options([friend('a')], { lengthMs }))!;
      return (plan.end - plan.start) / MINUTE;
    };
    expect(lengthOf()).toBe(120);
    expect(lengthOf(90 * MINUTE)).toBe(90);
    expect(lengthOf(10 * MINUTE)).toBe(60);
    expect(lengthOf(5 * HOUR)).toBe(180);
    const short = planHangout([slot(at(1, 12), at(1, 13, 30), ['a'])], options([friend('a')]))!;
    expect(short.end - short.start).toBe(90 * MINUTE);
  });

  it('is null when the slot leaves less than an hour', () => {
    expect(planHangout([slot(at(1, 12), at(1, 12, 59), ['a'])], options([friend('a')]))).toBeNull();
    expect(planHangout([slot(at(1, 12), at(1, 13), ['a'])], options([friend('a')]))).not.toBeNull();
  });

  it('keeps out of 23:00–07:00 in the caller’s zone', () => {
    // 21:30–01:00 New York: only 21:30–23:00 is day.
    const plan = planHangout([slot(at(2, 2, 30), at(2, 6), ['a'])], options([friend('a')]))!;
    expect([plan.start, plan.end]).toEqual([at(2, 2, 30), at(2, 4)]);
    // 06:00–08:30 New York: only 07:00–08:30.
    const morning = planHangout([slot(at(1, 11), at(1, 13, 30), ['a'])], options([friend('a')]))!;
    expect([morning.start, morning.end]).toEqual([at(1, 12), at(1, 13, 30)]);
    // 23:00–07:00 New York: nothing.
    expect(planHangout([slot(at(2, 4), at(2, 12), ['a'])], options([friend('a')]))).toBeNull();
  });

  it('keeps out of the night where each invitee lives, and leaves out a friend whose night it would be', () => {
    const tokyo = friend('t', { timezone: 'Asia/Tokyo' });
    // 18:00–22:00 New York is 08:00–12:00 Tokyo: day for both.
    expect(planHangout([evening(1, ['t'])], options([tokyo]))?.inviteeIds).toEqual(['t']);
    const london = friend('l', { timezone: 'Europe/London' });
    // 18:00–22:00 New York is 23:00–03:00 London: night there. With a New York friend, only they come.
    const plan = planHangout([evening(1, ['a', 'l'])], options([friend('a'), london]))!;
    expect(plan.inviteeIds).toEqual(['a']);
    expect(plan.leftOut).toEqual([{ id: 'l', reason: 'late_at_night' }]);
    expect(planHangout([evening(1, ['l'])], options([london]))).toBeNull();
  });

  it('meets a solo friend only one-to-one, a groups friend only with another, and a never friend not at all', () => {
    const opts = options([
      friend('s', { style: 'solo' }),
      friend('g', { style: 'groups' }),
      friend('n', { style: 'never' }),
      friend('e'),
    ]);
    const groupPlan = planHangout([evening(1, ['e', 'g', 'n', 's'])], opts)!;
    expect(groupPlan.inviteeIds).toEqual(['e', 'g']);
    expect(groupPlan.leftOut).toEqual([
      { id: 'n', reason: 'style_mismatch' },
      { id: 's', reason: 'prefers_one_to_one' },
    ]);
    expect(planHangout([evening(1, ['g'])], opts)).toBeNull();
    expect(planHangout([evening(1, ['n'])], opts)).toBeNull();
    const solo = planHangout([evening(1, ['s', 'g'])], opts)!;
    expect(solo.inviteeIds).toEqual(['s']);
    expect(solo.leftOut).toEqual([{ id: 'g', reason: 'prefers_groups' }]);
  });

  it('says the times did not line up when a group could not meet but one of them could', () => {
    // a is awake all evening; b only early enough: b's London day ends at 23:00 = 18:00 New York.
    const early = friend('b', { timezone: 'Europe/London' });
    const plan = planHangout([slot(at(1, 21), at(2, 1), ['a', 'b'])], options([friend('a'), early]))!;
    // Together: 21:00–23:00 UTC is 16:00–18:00 New York, day for both: two hours with both.
    expect(plan.inviteeIds).toEqual(['a', 'b']);
    const tight = planHangout([slot(at(1, 22, 15), at(2, 1), ['a', 'b'])], options([friend('a'), early]))!;
    // Together only 22:15–23:00 UTC (45 minutes): a alone; b could have come alone from 22:15, but a's plan is longer.
    expect(tight.inviteeIds).toEqual(['a']);
    expect(tight.leftOut).toEqual([{ id: 'b', reason: 'late_at_night' }]);
  });

  it('ranks more invitees first, then priority friends, then two hours, then sooner', () => {
    const a = friend('a');
    const b = friend('b');
    const p = friend('p', { isPriority: true });
    // Later but with two friends beats sooner with one.
    expect(planHangout([evening(1, ['a']), evening(2, ['a', 'b'])], options([a, b]))?.inviteeIds).toEqual(['a', 'b']);
    // A priority friend beats a sooner ordinary one.
    expect(planHangout([evening(1, ['a']), evening(2, ['p'])], options([a, p]))?.inviteeIds).toEqual(['p']);
    // Two hours beat one sooner hour.
    const oneHour = slot(at(1, 23), at(2, 0), ['a']);
    expect(planHangout([oneHour, evening(2, ['a'])], options([a]))?.start).toBe(at(2, 23));
    // Otherwise, sooner.
    expect(planHangout([evening(3, ['a']), evening(2, ['a'])], options([a]))?.start).toBe(at(2, 23));
  });

  it('scores with the documented weights', () => {
    const plan = planHangout(
      [evening(0, ['a', 'p'])],
      options([friend('a'), friend('p', { isPriority: true })], { now: at(0, 0) }),
    )!;
    const soonness = 1 - (at(0, 23) - at(0, 0)) / (14 * 24 * HOUR);
    expect(plan.score).toBeCloseTo(
      2 * RANKING_WEIGHTS.perInvitee +
        RANKING_WEIGHTS.perPriorityInvitee +
        RANKING_WEIGHTS.atLeastTwoHours +
        RANKING_WEIGHTS.soonest * soonness,
      9,
    );
    const far = planHangout([slot(at(20, 14), at(20, 15), ['a'])], options([friend('a')], { now: at(0, 0) }))!;
    expect(far.score).toBe(RANKING_WEIGHTS.perInvitee);
  });

  it('avoids rejected times, taking the next stretch instead', () => {
    const rejected = { start: at(1, 23), end: at(2, 1) };
    const plan = planHangout([evening(1, ['a']), evening(2, ['a'])], options([friend('a')], { avoid: [rejected] }))!;
    expect(plan.start).toBe(at(2, 23));
    const touching = planHangout(
      [evening(1, ['a'])],
      options([friend('a')], { avoid: [{ start: at(1, 21), end: at(1, 23) }] }),
    )!;
    expect(touching.start).toBe(at(1, 23));
  });

  it('rounds a start inward to the quarter hour', () => {
    const plan = planHangout([slot(at(1, 14, 5), at(1, 17), ['a'])], options([friend('a')]))!;
    expect(plan.start).toBe(at(1, 14, 15));
  });

  it('does not change its input', () => {
    const slots = Object.freeze([Object.freeze(evening(1, ['a', 'b']))]);
    const before = JSON.stringify(slots);
    planHangout(slots, options([friend('a'), friend('b')]));
    expect(JSON.stringify(slots)).toBe(before);
  });

  it('keeps the first of equal plans: the order of the friends list', () => {
    const plan = planHangout(
      [evening(1, ['a', 'b'])],
      options([friend('a', { style: 'solo' }), friend('b', { style: 'solo' })]),
    )!;
    expect(plan.inviteeIds).toEqual(['a']);
  });

  it('meets the largest group whose days share the time when the whole group’s do not', () => {
    // 16:00–24:00 New York. London's day ends at 23:00 UTC, Shanghai's begins then; New York is awake.
    const friends = [
      friend('a', { timezone: 'Europe/London' }),
      friend('b'),
      friend('c', { timezone: 'Asia/Shanghai' }),
    ];
    const plan = planHangout([slot(at(1, 21), at(2, 5), ['a', 'b', 'c'])], options(friends))!;
    expect(plan).toMatchObject({ start: at(1, 21), end: at(1, 23), inviteeIds: ['a', 'b'] });
    expect(plan.leftOut).toEqual([{ id: 'c', reason: 'late_at_night' }]);
  });

  it('leaves a groups friend out of a group for the night, not for their style', () => {
    const plan = planHangout(
      [evening(1, ['a', 'b', 'g'])],
      options([friend('a'), friend('b'), friend('g', { style: 'groups', timezone: 'Europe/London' })]),
    )!;
    expect(plan.inviteeIds).toEqual(['a', 'b']);
    expect(plan.leftOut).toEqual([{ id: 'g', reason: 'late_at_night' }]);
  });

  it('says a smaller plan won when a free, awake friend was left out, right up to the edges of their day', () => {
    const friends = [friend('e'), friend('s', { style: 'solo', isPriority: true })];
    // From 07:00 New York, the start of e's day.
    const morning = planHangout([slot(at(1, 12), at(1, 14), ['e', 's'])], options(friends))!;
    expect(morning.inviteeIds).toEqual(['s']);
    expect(morning.leftOut).toEqual([{ id: 'e', reason: 'smaller_plan' }]);
    // Until 23:00 New York, the end of it.
    const evening21 = planHangout([slot(at(2, 2), at(2, 4), ['e', 's'])], options(friends))!;
    expect([evening21.start, evening21.end]).toEqual([at(2, 2), at(2, 4)]);
    expect(evening21.leftOut).toEqual([{ id: 'e', reason: 'smaller_plan' }]);
  });

  it('may end exactly where a rejected time begins', () => {
    const plan = planHangout(
      [evening(1, ['a'])],
      options([friend('a')], { avoid: [{ start: at(2, 1), end: at(2, 3) }] }),
    )!;
    expect([plan.start, plan.end]).toEqual([at(1, 23), at(2, 1)]);
  });

  it('places each group at its own friends’ time: a priority friend’s group may meet later', () => {
    const friends = [
      friend('a', { timezone: 'Europe/London' }),
      friend('b'),
      friend('c', { timezone: 'Asia/Shanghai', isPriority: true }),
    ];
    const plan = planHangout([slot(at(1, 21), at(2, 5), ['a', 'b', 'c'])], options(friends))!;
    expect(plan).toMatchObject({ start: at(1, 23), end: at(2, 1), inviteeIds: ['b', 'c'] });
  });

  it('never meets a groups friend alone, even as the only one awake at their time', () => {
    const friends = [
      friend('g', { style: 'groups', timezone: 'Europe/London' }),
      friend('c', { timezone: 'Asia/Shanghai' }),
    ];
    const plan = planHangout([slot(at(1, 21), at(2, 5), ['g', 'c'])], options(friends))!;
    expect(plan.inviteeIds).toEqual(['c']);
  });

  it('avoids a time that overlaps any one of the rejected times', () => {
    const avoid = [
      { start: at(9, 0), end: at(9, 1) },
      { start: at(1, 22), end: at(2, 0) },
    ];
    const plan = planHangout([evening(1, ['a']), evening(2, ['a'])], options([friend('a')], { avoid }))!;
    expect(plan.start).toBe(at(2, 23));
  });

  it('knows everyone’s daytime over slots days apart, the first and the last', () => {
    expect(planHangout([evening(1, ['a']), evening(5, ['a'])], options([friend('a'), friend('b')]))?.start).toBe(
      at(1, 23),
    );
    expect(
      planHangout([evening(1, ['a']), evening(5, ['a', 'b'])], options([friend('a'), friend('b')]))?.inviteeIds,
    ).toEqual(['a', 'b']);
  });

  it('knows the daytime of a zone already in the next day: Tokyo’s morning late in the UTC day', () => {
    // 22:00 UTC is 07:00 the next day in Tokyo and 17:00 in New York.
    const plan = planHangout(
      [slot(at(1, 22), at(1, 23, 45), ['t'])],
      options([friend('t', { timezone: 'Asia/Tokyo' })]),
    )!;
    expect([plan.start, plan.end]).toEqual([at(1, 22), at(1, 23, 45)]);
  });
});
