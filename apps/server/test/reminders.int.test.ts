// Reminders and nudges (behaviour.md "Reminders and nudges (issue 26)"): the sweep driven by the
// test clock, exactly once (twice in a row and two at once), moves and cancellations, the automatic
// and the organizer's nudge, everyone-answered and quorum, and mail that respects the opt-outs.
// On both databases: the sweep's exactly-once claim is an insert that does nothing on conflict.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderMessages } from '@hangtime/core/reminders/schemas';
import { REMINDERS_SWEEP_QUEUE } from '../src/modules/reminders';
import { createTestApp, type TestContext } from './helpers/app';
import { answer, categoryIds, circle, createEvent, eventPayload, eventsOf, HOUR, hoursFromNow } from './helpers/events';
import type { RegisteredUser } from './helpers/factories';
import { notificationsOf, queuedMailKinds, waitForMailJobsDone } from './helpers/friends';
import { listMail } from './helpers/mail';
import { waitUntil } from './helpers/wait';

let ctx: TestContext;
let eventCategory: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const { owner } = await circle(ctx, 0);
  eventCategory = (await categoryIds(ctx, owner)).Event!;
});
afterAll(async () => {
  await ctx.close();
});

const MINUTE = 60_000;
const sweep = () => ctx.services.reminders.sweep();
/** Moves the test clock forward to `instant`. */
const advanceTo = (instant: number) => ctx.clock.advance(instant - ctx.clock.now().getTime());

async function rowsOf(user: RegisteredUser, type: string) {
  return (await notificationsOf(ctx, user.user.id)).filter((row) => row.type === type);
}
const remindersOf = (user: RegisteredUser) => rowsOf(user, 'event_reminder');
const nudgesOf = (user: RegisteredUser) => rowsOf(user, 'event_nudge');

async function hangout(owner: RegisteredUser, guests: RegisteredUser[], startInHours: number, extra = {}) {
  const start = hoursFromNow(ctx, startInHours);
  const event = await createEvent(
    ctx,
    owner,
    eventPayload(ctx, eventCategory, { start_time: start, participant_ids: guests.map((g) => g.user.id), ...extra }),
  );
  return { id: event.id, start: Date.parse(start) };
}

const followUp = (
  user: RegisteredUser | undefined,
  id: string,
  method: 'GET' | 'POST' | 'PUT',
  path = '',
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `/api/calendar/events/${id}/follow-up${path}`,
    payload,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
  });

describe('reminders before a hangout', () => {
  it('reaches only those who accepted, 24 hours and 1 hour before, by bell and mail', async () => {
    const { owner, friends } = await circle(ctx, 3);
    const [going, notGoing, silent] = friends as [RegisteredUser, RegisteredUser, RegisteredUser];
    const { id, start } = await hangout(owner, friends, 48);
    await answer(ctx, going, id, 'accepted');
    await answer(ctx, notGoing, id, 'declined');

    await sweep();
    expect(await remindersOf(owner)).toHaveLength(0);
    advanceTo(start - 24 * HOUR - MINUTE);
    await sweep();
    expect(await remindersOf(going)).toHaveLength(0);

    advanceTo(start - 24 * HOUR + MINUTE);
    await sweep();
    for (const person of [owner, going]) {
      const rows = await remindersOf(person);
      expect(rows.map((row) => row.title)).toEqual(['Coming up: Dinner at Lucia']);
      expect(rows[0]!.data).toMatchObject({ event_id: id, start_time: new Date(start).toISOString() });
      expect(await queuedMailKinds(ctx, person.user.email)).toContain('event_reminder');
    }
    for (const person of [notGoing, silent]) {
      expect(await remindersOf(person)).toHaveLength(0);
      expect(await queuedMailKinds(ctx, person.user.email)).not.toContain('event_reminder');
    }

    advanceTo(start - 59 * MINUTE);
    await sweep();
    expect(await remindersOf(owner)).toHaveLength(2);
    expect((await remindersOf(going)).map((row) => row.title)).toEqual([
      'Starting soon: Dinner at Lucia',
      'Coming up: Dinner at Lucia',
    ]);
    expect(await remindersOf(silent)).toHaveLength(0);
  });

  it('sends each reminder once: the sweep run twice, and two sweeps at once', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const { id, start } = await hangout(owner, friends, 30);
    await answer(ctx, friends[0]!, id, 'accepted');
    advanceTo(start - 23 * HOUR);

    // Other test files' events may be due too (one PostgreSQL is shared): count this event's rows only.
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect(await remindersOf(friends[0]!)).toHaveLength(1);
    expect(await remindersOf(owner)).toHaveLength(1);
    const mails = (await queuedMailKinds(ctx, friends[0]!.user.email)).filter((kind) => kind === 'event_reminder');
    expect(mails).toHaveLength(1);
  });

  it('follows a moved event: due at its new time, not at the old one', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const { id, start } = await hangout(owner, friends, 50);
    const moved = start + 24 * HOUR;
    const update = await eventsOf(ctx, owner).update(
      id,
      eventPayload(ctx, eventCategory, {
        start_time: new Date(moved).toISOString(),
        participant_ids: friends.map((friend) => friend.user.id),
      }),
    );
    expect(update.statusCode, update.body).toBe(200);

    advanceTo(start - 23 * HOUR);
    await sweep();
    expect(await remindersOf(owner)).toHaveLength(0);

    advanceTo(moved - 23 * HOUR);
    await sweep();
    const rows = await remindersOf(owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toMatchObject({ start_time: new Date(moved).toISOString() });
  });

  it('stops for a cancelled event and for someone taken off it', async () => {
    const { owner, friends } = await circle(ctx, 2);
    const cancelled = await hangout(owner, [friends[0]!], 30);
    expect((await eventsOf(ctx, owner).remove(cancelled.id)).statusCode).toBe(200);

    const kept = await hangout(owner, friends, 30);
    await answer(ctx, friends[0]!, kept.id, 'accepted');
    await answer(ctx, friends[1]!, kept.id, 'accepted');
    const update = await eventsOf(ctx, owner).update(
      kept.id,
      eventPayload(ctx, eventCategory, {
        start_time: new Date(kept.start).toISOString(),
        participant_ids: [friends[1]!.user.id],
      }),
    );
    expect(update.statusCode, update.body).toBe(200);

    advanceTo(kept.start - 23 * HOUR);
    await sweep();
    expect((await remindersOf(owner)).map((row) => row.data.event_id)).toEqual([kept.id]);
    expect(await remindersOf(friends[0]!)).toHaveLength(0);
    expect(await remindersOf(friends[1]!)).toHaveLength(1);
  });

  it('reminds of each occurrence of a weekly hangout', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const { id, start } = await hangout(owner, friends, 30, {
      is_recurring: true,
      recurring_pattern: {
        recurrence_type: 'weekly',
        interval: 1,
        days_of_week: [],
        end_occurrences: 3,
        end_date: null,
      },
    });
    await answer(ctx, friends[0]!, id, 'accepted');
    advanceTo(start - 23 * HOUR);
    await sweep();
    advanceTo(start + 7 * 24 * HOUR - 23 * HOUR);
    await sweep();
    const starts = (await remindersOf(friends[0]!)).map((row) => row.data.start_time).sort();
    expect(starts).toEqual([new Date(start).toISOString(), new Date(start + 7 * 24 * HOUR).toISOString()]);
  });
});

describe('the automatic nudge', () => {
  it('comes 24 hours after the invitation, once, to those who have not answered only', async () => {
    const { owner, friends } = await circle(ctx, 2);
    const [silent, going] = friends as [RegisteredUser, RegisteredUser];
    const invitedAt = ctx.clock.now().getTime();
    const { id } = await hangout(owner, friends, 5 * 24);
    await answer(ctx, going, id, 'accepted');

    advanceTo(invitedAt + 23 * HOUR);
    await sweep();
    expect(await nudgesOf(silent)).toHaveLength(0);
    advanceTo(invitedAt + 24 * HOUR + MINUTE);
    await sweep();
    const rows = await nudgesOf(silent);
    expect(rows.map((row) => [row.title, row.message])).toEqual([
      ['Are you in? Dinner at Lucia', 'Olive Owner is waiting for your answer.'],
    ]);
    expect(await queuedMailKinds(ctx, silent.user.email)).toContain('event_nudge');
    expect(await nudgesOf(going)).toHaveLength(0);
    expect(await nudgesOf(owner)).toHaveLength(0);

    advanceTo(invitedAt + 48 * HOUR + MINUTE);
    await sweep();
    expect(await nudgesOf(silent)).toHaveLength(1);
  });

  it('comes halfway to the start when that is sooner', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const invitedAt = ctx.clock.now().getTime();
    const { start } = await hangout(owner, friends, 10);
    const halfway = invitedAt + (start - invitedAt) / 2;

    advanceTo(halfway - MINUTE);
    await sweep();
    expect(await nudgesOf(friends[0]!)).toHaveLength(0);
    advanceTo(halfway + MINUTE);
    await sweep();
    expect(await nudgesOf(friends[0]!)).toHaveLength(1);
  });
});

describe("the organizer's follow-up", () => {
  it('lists who has not answered, to the organizer only', async () => {
    const { owner, friends, stranger, uninvited } = await circle(ctx, 2);
    const { id } = await hangout(owner, friends, 72);
    await answer(ctx, friends[1]!, id, 'accepted');

    const view = await followUp(owner, id, 'GET');
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().follow_up).toEqual({
      not_answered: [{ user_id: friends[0]!.user.id, first_name: 'Friend1', last_name: 'Guest' }],
      accepted_count: 2,
      quorum: null,
      next_nudge_at: null,
    });
    expect((await followUp(friends[1], id, 'GET')).statusCode).toBe(403);
    expect((await followUp(stranger, id, 'GET')).statusCode).toBe(404);
    expect((await followUp(uninvited, id, 'GET')).statusCode).toBe(404);
    expect((await followUp(undefined, id, 'GET')).statusCode).toBe(401);
    expect((await followUp(owner, 'not-an-id', 'GET')).statusCode).toBe(404);
  });

  it('nudges those who have not answered once a day, and only the organizer may', async () => {
    const { owner, friends, stranger } = await circle(ctx, 2);
    const [silent, going] = friends as [RegisteredUser, RegisteredUser];
    const { id } = await hangout(owner, friends, 96);
    await answer(ctx, going, id, 'accepted');

    expect((await followUp(going, id, 'POST', '/nudge')).statusCode).toBe(403);
    expect((await followUp(stranger, id, 'POST', '/nudge')).statusCode).toBe(404);
    expect((await followUp(undefined, id, 'POST', '/nudge')).statusCode).toBe(401);

    const before = ctx.clock.now().getTime();
    const first = await followUp(owner, id, 'POST', '/nudge');
    const after = ctx.clock.now().getTime();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, nudged: 1 });
    // The test clock runs with real time: the next nudge is a day after the moment the request ran.
    const nextNudge = Date.parse(first.json().follow_up.next_nudge_at);
    expect(nextNudge).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(nextNudge).toBeLessThanOrEqual(after + 24 * HOUR);
    expect(await nudgesOf(silent)).toHaveLength(1);
    expect(await nudgesOf(going)).toHaveLength(0);

    ctx.clock.advance(23 * HOUR);
    const again = await followUp(owner, id, 'POST', '/nudge');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error: reminderMessages.nudgeTooSoon, code: 'RATE_LIMITED' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(await nudgesOf(silent)).toHaveLength(1);

    // The hand nudge spent the automatic one.
    await sweep();
    expect(await nudgesOf(silent)).toHaveLength(1);

    ctx.clock.advance(HOUR);
    expect((await followUp(owner, id, 'POST', '/nudge')).statusCode).toBe(200);
    expect(await nudgesOf(silent)).toHaveLength(2);

    await answer(ctx, silent, id, 'declined');
    ctx.clock.advance(25 * HOUR);
    const nobody = await followUp(owner, id, 'POST', '/nudge');
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().error).toBe(reminderMessages.nobodyToNudge);
  });
});

describe('telling the organizer', () => {
  it('tells once when everyone has answered', async () => {
    const { owner, friends } = await circle(ctx, 2);
    const { id } = await hangout(owner, friends, 72);
    await answer(ctx, friends[0]!, id, 'accepted');
    await sweep();
    expect(await rowsOf(owner, 'event_everyone_answered')).toHaveLength(0);

    await answer(ctx, friends[1]!, id, 'declined');
    await sweep();
    await sweep();
    const rows = await rowsOf(owner, 'event_everyone_answered');
    expect(rows.map((row) => [row.title, row.message])).toEqual([
      ['Everyone answered: Dinner at Lucia', '2 going, 0 maybe, 1 not going.'],
    ]);
    expect(await rowsOf(friends[0]!, 'event_everyone_answered')).toHaveLength(0);
  });

  it('tells once when the quorum is reached, and anew for a new number', async () => {
    const { owner, friends } = await circle(ctx, 3);
    const { id } = await hangout(owner, friends, 72);
    const invalid = await followUp(owner, id, 'PUT', '/quorum', { quorum: 1 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe(reminderMessages.quorumRange);
    expect((await followUp(friends[0], id, 'PUT', '/quorum', { quorum: 2 })).statusCode).toBe(403);

    const set = await followUp(owner, id, 'PUT', '/quorum', { quorum: 3 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().follow_up.quorum).toBe(3);

    await answer(ctx, friends[0]!, id, 'accepted');
    await sweep();
    expect(await rowsOf(owner, 'event_quorum_reached')).toHaveLength(0);
    await answer(ctx, friends[1]!, id, 'accepted');
    await sweep();
    await sweep();
    expect((await rowsOf(owner, 'event_quorum_reached')).map((row) => row.title)).toEqual([
      '3 people are in: Dinner at Lucia',
    ]);

    await followUp(owner, id, 'PUT', '/quorum', { quorum: 4 });
    await answer(ctx, friends[2]!, id, 'accepted');
    await sweep();
    expect(await rowsOf(owner, 'event_quorum_reached')).toHaveLength(2);
  });
});

describe('mail', () => {
  it('respects the opt-out and the profile switch; the bell row comes either way', async () => {
    const { owner, friends } = await circle(ctx, 3);
    const [optedOut, switchedOff, mailed] = friends as [RegisteredUser, RegisteredUser, RegisteredUser];
    const optOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/email-optout/opt-out',
      payload: { email: optedOut.user.email, reason: null },
    });
    expect(optOut.statusCode).toBe(200);
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/reminders/settings',
      payload: { emails_enabled: false },
      headers: { authorization: `Bearer ${switchedOff.token}` },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ settings: { emails_enabled: false } });

    const { id, start } = await hangout(owner, friends, 30);
    for (const friend of friends) await answer(ctx, friend, id, 'accepted');
    advanceTo(start - 23 * HOUR);
    await sweep();

    for (const friend of friends) expect(await remindersOf(friend)).toHaveLength(1);
    expect(await queuedMailKinds(ctx, switchedOff.user.email)).not.toContain('event_reminder');
    await waitForMailJobsDone(ctx, mailed.user.email);
    const [mail] = await listMail(ctx, mailed.user.email, 'Reminder: Dinner at Lucia');
    expect(mail?.text).toContain('Unsubscribe:');
    await waitForMailJobsDone(ctx, optedOut.user.email);
    expect(await listMail(ctx, optedOut.user.email, 'Reminder')).toHaveLength(0);
  });

  it('runs on the job queue: a sweep job sends what is due', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const { id, start } = await hangout(owner, friends, 30);
    await answer(ctx, friends[0]!, id, 'accepted');
    advanceTo(start - 23 * HOUR);
    await ctx.queue.send(REMINDERS_SWEEP_QUEUE, {});
    await waitUntil(async () => (await remindersOf(friends[0]!)).length === 1, 'the sweep job sent the reminder');
  });
});
