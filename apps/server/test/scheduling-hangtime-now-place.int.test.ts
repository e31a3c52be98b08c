// Hangtime Now!'s place when no venue fits (behaviour.md §8, issue 23): the caller's default
// location only if they marked it as a place they are happy to host; otherwise the place is to be
// decided and no address goes out. The title never names an activity the place does not offer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventView } from '@hangtime/core/events/schemas';
import { createTestApp, todayAt, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends } from './helpers/friends';
import { eventsOf } from './helpers/events';
import { addDailyWindow, callerOf, createLocation, locationPayload } from './helpers/schedule';
import { schedulingOf } from './helpers/scheduling';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ startAt: todayAt('America/Anchorage', '10:07') });
});
afterAll(async () => {
  await ctx.close();
});

const ANCHORAGE = 'America/Anchorage';
const COCKTAIL_BARS = { category: 2, subtype: 26 };
const BOARD_GAMES_AT_HOME = { category: 7, subtype: 63 };
/** Far from every bundled venue: no bar fits anyone there. */
const DANAS_FLAT = {
  location_name: 'Dana’s flat',
  street_address: '710 W 4th Ave',
  address_line_2: 'Apt 3',
  city: 'Anchorage',
  state_province: 'AK',
  postal_code: '99501',
};

async function eveningPerson(first_name: string): Promise<RegisteredUser> {
  const person = await createVerifiedUser(ctx, { first_name, last_name: 'Host', timezone: ANCHORAGE });
  await addDailyWindow(ctx, person, { zone: ANCHORAGE, from: '18:00', to: '21:00' });
  return person;
}

async function like(person: RegisteredUser, activity: { category: number; subtype: number }) {
  const response = await callerOf(ctx, person)('PUT', `/api/preferences/categories/${activity.category}`, {
    preferences: [{ subtype_id: activity.subtype, rating: 'like' }],
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Dana and Eli, free every evening, both fond of `activity`; Dana's default location is her flat. */
async function danaAndEli(activity: { category: number; subtype: number }, flat: Record<string, unknown>) {
  const dana = await eveningPerson('Dana');
  const eli = await eveningPerson('Eli');
  await makeFriends(ctx, dana, eli);
  for (const person of [dana, eli]) await like(person, activity);
  const location = await createLocation(ctx, dana, { ...DANAS_FLAT, ...flat });
  return { dana, eli, location };
}

async function hangtimeNow(person: RegisteredUser) {
  const response = await schedulingOf(ctx, person).hangtimeNow({});
  expect(response.statusCode, response.body).toBe(200);
  return { ...(response.json().data as { event: EventView; explanation: string }), body: response.body };
}

/** The invitation as the invitee sees it. */
async function invitationOf(invitee: RegisteredUser, eventId: string): Promise<EventView> {
  const pending = await eventsOf(ctx, invitee).pending();
  const invitation = (pending.json().invitations as EventView[]).find((candidate) => candidate.id === eventId);
  expect(invitation).toBeDefined();
  return invitation!;
}

describe('Hangtime Now! with no venue near the group', () => {
  it('leaves the place to be decided, with no address, when the caller has not offered their home', async () => {
    const { dana, eli, location } = await danaAndEli(COCKTAIL_BARS, {});
    expect(location.happy_to_host).toBe(false);
    const { event, explanation, body } = await hangtimeNow(dana);

    expect(event.activity_subcategory_id).toBe(COCKTAIL_BARS.subtype);
    expect(event.title).toBe('Hangtime');
    expect(event).toMatchObject({ location: 'To be decided', location_address: null, latitude: null, longitude: null });
    expect(explanation).toContain(
      'The place is still to be decided: no place for Cocktail bars was open then within everyone’s travel time, and your default location isn’t marked as a place you’re happy to host.',
    );
    for (const secret of ['710 W 4th Ave', 'Dana’s flat', '99501']) expect(body).not.toContain(secret);

    const invitation = await invitationOf(eli, event.id);
    expect(invitation).toMatchObject({ location: 'To be decided', location_address: null });
    expect(JSON.stringify(invitation)).not.toContain('710 W 4th Ave');
  });

  it('hosts at the caller’s home once they switch it on, and says it is a home and why', async () => {
    const { dana, eli, location } = await danaAndEli(COCKTAIL_BARS, {});
    const switched = await callerOf(ctx, dana)(
      'PUT',
      `/api/locations/${location.id}`,
      locationPayload({ ...DANAS_FLAT, happy_to_host: true }),
    );
    expect(switched.statusCode, switched.body).toBe(200);
    const { event, explanation } = await hangtimeNow(dana);

    // Not "Hangtime: Cocktail bars": no bar is on offer at Dana's flat.
    expect(event.title).toBe('Hangtime at Dana’s');
    expect(event.location).toBe('Dana’s flat');
    expect(event.location_address).toBe('710 W 4th Ave, Apt 3, Anchorage, AK 99501');
    expect(event.latitude).not.toBeNull();
    expect(explanation).toContain(
      'No place for Cocktail bars was open then within everyone’s travel time, so you host at home (Dana’s flat): you’re happy to host there, and your friends see its address.',
    );
    expect((await invitationOf(eli, event.id)).location_address).toBe(event.location_address);
  });

  it('titles a hosted hangout after an activity that needs no venue', async () => {
    const { dana } = await danaAndEli(BOARD_GAMES_AT_HOME, { happy_to_host: true });
    const { event, explanation } = await hangtimeNow(dana);
    expect(event.title).toBe('Hangtime: Board games at home');
    expect(event.location_address).toContain('710 W 4th Ave');
    expect(explanation).toContain('Board games at home needs no venue, so you host at home (Dana’s flat)');
  });

  it('offers only the default location: another saved place marked happy to host is not used', async () => {
    const { dana } = await danaAndEli(COCKTAIL_BARS, {});
    await createLocation(ctx, dana, { ...DANAS_FLAT, location_name: 'Cabin', happy_to_host: true });
    const { event, explanation } = await hangtimeNow(dana);
    expect(event).toMatchObject({ title: 'Hangtime', location: 'To be decided', location_address: null });
    expect(explanation).toContain('your default location isn’t marked as a place you’re happy to host');
  });

  it('says the place is to be decided when the caller has no saved location at all', async () => {
    const dana = await eveningPerson('Dana');
    const eli = await eveningPerson('Eli');
    await makeFriends(ctx, dana, eli);
    for (const person of [dana, eli]) await like(person, COCKTAIL_BARS);
    const { event, explanation } = await hangtimeNow(dana);
    expect(event).toMatchObject({ title: 'Hangtime', location: 'To be decided', location_address: null });
    expect(explanation).toContain('and you have no default location to host at.');
  });
});
