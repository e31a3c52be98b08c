// The organizer moves an event or changes its place: who is asked to reconfirm (accepted and
// tentative guests; not declined or pending ones), and what they are told changed (old → new, in
// their own zone) in the notification, the reconfirm card (the event's `reconfirm_changes`) and the mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import {
  answer,
  categoryIds,
  circle,
  createEvent,
  eventMailKinds,
  eventNoticesOf,
  eventPayload,
  eventsOf,
  getEvent,
  pendingInvitations,
} from './helpers/events';
import { makeFriends } from './helpers/friends';
import { waitForMail } from './helpers/mail';

let ctx: TestContext;
let eventCategory: number;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
  eventCategory = (await categoryIds(ctx, await createVerifiedUser(ctx))).Event!;
});
afterAll(() => ctx.close());

// Tue 3 Dec 2030, 6–8 PM in New York (midnight–2 AM on Wed 4 Dec in Berlin); fixed, so the texts are.
const DINNER = { start_time: '2030-12-03T23:00:00.000Z', end_time: '2030-12-04T01:00:00.000Z' };
// A day and an hour later: Wed 4 Dec, 7–9 PM in New York.
const NEXT_DAY = { start_time: '2030-12-05T00:00:00.000Z', end_time: '2030-12-05T02:00:00.000Z' };
const times = (at: typeof DINNER) => ({ ...at, all_day: false, timezone: 'America/New_York' });

/** The organizer's dinner with five friends who answered accepted, tentative (living in Berlin), declined, or not at all. */
async function answeredDinner() {
  const { owner, friends } = await circle(ctx, 3);
  const [accepted, declined, pending] = friends as [RegisteredUser, RegisteredUser, RegisteredUser];
  const tentative = await createVerifiedUser(ctx, {
    first_name: 'Tess',
    last_name: 'Berlin',
    timezone: 'Europe/Berlin',
  });
  await makeFriends(ctx, owner, tentative);
  const body = eventPayload(ctx, eventCategory, {
    ...DINNER,
    participant_ids: [accepted, tentative, declined, pending].map((guest) => guest.user.id),
  });
  const event = await createEvent(ctx, owner, body);
  await answer(ctx, accepted, event.id, 'accepted');
  await answer(ctx, tentative, event.id, 'tentative');
  await answer(ctx, declined, event.id, 'declined');
  return { owner, accepted, tentative, declined, pending, event, body };
}

async function change(owner: RegisteredUser, eventId: string, body: object) {
  const response = await eventsOf(ctx, owner).update(eventId, body);
  expect(response.statusCode, response.body).toBe(200);
}

const updatesOf = async (guest: RegisteredUser) =>
  (await eventNoticesOf(ctx, guest.user.id)).filter((row) => row.type === 'event_updated');

describe('a move of an event', () => {
  it('asks the accepted and the tentative guests to reconfirm, telling each the old and new time in their own zone', async () => {
    const { owner, accepted, tentative, event, body } = await answeredDinner();
    await change(owner, event.id, { ...body, ...NEXT_DAY });

    for (const guest of [accepted, tentative]) {
      expect(await getEvent(ctx, guest, event.id)).toMatchObject({
        participant_status: 'tentative',
        needs_reconfirm: true,
      });
      const [notice, ...more] = await updatesOf(guest);
      expect(more).toEqual([]);
      expect(notice!.data).toEqual({
        event_id: event.id,
        start_time: NEXT_DAY.start_time,
        change: { time: { from: times(DINNER), to: times(NEXT_DAY) } },
      });
      expect(await eventMailKinds(ctx, guest.user.email)).toEqual(['event_invitation', 'event_updated']);
    }

    const [forNewYork] = await updatesOf(accepted);
    expect(forNewYork!.message).toBe(
      'Tue, Dec 3, 6:00 PM → Wed, Dec 4, 7:00 PM. Olive Owner asks you to confirm you can still make it.',
    );
    expect((await pendingInvitations(ctx, accepted))[0]!.reconfirm_changes).toEqual([
      'Moved from Tue, Dec 3, 6:00 PM to Wed, Dec 4, 7:00 PM',
    ]);

    const [forBerlin] = await updatesOf(tentative);
    expect(forBerlin!.message).toMatch(/^Wed, Dec 4, 12:00 AM → Thu, Dec 5, 1:00 AM\. /);
    expect((await getEvent(ctx, tentative, event.id)).reconfirm_changes).toEqual([
      'Moved from Wed, Dec 4, 12:00 AM to Thu, Dec 5, 1:00 AM',
    ]);
    const mail = await waitForMail(ctx, tentative.user.email, 'Changed: Dinner at Lucia');
    expect(mail.text).toContain('What changed:\n- Moved from Wed, Dec 4, 12:00 AM to Thu, Dec 5, 1:00 AM');
    expect(mail.html).toContain('Moved from Wed, Dec 4, 12:00 AM to Thu, Dec 5, 1:00 AM');
  });

  it('leaves declined and pending guests as they were, without a notice or a mail (the pending invitation shows the new time)', async () => {
    const { owner, declined, pending, event, body } = await answeredDinner();
    await change(owner, event.id, { ...body, ...NEXT_DAY });

    expect(await getEvent(ctx, declined, event.id)).toMatchObject({
      participant_status: 'declined',
      needs_reconfirm: false,
      reconfirm_changes: [],
    });
    expect(await getEvent(ctx, pending, event.id)).toMatchObject({
      participant_status: 'pending',
      needs_reconfirm: false,
      reconfirm_changes: [],
      start_time: NEXT_DAY.start_time,
    });
    for (const guest of [declined, pending]) {
      expect(await updatesOf(guest)).toEqual([]);
      expect(await eventMailKinds(ctx, guest.user.email)).toEqual(['event_invitation']);
    }
    expect(await updatesOf(owner)).toEqual([]);
    expect((await getEvent(ctx, owner, event.id)).reconfirm_changes).toEqual([]);
  });

  it('describes a change of place alone', async () => {
    const { owner, accepted, event, body } = await answeredDinner();
    await change(owner, event.id, { ...body, location: "Joe's", location_address: '1 Main St' });

    const [notice] = await updatesOf(accepted);
    expect(notice!.data).toEqual({
      event_id: event.id,
      start_time: DINNER.start_time,
      change: { place: { from: 'Lucia, 12 Mott St, New York, NY 10013', to: "Joe's, 1 Main St" } },
    });
    expect(notice!.message).toBe(
      "Place: Lucia, 12 Mott St, New York, NY 10013 → Joe's, 1 Main St. Olive Owner asks you to confirm you can still make it.",
    );
    expect((await getEvent(ctx, accepted, event.id)).reconfirm_changes).toEqual([
      "Place: Lucia, 12 Mott St, New York, NY 10013 → Joe's, 1 Main St",
    ]);
  });

  it('tells what changed since the guest last answered: two moves read as one, and nothing once they reconfirm', async () => {
    const { owner, accepted, event, body } = await answeredDinner();
    await change(owner, event.id, { ...body, ...NEXT_DAY });
    ctx.clock.advance(60_000);
    await change(owner, event.id, { ...body, ...NEXT_DAY, location: "Joe's", location_address: null });
    expect((await getEvent(ctx, accepted, event.id)).reconfirm_changes).toEqual([
      'Moved from Tue, Dec 3, 6:00 PM to Wed, Dec 4, 7:00 PM',
      "Place: Lucia, 12 Mott St, New York, NY 10013 → Joe's",
    ]);

    ctx.clock.advance(60_000);
    await answer(ctx, accepted, event.id, 'accepted');
    expect(await getEvent(ctx, accepted, event.id)).toMatchObject({
      participant_status: 'accepted',
      needs_reconfirm: false,
      reconfirm_changes: [],
    });
    ctx.clock.advance(60_000);
    await change(owner, event.id, { ...body, ...DINNER, location: "Joe's", location_address: null });
    expect((await getEvent(ctx, accepted, event.id)).reconfirm_changes).toEqual([
      'Moved from Wed, Dec 4, 7:00 PM to Tue, Dec 3, 6:00 PM',
    ]);
  });

  it('a title change asks nobody and tells nobody', async () => {
    const { owner, accepted, tentative, event, body } = await answeredDinner();
    await change(owner, event.id, { ...body, title: 'Dinner, renamed' });
    for (const guest of [accepted, tentative]) expect(await updatesOf(guest)).toEqual([]);
    expect(await getEvent(ctx, tentative, event.id)).toMatchObject({
      participant_status: 'tentative',
      needs_reconfirm: false,
      reconfirm_changes: [],
    });
  });
});
