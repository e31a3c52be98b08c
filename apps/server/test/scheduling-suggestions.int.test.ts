// Suggestions (behaviour.md §8): the weekly job, the suggested state only its owner sees, accept,
// reject (its time not proposed again), expiry and the profile switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSummaryView, EventView } from '@hangtime/core/events/schemas';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Suggestions } from '../src/modules/scheduling';
import { SUGGESTIONS_QUEUE } from '../src/modules/scheduling/suggestions-worker';
import { createTestApp, todayAt, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends, notificationsOf } from './helpers/friends';
import { eventsOf } from './helpers/events';
import { addDailyWindow, callerOf, likeTenActivities } from './helpers/schedule';
import { waitUntil } from './helpers/wait';

let ctx: TestContext;
let suggestions: Suggestions;

beforeAll(async () => {
  ctx = await createTestApp({ startAt: todayAt('America/New_York', '14:07') });
  suggestions = ctx.services.suggestions;
});
afterAll(async () => {
  await ctx.close();
});

const NEW_YORK = 'America/New_York';

async function dailyPerson(first_name: string): Promise<RegisteredUser> {
  const person = await createVerifiedUser(ctx, { first_name, last_name: 'Suggest', timezone: NEW_YORK });
  await addDailyWindow(ctx, person, { zone: NEW_YORK, from: '18:00', to: '22:00' });
  return person;
}

/** Someone whose three onboarding goals are met: three friends, a window, ten ratings. */
async function readyPerson(): Promise<{ owner: RegisteredUser; friends: RegisteredUser[] }> {
  const owner = await dailyPerson('Olive');
  const friends = [await dailyPerson('Ben'), await dailyPerson('Cleo'), await dailyPerson('Dee')];
  for (const friend of friends) await makeFriends(ctx, owner, friend);
  await likeTenActivities(ctx, owner);
  return { owner, friends };
}

const call = (user: RegisteredUser | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: user ? { authorization: `Bearer ${user.token}` } : {} });

async function suggestionIdOf(user: RegisteredUser): Promise<string | null> {
  const rows = await notificationsOf(ctx, user.user.id);
  const row = rows.find((notification) => notification.type === 'hangout_suggested');
  return (row?.data.event_id as string | undefined) ?? null;
}

async function calendarOf(user: RegisteredUser): Promise<EventSummaryView[]> {
  const from = ctx.clock.now().toISOString();
  const to = new Date(ctx.clock.now().getTime() + 15 * 24 * 3600_000).toISOString();
  const response = await eventsOf(ctx, user).list(from, to);
  expect(response.statusCode).toBe(200);
  return response.json().events;
}

describe('the weekly suggestion', () => {
  it('proposes one hangout that only its owner sees, announced in their bell, with no invitations yet', async () => {
    const { owner, friends } = await readyPerson();
    await suggestions.proposeFor(owner.user.id);
    const id = await suggestionIdOf(owner);
    expect(id).not.toBeNull();

    const mine = (await calendarOf(owner)).filter((event) => event.id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'suggested', source: 'suggested' });

    const view = await call(owner, 'GET', `/api/suggestions/${id}`);
    expect(view.statusCode, view.body).toBe(200);
    const suggestion = view.json().suggestion;
    expect(suggestion.invited_count).toBe(3);
    expect(suggestion.invited_friends.map((friend: { id: string }) => friend.id).sort()).toEqual(
      friends.map((friend) => friend.user.id).sort(),
    );
    expect(suggestion.event.participants.map((person: { user_id: string }) => person.user_id)).toEqual([owner.user.id]);

    for (const friend of friends) {
      expect((await calendarOf(friend)).some((event) => event.id === id)).toBe(false);
      expect((await eventsOf(ctx, friend).pending()).json().invitations).toEqual([]);
      expect((await call(friend, 'GET', `/api/suggestions/${id}`)).statusCode).toBe(404);
      expect((await call(friend, 'POST', `/api/suggestions/${id}/accept`, {})).statusCode).toBe(404);
      expect((await eventsOf(ctx, friend).get(id!)).statusCode).toBe(404);
    }
    expect((await call(undefined, 'GET', `/api/suggestions/${id}`)).statusCode).toBe(401);

    // A second run while this one waits makes no other.
    expect(await suggestions.listEligible()).not.toContain(owner.user.id);
  });

  it('becomes an ordinary event with the edits when accepted, and invites the friends', async () => {
    const { owner, friends } = await readyPerson();
    await suggestions.proposeFor(owner.user.id);
    const id = (await suggestionIdOf(owner))!;
    const response = await call(owner, 'POST', `/api/suggestions/${id}/accept`, {
      title: 'Dinner, my treat',
      description: 'Bring games',
    });
    expect(response.statusCode, response.body).toBe(200);
    const event = response.json().event as EventView;
    expect(event).toMatchObject({
      id,
      title: 'Dinner, my treat',
      description: 'Bring games',
      status: 'active',
      source: 'suggested',
    });
    expect(
      event.participants
        .filter((person) => person.status === 'pending')
        .map((person) => person.user_id)
        .sort(),
    ).toEqual(friends.map((friend) => friend.user.id).sort());
    for (const friend of friends) {
      const invitations = (await eventsOf(ctx, friend).pending()).json().invitations as EventView[];
      expect(invitations.map((invitation) => invitation.id)).toContain(id);
    }
    // It is no longer a suggestion: no bell row, and a second accept is 404.
    expect(await suggestionIdOf(owner)).toBeNull();
    expect((await call(owner, 'POST', `/api/suggestions/${id}/accept`, {})).statusCode).toBe(404);
  });

  it('refuses edits that break the event’s rules, and stays a suggestion', async () => {
    const { owner } = await readyPerson();
    await suggestions.proposeFor(owner.user.id);
    const id = (await suggestionIdOf(owner))!;
    const suggestion = (await call(owner, 'GET', `/api/suggestions/${id}`)).json().suggestion;
    const backwards = await call(owner, 'POST', `/api/suggestions/${id}/accept`, {
      end_time: suggestion.event.start_time,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('end_time');
    expect((await call(owner, 'POST', `/api/suggestions/${id}/accept`, { category_id: 999 })).statusCode).toBe(400);
    expect((await call(owner, 'GET', `/api/suggestions/${id}`)).statusCode).toBe(200);
  });

  it('is deleted when rejected, and its time is not proposed again', async () => {
    const { owner } = await readyPerson();
    await suggestions.proposeFor(owner.user.id);
    const id = (await suggestionIdOf(owner))!;
    const first = (await call(owner, 'GET', `/api/suggestions/${id}`)).json().suggestion.event as EventView;
    const rejected = await call(owner, 'POST', `/api/suggestions/${id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/suggestions/${id}`)).statusCode).toBe(404);
    expect((await calendarOf(owner)).some((event) => event.id === id)).toBe(false);
    expect(await suggestionIdOf(owner)).toBeNull();

    await suggestions.proposeFor(owner.user.id);
    const nextId = (await suggestionIdOf(owner))!;
    const next = (await call(owner, 'GET', `/api/suggestions/${nextId}`)).json().suggestion.event as EventView;
    expect(nextId).not.toBe(id);
    const overlaps =
      Date.parse(next.start_time) < Date.parse(first.end_time) &&
      Date.parse(first.start_time) < Date.parse(next.end_time);
    expect(overlaps).toBe(false);
  });

  it('expires when its start passes', async () => {
    const { owner } = await readyPerson();
    await suggestions.proposeFor(owner.user.id);
    const id = (await suggestionIdOf(owner))!;
    const event = (await call(owner, 'GET', `/api/suggestions/${id}`)).json().suggestion.event as EventView;
    ctx.clock.advance(Date.parse(event.start_time) - ctx.clock.now().getTime() + 1000);
    try {
      expect((await call(owner, 'GET', `/api/suggestions/${id}`)).statusCode).toBe(404);
      expect(await suggestions.expire()).toBeGreaterThanOrEqual(1);
      expect(await suggestionIdOf(owner)).toBeNull();
    } finally {
      ctx.clock.reset();
    }
  });

  it('is not made for someone who turned suggestions off, or whose goals are not met', async () => {
    const { owner } = await readyPerson();
    const profile = owner.user;
    const off = await callerOf(ctx, owner)('PUT', '/api/auth/me', {
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
      suggestions_enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().suggestions_enabled).toBe(false);
    const fewFriends = await dailyPerson('Few');
    await makeFriends(ctx, fewFriends, await dailyPerson('One'));
    const eligible = await suggestions.listEligible();
    expect(eligible).not.toContain(owner.user.id);
    expect(eligible).not.toContain(fewFriends.user.id);
  });

  it('runs from the job queue, one job per eligible person', async () => {
    const first = await readyPerson();
    const second = await readyPerson();
    expect(await suggestions.listEligible()).toEqual(
      expect.arrayContaining([first.owner.user.id, second.owner.user.id]),
    );
    // The workers run on the app's clock (one composition root), not on a clock of their own.
    ctx.clock.advance(3 * 24 * 3600_000);
    try {
      await ctx.queue.send(SUGGESTIONS_QUEUE, {});
      await waitUntil(
        async () => (await suggestionIdOf(first.owner)) !== null && (await suggestionIdOf(second.owner)) !== null,
        'the weekly job sent each person a job of their own, which made their suggestion',
      );
      for (const { owner } of [first, second]) {
        const event = (await call(owner, 'GET', `/api/suggestions/${await suggestionIdOf(owner)}`)).json().suggestion
          .event as EventView;
        expect(Date.parse(event.start_time)).toBeGreaterThan(ctx.clock.now().getTime());
      }
    } finally {
      ctx.clock.reset();
    }
  });

  it('is accepted all or nothing: a failure mid-way leaves it a suggestion, with no invitations sent', async () => {
    const { owner, friends } = await readyPerson();
    await suggestions.proposeFor(owner.user.id);
    const id = (await suggestionIdOf(owner))!;
    // The invitations' insert fails, after the suggestion has become an event and lost its plan.
    const name = `fail_invitations_${randomUUID().replaceAll('-', '')}`;
    await ctx.database.db.execute(
      sql.raw(
        `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`,
      ),
    );
    await ctx.database.db.execute(
      sql.raw(
        `CREATE TRIGGER ${name} BEFORE INSERT ON event_participants FOR EACH ROW WHEN (NEW.event_id = '${id}') EXECUTE FUNCTION ${name}()`,
      ),
    );
    try {
      expect((await call(owner, 'POST', `/api/suggestions/${id}/accept`, {})).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql.raw(`DROP TRIGGER ${name} ON event_participants`));
      await ctx.database.db.execute(sql.raw(`DROP FUNCTION ${name}()`));
    }
    expect((await call(owner, 'GET', `/api/suggestions/${id}`)).statusCode).toBe(200);
    expect(await suggestionIdOf(owner)).toBe(id);
    for (const friend of friends) expect((await eventsOf(ctx, friend).pending()).json().invitations).toEqual([]);
    // Nothing was half done: it can still be accepted, and then invites.
    expect((await call(owner, 'POST', `/api/suggestions/${id}/accept`, {})).statusCode).toBe(200);
    for (const friend of friends)
      expect((await eventsOf(ctx, friend).pending()).json().invitations.map((event: EventView) => event.id)).toContain(
        id,
      );
  });
});
