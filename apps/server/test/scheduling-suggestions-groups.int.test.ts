// Suggestions for groups (behaviour.md §8, "Suggestions"; issue 23): four friends whose plans are
// one hangout get one suggestion, made to the fairest of them; nobody is proposed a time they are
// invited to; accepting one withdraws the clashing suggestions of the people it invites; and jobs
// racing for one hangout propose it once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EventView } from '@hangtime/core/events/schemas';
import { users } from '../src/db/schema';
import type { Suggestions } from '../src/modules/scheduling';
import { createTestApp, todayAt, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends, notificationsOf } from './helpers/friends';
import { categoryIds, createEvent, daysFromNow, eventPayload, eventsOf } from './helpers/events';
import { addDailyWindow, callerOf, likeTenActivities } from './helpers/schedule';

let ctx: TestContext;
let suggestions: Suggestions;

beforeAll(async () => {
  ctx = await createTestApp({ startAt: todayAt('America/New_York', '14:07'), withWorkers: false });
  suggestions = ctx.services.suggestions;
});
afterAll(async () => {
  await ctx.close();
});

const NEW_YORK = 'America/New_York';

/** Someone free 9–10 PM New York time every evening, with ten ratings. */
async function eveningPerson(first_name: string): Promise<RegisteredUser> {
  const person = await createVerifiedUser(ctx, { first_name, last_name: 'Group', timezone: NEW_YORK });
  await addDailyWindow(ctx, person, { zone: NEW_YORK, from: '21:00', to: '22:00' });
  await likeTenActivities(ctx, person);
  return person;
}

/** Nora, Leo, Carl and Dana: all friends of each other (three friends each), all eligible. */
async function fourFriends(): Promise<RegisteredUser[]> {
  const people = [];
  for (const name of ['Nora', 'Leo', 'Carl', 'Dana']) people.push(await eveningPerson(name));
  for (let i = 0; i < people.length; i += 1)
    for (let j = i + 1; j < people.length; j += 1) await makeFriends(ctx, people[i]!, people[j]!);
  return people;
}

/** The person's open suggestion (from their bell row), or null. */
async function suggestionOf(user: RegisteredUser): Promise<EventView | null> {
  const row = (await notificationsOf(ctx, user.user.id)).find(
    (notification) => notification.type === 'hangout_suggested',
  );
  if (!row) return null;
  const response = await callerOf(ctx, user)('GET', `/api/suggestions/${row.data.event_id as string}`);
  if (response.statusCode === 404) return null;
  expect(response.statusCode, response.body).toBe(200);
  return response.json().suggestion.event as EventView;
}

async function invitedIdsOf(user: RegisteredUser, eventId: string): Promise<string[]> {
  const response = await callerOf(ctx, user)('GET', `/api/suggestions/${eventId}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().suggestion.invited_friends as { id: string }[]).map((friend) => friend.id).sort();
}

/** A hangout the organizer made (with someone invited), far beyond the two weeks planned: it counts as organizing. */
async function organizeSomething(organizer: RegisteredUser, guest: RegisteredUser) {
  const ids = await categoryIds(ctx, organizer);
  await createEvent(
    ctx,
    organizer,
    eventPayload(ctx, ids.Event!, { start_time: daysFromNow(ctx, 60), participant_ids: [guest.user.id] }),
  );
}

const overlaps = (a: { start_time: string; end_time: string }, b: { start_time: string; end_time: string }) =>
  Date.parse(a.start_time) < Date.parse(b.end_time) && Date.parse(b.start_time) < Date.parse(a.end_time);

async function setSuggestionsEnabled(people: RegisteredUser[], enabled: boolean) {
  for (const person of people)
    await ctx.database.db.update(users).set({ suggestions_enabled: enabled }).where(eq(users.id, person.user.id));
}

describe('one group, one suggestion', () => {
  it('proposes the four friends’ evening once, to the one who organized least recently, inviting the others', async () => {
    const [nora, leo, carl, dana] = await fourFriends();
    // Dana never organized anything; the others did lately, so she organizes.
    await organizeSomething(nora!, leo!);
    await organizeSomething(leo!, carl!);
    await organizeSomething(carl!, nora!);
    const eligible = await suggestions.listEligible();
    for (const person of [nora, leo, carl, dana]) expect(eligible).toContain(person!.user.id);

    // Their jobs, in the weekly run's order or any other.
    for (const person of [nora, leo, carl, dana]) await suggestions.proposeFor(person!.user.id);

    expect(await suggestionOf(nora!)).toBeNull();
    expect(await suggestionOf(leo!)).toBeNull();
    expect(await suggestionOf(carl!)).toBeNull();
    const suggestion = (await suggestionOf(dana!))!;
    expect(suggestion).not.toBeNull();
    expect(await invitedIdsOf(dana!, suggestion.id)).toEqual([nora!.user.id, leo!.user.id, carl!.user.id].sort());

    // Its bell row says it once, with the time: no "Suggested hangout: Hangtime: …".
    const row = (await notificationsOf(ctx, dana!.user.id)).find((item) => item.type === 'hangout_suggested')!;
    expect(row.title).toMatch(/^Suggested hangout[: ,]/);
    expect(row.title).not.toContain('Hangtime');
    expect(row.title).toMatch(/, (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}(:\d\d)? (AM|PM)$/);

    // A second run plans nothing more for them: Dana has hers, the others are in it.
    for (const person of [nora, leo, carl, dana]) expect(await suggestions.proposeFor(person!.user.id)).toBe(false);
    for (const person of [nora, leo, carl]) expect(await suggestionOf(person!)).toBeNull();
  });

  it('proposes it once when the four jobs race, whoever’s commits first', async () => {
    const people = await fourFriends();
    // Nobody defers to anyone (suggestions off: not due a job of their own), so all four try at once.
    await setSuggestionsEnabled(people, false);
    const proposed = await Promise.all(people.map((person) => suggestions.proposeFor(person.user.id)));
    expect(proposed.filter(Boolean)).toHaveLength(1);
    const made = (await Promise.all(people.map(suggestionOf))).filter((event) => event !== null);
    expect(made).toHaveLength(1);
  });
});

describe('times a person is already invited to', () => {
  it('are never proposed to them, though a pending invitation is not busy time', async () => {
    const [nora, leo, carl, dana] = await fourFriends();
    const planned = (await ctx.services.scheduling.planner.plan(
      (await ctx.services.scheduling.repository.findPerson(nora!.user.id))!,
    ))!;
    expect(planned).not.toBeNull();
    // Someone outside the group invites Nora to exactly that hour; she has not answered.
    const stranger = await eveningPerson('Stan');
    await makeFriends(ctx, stranger, nora!);
    const ids = await categoryIds(ctx, stranger);
    const invitation = await createEvent(
      ctx,
      stranger,
      eventPayload(ctx, ids.Event!, {
        start_time: planned.input.start_time,
        end_time: planned.input.end_time,
        participant_ids: [nora!.user.id],
      }),
    );
    expect((await eventsOf(ctx, nora!).pending()).json().invitations.map((event: EventView) => event.id)).toContain(
      invitation.id,
    );
    await setSuggestionsEnabled([leo!, carl!, dana!, stranger], false);

    expect(await suggestions.proposeFor(nora!.user.id)).toBe(true);
    const suggestion = (await suggestionOf(nora!))!;
    expect(overlaps(suggestion, invitation)).toBe(false);
  });
});

describe('accepting a suggestion', () => {
  it('withdraws the clashing suggestions of the people it invites, with their bell rows, in the same change', async () => {
    // Ben's own suggestion (with his friends) comes first; then he and Ada become friends.
    const ben = await eveningPerson('Ben');
    const bensFriends = [await eveningPerson('Xia'), await eveningPerson('Yves'), await eveningPerson('Zoe')];
    for (const friend of bensFriends) await makeFriends(ctx, ben, friend);
    expect(await suggestions.proposeFor(ben.user.id)).toBe(true);
    const bens = (await suggestionOf(ben))!;

    const ada = await eveningPerson('Ada');
    const adasFriends = [ben, await eveningPerson('Pia'), await eveningPerson('Quin')];
    for (const friend of adasFriends) await makeFriends(ctx, ada, friend);
    expect(await suggestions.proposeFor(ada.user.id)).toBe(true);
    const adas = (await suggestionOf(ada))!;
    // Suggested events are not busy time: Ada's evening is Ben's evening, with Ben in it.
    expect(overlaps(adas, bens)).toBe(true);
    expect(await invitedIdsOf(ada, adas.id)).toContain(ben.user.id);

    const accepted = await callerOf(ctx, ada)('POST', `/api/suggestions/${adas.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);

    // Ben sees Ada's invitation, and no longer his own suggestion for the same hour.
    expect((await eventsOf(ctx, ben).pending()).json().invitations.map((event: EventView) => event.id)).toContain(
      adas.id,
    );
    expect((await callerOf(ctx, ben)('GET', `/api/suggestions/${bens.id}`)).statusCode).toBe(404);
    expect((await eventsOf(ctx, ben).get(bens.id)).statusCode).toBe(404);
    expect((await notificationsOf(ctx, ben.user.id)).some((row) => row.type === 'hangout_suggested')).toBe(false);
  });
});

describe('the bell row of a suggestion', () => {
  it('stays, read, after it is opened, until the suggestion is settled', async () => {
    const [nora, leo, carl, dana] = await fourFriends();
    await setSuggestionsEnabled([leo!, carl!, dana!], false);
    expect(await suggestions.proposeFor(nora!.user.id)).toBe(true);
    const call = callerOf(ctx, nora!);
    const bell = async () =>
      (
        (await call('GET', '/api/notifications/unified')).json().other_notifications as {
          id: string;
          type: string;
          is_read: boolean;
        }[]
      ).filter((item) => item.type === 'hangout_suggested');
    const [item] = await bell();
    expect(item).toMatchObject({ is_read: false });
    expect((await call('PUT', `/api/notifications/${item!.id}/read`)).statusCode).toBe(200);
    expect(await bell()).toEqual([expect.objectContaining({ id: item!.id, is_read: true })]);

    const suggestion = (await suggestionOf(nora!))!;
    expect((await call('POST', `/api/suggestions/${suggestion.id}/reject`)).statusCode).toBe(200);
    expect(await bell()).toEqual([]);
  });
});
