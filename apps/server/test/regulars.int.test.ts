// Regular hangouts (behaviour.md "Regular hangouts (issue 26)"): a hangout made a regular thing is
// planned for each period by the sweep, driven by the test clock: once per period, at the best time
// of that period (not a fixed weekday), offered as a suggestion; stopped, nothing; no common time,
// the organizer is told; the organizer-only rules; and the lean toward whoever got the least
// convenient time last time, with its explanation.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { regularMessages } from '@hangtime/core/regulars/schemas';
import { createTestApp, type TestContext } from './helpers/app';
import { categoryIds, createEvent, eventPayload } from './helpers/events';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { apiOf, friendshipId, notificationsOf } from './helpers/friends';
import { createWindow } from './helpers/schedule';
import { befriendAll, personWithWindow } from './helpers/scheduling';

const NEW_YORK = 'America/New_York';
/** Wednesday, January 6, 2027, noon in New York: a week whose periods the tests name by date. */
const START = new Date('2027-01-06T17:00:00Z');
const TUESDAY = 1;
const THURSDAY = 3;

let ctx: TestContext;
let eventCategory: number;

beforeAll(async () => {
  ctx = await createTestApp({ startAt: START });
  const someone = await createVerifiedUser(ctx, { timezone: NEW_YORK });
  eventCategory = (await categoryIds(ctx, someone)).Event!;
});
beforeEach(() => ctx.clock.reset());
afterAll(async () => {
  await ctx.close();
});

const sweep = () => ctx.services.regulars.sweep((id, error) => console.error(id, error));
const advanceTo = (iso: string) => ctx.clock.advance(Date.parse(iso) - ctx.clock.now().getTime());

const call = (
  user: RegisteredUser | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, payload, headers: user ? { authorization: `Bearer ${user.token}` } : {} });
const regularOf = (
  user: RegisteredUser | undefined,
  eventId: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET',
  payload?: object,
) => call(user, method, `/api/calendar/events/${eventId}/regular`, payload);

type Window = { days: number[]; from: string; to: string; start_date?: string; end_date?: string };
async function person(first_name: string, windows: Window[]): Promise<RegisteredUser> {
  const [first, ...rest] = windows;
  const created = await personWithWindow(ctx, { first_name, last_name: 'Regular' }, NEW_YORK, {
    start_date: '2027-01-01',
    ...first!,
  });
  for (const window of rest) {
    await createWindow(ctx, created, {
      window_name: `${first_name}'s other window`,
      timezone: NEW_YORK,
      start_time: window.from,
      end_time: window.to,
      days_of_week: window.days,
      start_date: window.start_date ?? '2027-01-01',
      end_date: window.end_date ?? '2027-12-31',
    });
  }
  return created;
}

/** Olive's hangout on Thursday, January 7, 7–9 PM with her friends. */
async function hangoutOf(olive: RegisteredUser, friends: RegisteredUser[]) {
  await befriendAll(ctx, olive, friends);
  return createEvent(
    ctx,
    olive,
    eventPayload(ctx, eventCategory, {
      title: 'Board games',
      start_time: '2027-01-08T00:00:00.000Z',
      end_time: '2027-01-08T02:00:00.000Z',
      participant_ids: friends.map((friend) => friend.user.id),
    }),
  );
}

async function makeRegular(olive: RegisteredUser, eventId: string, cadence = 'week') {
  const response = await regularOf(olive, eventId, 'POST', { cadence });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().regular;
}

/** The bell's suggestion rows of a person, oldest first. */
async function suggestionRows(user: RegisteredUser) {
  return (await notificationsOf(ctx, user.user.id)).filter((row) => row.type === 'hangout_suggested').reverse();
}

/** The newest suggestion as its owner reads it (the modal and its fairness note), while it is open. */
async function latestOffer(user: RegisteredUser) {
  const row = (await suggestionRows(user)).at(-1)!;
  const id = row.data.event_id as string;
  const suggestion = await call(user, 'GET', `/api/suggestions/${id}`);
  expect(suggestion.statusCode, suggestion.body).toBe(200);
  const note = await call(user, 'GET', `/api/regulars/offers/${id}`);
  expect(note.statusCode, note.body).toBe(200);
  const { event, invited_friends: invited } = suggestion.json().suggestion;
  return {
    id,
    start: event.start_time as string,
    end: event.end_time as string,
    title: event.title as string,
    invited: (invited as { first_name: string }[]).map((friend) => friend.first_name),
    explanation: note.json().offer.explanation as string,
    notice: row.message,
  };
}

/** Olive sends the suggestion with one click. */
async function send(user: RegisteredUser, id: string) {
  const sent = await call(user, 'POST', `/api/suggestions/${id}/accept`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().event;
}

describe('a regular hangout plans itself', () => {
  it('offers each week once, at the best time of that week, not a fixed weekday', async () => {
    const olive = await person('Olive', [{ days: [TUESDAY, THURSDAY], from: '18:00', to: '22:00' }]);
    const ben = await person('Ben', [{ days: [TUESDAY, THURSDAY], from: '18:00', to: '22:00' }]);
    // Dana is free on Thursdays until mid-January, then on Tuesdays instead.
    const dana = await person('Dana', [
      { days: [THURSDAY], from: '18:00', to: '22:00', end_date: '2027-01-17' },
      { days: [TUESDAY], from: '18:00', to: '22:00', start_date: '2027-01-18' },
    ]);
    const hangout = await hangoutOf(olive, [dana, ben]);

    const regular = await makeRegular(olive, hangout.id);
    expect(regular).toMatchObject({ cadence: 'week', is_active: true, next_period_start: '2027-01-18' });
    expect(regular.members.map((member: { first_name: string }) => member.first_name)).toEqual(['Ben', 'Dana']);

    // Made regular: the next week (from Monday the 11th) is planned at once. Thursday, 7–9 PM: an
    // hour of everyone's free time either side.
    expect(await suggestionRows(olive)).toHaveLength(1);
    const first = await latestOffer(olive);
    expect(first).toMatchObject({
      start: '2027-01-15T00:00:00.000Z',
      end: '2027-01-15T02:00:00.000Z',
      title: 'Board games',
      invited: ['Ben', 'Dana'],
    });
    expect(first.explanation).toBe(
      'Every week with Ben and Dana: the time in the week of Mon, Jan 11 that leaves everyone the most room around it.',
    );
    expect(first.notice).toContain('Your regular hangout with Ben and Dana, every week:');
    // Nobody is invited until Olive sends it; then both are, with one click.
    const pending = async () =>
      (
        (await call(dana, 'GET', '/api/calendar/events/pending-invitations')).json().invitations as { id: string }[]
      ).map((invitation) => invitation.id);
    expect(await pending()).not.toContain(first.id);
    const sent = await send(olive, first.id);
    expect(sent.participants.filter((p: { status: string }) => p.status === 'pending')).toHaveLength(2);
    expect(await pending()).toContain(first.id);

    // The week from the 18th is due five days before it starts (Wednesday the 13th), not sooner.
    advanceTo('2027-01-13T04:59:00Z');
    expect((await sweep()).offered).toBe(0);
    advanceTo('2027-01-13T05:01:00Z');
    const [one, other] = await Promise.all([sweep(), sweep()]);
    expect(one.offered + other.offered).toBe(1);
    expect((await sweep()).offered).toBe(0);

    // The sent one's bell row went with it: one new suggestion.
    expect(await suggestionRows(olive)).toHaveLength(1);
    // That week Dana is free on Tuesday only: Tuesday the 19th, 7–9 PM.
    expect(await latestOffer(olive)).toMatchObject({ start: '2027-01-20T00:00:00.000Z', invited: ['Ben', 'Dana'] });
    expect((await regularOf(olive, hangout.id)).json().regular.next_period_start).toBe('2027-01-25');
  });

  it('proposes nothing once stopped, and may be made regular again', async () => {
    const everyone = { days: [TUESDAY, THURSDAY], from: '18:00', to: '22:00' };
    const olive = await person('Olive', [everyone]);
    const dana = await person('Dana', [everyone]);
    const hangout = await hangoutOf(olive, [dana]);
    await makeRegular(olive, hangout.id);
    expect(await suggestionRows(olive)).toHaveLength(1);

    const stopped = await regularOf(olive, hangout.id, 'DELETE');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().regular.is_active).toBe(false);
    advanceTo('2027-01-13T06:00:00Z');
    await sweep();
    expect(await suggestionRows(olive)).toHaveLength(1);
    expect((await regularOf(olive, hangout.id, 'DELETE')).statusCode).toBe(409);
    expect((await regularOf(olive, hangout.id, 'PUT', { cadence: 'month' })).statusCode).toBe(409);

    const again = await makeRegular(olive, hangout.id, 'two_weeks');
    expect(again).toMatchObject({ is_active: true, cadence: 'two_weeks' });
  });

  it('tells the organizer when the group has no common time, and plans the next period still', async () => {
    const olive = await person('Olive', [{ days: [TUESDAY], from: '18:00', to: '22:00' }]);
    const dana = await person('Dana', [{ days: [THURSDAY], from: '18:00', to: '22:00' }]);
    const hangout = await hangoutOf(olive, [dana]);
    await makeRegular(olive, hangout.id);

    expect(await suggestionRows(olive)).toEqual([]);
    const told = (await notificationsOf(ctx, olive.user.id)).filter((row) => row.type === 'regular_no_time');
    expect(told.map((row) => [row.title, row.message])).toEqual([
      [
        'No time for Board games in the week of Mon, Jan 11',
        'You and Dana have no free time together in the week of Mon, Jan 11. Hangtime will plan the next one, for the week of Mon, Jan 18.',
      ],
    ]);
    expect(told[0]!.data).toMatchObject({ event_id: hangout.id });
    expect((await regularOf(olive, hangout.id)).json().regular.next_period_start).toBe('2027-01-18');
    // Dana hears nothing about it.
    expect((await notificationsOf(ctx, dana.user.id)).filter((row) => row.type === 'regular_no_time')).toEqual([]);
  });
});

describe('fair over time', () => {
  it('leans toward whoever got the least convenient time last time, and says so', async () => {
    // Tuesdays Dana can come only 6–8 PM, right at the edge of her time; Thursdays Ben can, and
    // Olive has less room. Plain, Tuesday wins every week, and Dana always gets the tight spot.
    const olive = await person('Olive', [
      { days: [TUESDAY], from: '16:00', to: '22:00' },
      { days: [THURSDAY], from: '17:00', to: '22:00' },
    ]);
    const dana = await person('Dana', [
      { days: [TUESDAY], from: '18:00', to: '20:00' },
      { days: [THURSDAY], from: '16:00', to: '22:00' },
    ]);
    const ben = await person('Ben', [
      { days: [TUESDAY], from: '16:00', to: '22:00' },
      { days: [THURSDAY], from: '18:00', to: '20:00' },
    ]);
    const hangout = await hangoutOf(olive, [dana, ben]);
    await makeRegular(olive, hangout.id);
    const plain = await latestOffer(olive);
    expect(plain).toMatchObject({ start: '2027-01-12T23:00:00.000Z', invited: ['Ben', 'Dana'] });
    expect(plain.explanation).not.toContain('last time');
    await send(olive, plain.id);

    advanceTo('2027-01-13T06:00:00Z');
    expect((await sweep()).offered).toBe(1);
    const leaned = await latestOffer(olive);
    // Thursday the 21st, 6–8 PM: Dana has room this time; Ben takes his turn.
    expect(leaned).toMatchObject({ start: '2027-01-21T23:00:00.000Z', invited: ['Ben', 'Dana'] });
    expect(leaned.explanation).toContain(
      'Dana got the least convenient time last time, so this time suits Dana better.',
    );
    expect(leaned.explanation).not.toMatch(/work|window|live|home|street/i);
  });
});

describe('who may make a hangout regular', () => {
  it('is the organizer only, of an active hangout with friends, once', async () => {
    const everyone = { days: [TUESDAY], from: '18:00', to: '22:00' };
    const olive = await person('Olive', [everyone]);
    const dana = await person('Dana', [everyone]);
    const ben = await person('Ben', [everyone]);
    const stranger = await createVerifiedUser(ctx, { timezone: NEW_YORK });
    const hangout = await hangoutOf(olive, [dana, ben]);

    expect((await regularOf(olive, hangout.id)).json()).toEqual({ regular: null });
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const body = method === 'POST' || method === 'PUT' ? { cadence: 'week' } : undefined;
      const asGuest = await regularOf(dana, hangout.id, method, body);
      expect(asGuest.statusCode, `${method} as a guest`).toBe(403);
      expect(asGuest.json().error).toBe(regularMessages.onlyOrganizer);
      expect((await regularOf(stranger, hangout.id, method, body)).statusCode, `${method} as a stranger`).toBe(404);
      expect((await regularOf(undefined, hangout.id, method, body)).statusCode).toBe(401);
      expect((await regularOf(olive, 'not-an-id', method, body)).statusCode).toBe(404);
    }
    const badCadence = await regularOf(olive, hangout.id, 'POST', { cadence: 'daily' });
    expect(badCadence.statusCode).toBe(400);

    await makeRegular(olive, hangout.id);
    const twice = await regularOf(olive, hangout.id, 'POST', { cadence: 'week' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(regularMessages.alreadyRegular);

    const monthly = await regularOf(olive, hangout.id, 'PUT', { cadence: 'month' });
    expect(monthly.statusCode, monthly.body).toBe(200);
    expect(monthly.json().regular).toMatchObject({ cadence: 'month', next_period_start: '2027-02-01' });

    // The offer's note is its owner's alone.
    const offer = await latestOffer(olive);
    expect((await call(dana, 'GET', `/api/regulars/offers/${offer.id}`)).statusCode).toBe(404);
    expect((await call(olive, 'GET', `/api/regulars/offers/${hangout.id}`)).statusCode).toBe(404);

    // A friend no longer a friend drops out of the group.
    const friendship = (await friendshipId(ctx, olive.user.id, ben.user.id))!;
    expect((await apiOf(ctx, olive).remove(friendship)).statusCode).toBeLessThan(300);
    const members = (await regularOf(olive, hangout.id)).json().regular.members;
    expect(members.map((member: { first_name: string }) => member.first_name)).toEqual(['Dana']);

    // Alone, or cancelled: not a regular thing.
    const alone = await createEvent(ctx, olive, eventPayload(ctx, eventCategory, { participant_ids: [] }));
    const refused = await regularOf(olive, alone.id, 'POST', { cadence: 'week' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(regularMessages.needsFriends);
  });
});
