// POST /api/events/automated-hangtime (behaviour.md §8): the hard constraints, the ranking, the
// activity, the event with its invitations, event_id, Idempotency-Key, 422, access and privacy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import type { EventView } from '@hangtime/core/events/schemas';
import { addDays } from '@hangtime/core/time/dates';
import { todayIn } from '@hangtime/core/time/zones';
import { createTestApp, todayAt, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { apiOf, friendshipId, makeFriends, notificationsOf } from './helpers/friends';
import { categoryIds, eventsOf } from './helpers/events';
import { addDailyWindow, callerOf, createLocation } from './helpers/schedule';
import { schedulingApi, schedulingOf } from './helpers/scheduling';
import { noSuitableTimeReasons } from '../src/modules/scheduling/no-suitable-time';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ startAt: todayAt('America/New_York', '14:07') });
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 3600_000;
const NEW_YORK = 'America/New_York';

/** A verified user with one window every day from `from` to `to`, local to `zone`, from yesterday on. */
async function dailyPerson(first_name: string, zone: string, from: string, to: string): Promise<RegisteredUser> {
  const person = await createVerifiedUser(ctx, { first_name, last_name: 'Now', timezone: zone });
  await addDailyWindow(ctx, person, { zone, from, to });
  return person;
}

/** The first day's `time` in `zone` that is at least two hours from now (Hangtime Now!'s lead time). */
function firstStartAt(time: string, zone: string): string {
  const earliest = ctx.clock.now().getTime() + 2 * HOUR;
  for (let date = todayIn(zone, ctx.clock.now()); ; date = addDays(date, 1)) {
    const start = wallClockToInstant(date, time, zone).epochMilliseconds;
    if (start >= earliest) return new Date(start).toISOString();
  }
}

async function rate(user: RegisteredUser, ratings: Record<number, 'like' | 'dislike'>) {
  const preferences = Object.entries(ratings).map(([id, rating]) => ({ subtype_id: Number(id), rating }));
  const response = await callerOf(ctx, user)('PUT', '/api/preferences/categories/1', { preferences });
  expect(response.statusCode, response.body).toBe(200);
}

async function setStyle(user: RegisteredUser, friend: RegisteredUser, body: object) {
  const id = await friendshipId(ctx, user.user.id, friend.user.id);
  const response = await apiOf(ctx, user).preferences(id!, body);
  expect(response.statusCode, response.body).toBe(200);
}

async function hangtimeNow(user: RegisteredUser, body: object = {}, key?: string) {
  const response = await schedulingOf(ctx, user).hangtimeNow(body, key);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json();
  expect(answer.success).toBe(true);
  expect(answer.data.success).toBe(true);
  return answer.data as { event: EventView; explanation: string };
}

const KOREAN = 12;
const THAI = 8;

describe('Hangtime Now! plans a group hangout', () => {
  let ana: RegisteredUser;
  let ben: RegisteredUser;
  let cleo: RegisteredUser;

  beforeAll(async () => {
    ana = await dailyPerson('Ana', NEW_YORK, '18:00', '22:00');
    ben = await dailyPerson('Ben', 'America/Los_Angeles', '15:00', '19:30');
    cleo = await dailyPerson('Cleo', NEW_YORK, '19:00', '21:00');
    await makeFriends(ctx, ana, ben);
    await makeFriends(ctx, ana, cleo);
    // In Anchorage, far from every bundled venue: no Korean place fits, so the hangout is at her
    // default location, which she is happy to host at (a New York hangout at a real venue:
    // places-hangtime-now.int.test.ts; one whose host has not offered her home:
    // scheduling-hangtime-now-place.int.test.ts).
    await createLocation(ctx, ana, {
      location_name: 'Ana’s place',
      is_default: true,
      happy_to_host: true,
      city: 'Anchorage',
      state_province: 'AK',
      postal_code: '99501',
    });
    await rate(ana, { [KOREAN]: 'like', [THAI]: 'like' });
    await rate(ben, { [KOREAN]: 'like' });
    await rate(cleo, { [THAI]: 'dislike' });
  });

  it('invites everyone free for the longest shared time, two hours, with the activity they like and nobody dislikes', async () => {
    const { event, explanation } = await hangtimeNow(ana);
    expect(event.start_time).toBe(firstStartAt('19:00', NEW_YORK));
    expect(Date.parse(event.end_time) - Date.parse(event.start_time)).toBe(2 * HOUR);
    // Not "Hangtime: Korean": no Korean place is on offer at Ana's.
    expect(event.title).toBe('Hangtime at Ana’s');
    expect(event.source).toBe('automated');
    expect(event.category.name).toBe('Event');
    expect(event.activity_category_id).toBe(1);
    expect(event.activity_subcategory_id).toBe(KOREAN);
    expect(event.location).toBe('Ana’s place');
    expect(event.location_address).toContain('350 5th Ave');
    expect(event.latitude).not.toBeNull();
    const invited = event.participants.filter((person) => person.role === 'participant');
    expect(invited.map((person) => [person.user_id, person.status]).sort()).toEqual(
      [
        [ben.user.id, 'pending'],
        [cleo.user.id, 'pending'],
      ].sort(),
    );
    expect(explanation).toContain('Ben Now and Cleo Now are free with you');
    expect(explanation).toContain('Korean: liked by you and Ben, and nobody dislikes it.');
    expect(explanation).toContain('so you host at home (Ana’s place)');

    // Each invitee finds the invitation and a notification.
    for (const friend of [ben, cleo]) {
      const pending = await eventsOf(ctx, friend).pending();
      expect(pending.json().invitations.map((invitation: EventView) => invitation.id)).toContain(event.id);
      expect((await notificationsOf(ctx, friend.user.id)).map((row) => row.type)).toContain('event_invitation');
    }
  });

  it('says nothing about anyone’s windows, places or events', async () => {
    const response = await schedulingOf(ctx, ana).hangtimeNow({});
    expect(response.statusCode).toBe(200);
    for (const secret of ['hidden window', 'secret spot', 'Lane']) expect(response.body).not.toContain(secret);
  });
});

describe('hangout styles, priority and the night', () => {
  it('meets a solo_only friend one-to-one, and says why the other friend was left out', async () => {
    const ana = await dailyPerson('Ana', NEW_YORK, '18:00', '22:00');
    const ben = await dailyPerson('Ben', 'America/Los_Angeles', '15:00', '19:30');
    const cleo = await dailyPerson('Cleo', NEW_YORK, '18:00', '21:00');
    await makeFriends(ctx, ana, ben);
    await makeFriends(ctx, ana, cleo);
    // Cleo's own side of the friendship says one-to-one: no group. Alone, Ben and Cleo tie on two
    // hours from 18:00; Ben, listed first, wins.
    await setStyle(cleo, ana, { hangout_style: 'solo_only' });
    const first = await hangtimeNow(ana);
    expect(
      first.event.participants.filter((person) => person.role === 'participant').map((person) => person.user_id),
    ).toEqual([ben.user.id]);
    expect(first.event.start_time).toBe(firstStartAt('18:00', NEW_YORK));
    expect(first.explanation).toContain('Cleo Now is free then too, but prefers one-to-one hangouts.');

    // Ana marks Cleo a priority friend: now Cleo, one-to-one.
    await setStyle(ana, cleo, { priority: true });
    const second = await hangtimeNow(ana);
    expect(
      second.event.participants.filter((person) => person.role === 'participant').map((person) => person.user_id),
    ).toEqual([cleo.user.id]);
  });

  it('plans for the biggest group that shares an hour when the set of free friends changes every quarter', async () => {
    // Six friends, each free for 90 minutes from a quarter after the one before (18:00, 18:15, …):
    // no set of them lasts an hour, which left the first slot rule, and Hangtime Now!, with nothing.
    const ana = await dailyPerson('Ana', NEW_YORK, '18:00', '22:00');
    const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
    const friends: RegisteredUser[] = [];
    for (let k = 0; k < 6; k += 1) {
      const from = 18 * 60 + 15 * k;
      friends.push(await dailyPerson(`Quarter${k}`, NEW_YORK, clock(from), clock(from + 90)));
    }
    for (const friend of friends) await makeFriends(ctx, ana, friend);
    const { event, explanation } = await hangtimeNow(ana);
    // Three at once for an hour is the most: the first such hour, 18:30–19:30 with the first three.
    expect(event.start_time).toBe(firstStartAt('18:30', NEW_YORK));
    expect(event.end_time).toBe(new Date(Date.parse(event.start_time) + HOUR).toISOString());
    expect(
      event.participants.filter((person) => person.role === 'participant').map((person) => person.user_id),
    ).toEqual(expect.arrayContaining(friends.slice(0, 3).map((friend) => friend.user.id)));
    expect(event.participants).toHaveLength(4);
    expect(explanation).toContain('Quarter0 Now, Quarter1 Now and Quarter2 Now');
  });

  it('does not meet a groups_only friend alone', async () => {
    const ana = await dailyPerson('Ana', NEW_YORK, '18:00', '22:00');
    const gus = await dailyPerson('Gus', NEW_YORK, '18:00', '22:00');
    await makeFriends(ctx, ana, gus);
    await setStyle(ana, gus, { hangout_style: 'groups_only' });
    const response = await schedulingOf(ctx, ana).hangtimeNow({});
    expect(response.statusCode).toBe(422);
  });

  it('ends by 23:00 in everyone’s zone', async () => {
    const ana = await dailyPerson('Ana', NEW_YORK, '21:00', '23:45');
    const ned = await dailyPerson('Ned', NEW_YORK, '21:00', '23:45');
    await makeFriends(ctx, ana, ned);
    const { event } = await hangtimeNow(ana);
    expect(event.start_time).toBe(firstStartAt('21:00', NEW_YORK));
    expect(event.end_time).toBe(new Date(Date.parse(event.start_time) + 2 * HOUR).toISOString());
  });

  it('answers 422 with the spec’s text when the only shared time is night where the friend lives', async () => {
    const ana = await dailyPerson('Ana', NEW_YORK, '18:00', '22:00');
    // 00:00–04:00 in London is 19:00–23:00 (or 20:00–24:00) in New York: shared, but London's night.
    const lou = await dailyPerson('Lou', 'Europe/London', '00:00', '04:00');
    await makeFriends(ctx, ana, lou);
    const response = await schedulingOf(ctx, ana).hangtimeNow({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      error: 'No suitable time found for you and your friends',
      code: 'NO_SUITABLE_TIME',
      reason: noSuitableTimeReasons.sharedButUnusable,
      fix: 'availability',
    });
  });

  it('says why in words, with the nearest miss in both zones, when nobody’s time meets the caller’s', async () => {
    // Priya (London) is free mornings 9–12; Leo (Los Angeles) afternoons 3–7 PM, 11 PM – 3 AM for her.
    const priya = await dailyPerson('Priya', 'Europe/London', '09:00', '12:00');
    const leo = await dailyPerson('Leo', 'America/Los_Angeles', '15:00', '19:00');
    await makeFriends(ctx, priya, leo);
    const response = await schedulingOf(ctx, priya).hangtimeNow({});
    expect(response.statusCode).toBe(422);
    const { reason, fix } = response.json();
    expect(fix).toBe('availability');
    expect(reason).toMatch(
      /^Your free time doesn’t meet any friend’s in the next two weeks\. The nearest: Leo is free \w{3}, \w{3} \d{1,2}, 3–7 PM their time, which is \w{3}, \w{3} \d{1,2}, 11 PM – 3 AM for you\.$/,
    );
    // When, never why: nothing of Leo's window.
    expect(response.body).not.toContain('hidden window');
    expect(response.body).not.toContain('secret spot');
  });
});

describe('an existing event, idempotency, access', () => {
  let ana: RegisteredUser;
  let ben: RegisteredUser;

  beforeAll(async () => {
    ana = await dailyPerson('Ana', NEW_YORK, '18:00', '22:00');
    ben = await dailyPerson('Ben', NEW_YORK, '18:00', '22:00');
    await makeFriends(ctx, ana, ben);
  });

  it('plans the time and friends of the caller’s own event, keeping its title, category and activity', async () => {
    const ids = await categoryIds(ctx, ana);
    const start = new Date(Date.parse(firstStartAt('08:00', NEW_YORK)) + 3 * 24 * HOUR).toISOString();
    const created = await eventsOf(ctx, ana).create({
      title: 'Board games',
      category_id: ids.Event,
      activity_category_id: 7,
      activity_subcategory_id: null,
      start_time: start,
      end_time: new Date(Date.parse(start) + 90 * 60_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().event.id as string;
    const { event } = await hangtimeNow(ana, { event_id: eventId });
    expect(event.id).toBe(eventId);
    expect(event.title).toBe('Board games');
    expect(event.activity_category_id).toBe(7);
    expect(event.start_time).toBe(firstStartAt('18:00', NEW_YORK));
    expect(Date.parse(event.end_time) - Date.parse(event.start_time)).toBe(90 * 60_000);
    expect(event.participants.map((person) => person.user_id)).toContain(ben.user.id);
  });

  it('answers 404 for an event the caller does not organise, and for one that does not exist', async () => {
    const ids = await categoryIds(ctx, ben);
    const start = firstStartAt('08:00', NEW_YORK);
    const bens = await eventsOf(ctx, ben).create({
      title: 'Ben’s',
      category_id: ids.Event,
      start_time: start,
      end_time: new Date(Date.parse(start) + HOUR).toISOString(),
      participant_ids: [ana.user.id],
    });
    for (const event_id of [bens.json().event.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await schedulingOf(ctx, ana).hangtimeNow({ event_id });
      expect(response.statusCode, event_id).toBe(404);
    }
  });

  it('makes one hangout for a repeated Idempotency-Key, even when the two requests race', async () => {
    const key = `key-${Date.now()}`;
    const [first, second] = await Promise.all([
      schedulingOf(ctx, ana).hangtimeNow({}, key),
      schedulingOf(ctx, ana).hangtimeNow({}, key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().data.event.id).toBe(first.json().data.event.id);
    const third = await schedulingOf(ctx, ana).hangtimeNow({}, key);
    expect(third.json().data.event.id).toBe(first.json().data.event.id);
    // Another key is another request; ten minutes on, the same key is too.
    const other = await schedulingOf(ctx, ana).hangtimeNow({}, `${key}-2`);
    expect(other.json().data.event.id).not.toBe(first.json().data.event.id);
    ctx.clock.advance(10 * 60_000 + 1000);
    const later = await schedulingOf(ctx, ana).hangtimeNow({}, key);
    expect(later.statusCode).toBe(200);
    expect(later.json().data.event.id).not.toBe(first.json().data.event.id);
  });

  it('refuses a malformed key and a body with unknown fields, and answers 401 without a token', async () => {
    expect((await schedulingOf(ctx, ana).hangtimeNow({}, 'has spaces in it')).statusCode).toBe(400);
    expect((await schedulingOf(ctx, ana).hangtimeNow({ event_id: 42 })).statusCode).toBe(400);
    expect((await schedulingApi(ctx, undefined).hangtimeNow({})).statusCode).toBe(401);
  });

  it('answers 422 for a person with no friends', async () => {
    const loner = await dailyPerson('Lone', NEW_YORK, '18:00', '22:00');
    const response = await schedulingOf(ctx, loner).hangtimeNow({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'NO_SUITABLE_TIME',
      reason: noSuitableTimeReasons.noFriends,
      fix: 'friends',
    });
  });
});

describe('the per-user limit', () => {
  it('answers 429 with Retry-After past the hour’s hangouts, while a replayed key still gets its answer', async () => {
    const limited = await createTestApp({ rateLimits: { hangoutsPerHour: 1 } });
    try {
      const [a, b] = [await createVerifiedUser(limited), await createVerifiedUser(limited)];
      const first = await schedulingApi(limited, a.token).hangtimeNow({}, 'only-once');
      expect(first.statusCode).toBe(422);
      expect((await schedulingApi(limited, a.token).hangtimeNow({}, 'only-once')).statusCode).toBe(422);
      const second = await schedulingApi(limited, a.token).hangtimeNow({});
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
      // Counted per person.
      expect((await schedulingApi(limited, b.token).hangtimeNow({})).statusCode).toBe(422);
    } finally {
      await limited.close();
    }
  });
});
