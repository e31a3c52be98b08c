// GET/POST /api/locations and PUT/DELETE /api/locations/{id}: ZIP-centroid geocoding, one default
// per user, every validation message, and that only the owner reaches a location.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationMessages } from '@hangtime/core/locations/schemas';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends } from './helpers/friends';
import {
  callAs,
  callerOf,
  createLocation,
  expectFieldError,
  expectNotFound,
  locationPayload,
  locationsOf,
} from './helpers/schedule';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
});
afterAll(() => ctx.close());

const user = () => createVerifiedUser(ctx);
const uuid = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const call = (who: RegisteredUser) => callerOf(ctx, who);
/** Each location is saved a minute after the previous one, so "the oldest" has one answer. */
async function saveLater(who: RegisteredUser, overrides: Record<string, unknown> = {}) {
  ctx.clock.advance(60_000);
  return createLocation(ctx, who, overrides);
}
const defaultsOf = async (who: RegisteredUser) =>
  (await locationsOf(ctx, who)).filter((entry) => entry.is_default).map((entry) => entry.id);

describe('POST /api/locations', () => {
  it('saves the location at its ZIP centroid, the first one as the default, in the United States unless told', async () => {
    const me = await user();
    const response = await call(me)('POST', '/api/locations', locationPayload());
    expect(response.statusCode, response.body).toBe(201);
    const location = {
      id: uuid,
      location_name: 'Home',
      street_address: '350 5th Ave',
      address_line_2: 'Floor 2',
      city: 'New York',
      state_province: 'NY',
      country: 'United States',
      postal_code: '10118',
      description: 'Front desk',
      transportation_options: ['walk', 'public_transit'],
      is_default: true,
      happy_to_host: false,
      latitude: 40.749,
      longitude: -73.9865,
      is_geocoded: true,
    };
    expect(response.json()).toEqual({ success: true, data: { location } });
    expect(await locationsOf(ctx, me)).toEqual([location]);
  });

  it.each([
    ['a ZIP the geocoder does not know', { postal_code: '00000' }],
    ['a postal code that is no US ZIP', { postal_code: 'SW1A 1AA' }],
    ['a country other than the United States', { country: 'Canada', postal_code: '10118' }],
  ])('still saves an address with %s, without coordinates and flagged', async (_label, overrides) => {
    const me = await user();
    const location = await createLocation(ctx, me, overrides);
    expect(location).toMatchObject({ ...overrides, latitude: null, longitude: null, is_geocoded: false });
    expect(await locationsOf(ctx, me)).toEqual([location]);
  });

  it.each(['location_name', 'street_address', 'city', 'state_province', 'postal_code'])(
    'requires %s',
    async (field) => {
      const me = await user();
      for (const value of [undefined, '   ']) {
        expectFieldError(
          await call(me)('POST', '/api/locations', locationPayload({ [field]: value })),
          field,
          locationMessages.requiredFields,
        );
      }
      expect(await locationsOf(ctx, me)).toEqual([]);
    },
  );

  it('refuses a transportation option not offered and a name over 100 characters', async () => {
    const me = await user();
    const badMode = await call(me)('POST', '/api/locations', locationPayload({ transportation_options: ['teleport'] }));
    expectFieldError(badMode, 'transportation_options.0', locationMessages.transportation);
    const longName = await call(me)('POST', '/api/locations', locationPayload({ location_name: 'n'.repeat(101) }));
    expectFieldError(longName, 'location_name', 'Location name must be at most 100 characters');
  });

  it('keeps one default: later locations are not, unless saved as the default, which takes the mark', async () => {
    const me = await user();
    const home = await createLocation(ctx, me);
    const work = await saveLater(me, { location_name: 'Work' });
    expect(work.is_default).toBe(false);
    const gym = await saveLater(me, { location_name: 'Gym', is_default: true });
    expect(gym.is_default).toBe(true);
    expect((await locationsOf(ctx, me)).map((entry) => [entry.location_name, entry.is_default])).toEqual([
      ['Gym', true],
      ['Home', false],
      ['Work', false],
    ]);
    expect(await defaultsOf(me)).toEqual([gym.id]);
    expect(home.is_default).toBe(true);
  });
});

describe('PUT /api/locations/{id}', () => {
  it('replaces the fields and places the new address again', async () => {
    const me = await user();
    const location = await createLocation(ctx, me);
    const moved = locationPayload({
      location_name: 'New home',
      street_address: '9500 Wilshire Blvd',
      city: 'Beverly Hills',
      state_province: 'CA',
      postal_code: '90210',
    });
    const response = await call(me)('PUT', `/api/locations/${location.id}`, moved);
    expect(response.statusCode, response.body).toBe(200);
    const updated = { ...location, ...moved, latitude: 34.0901, longitude: -118.4065, is_geocoded: true };
    expect(response.json()).toEqual({ success: true, data: { location: updated } });
    expect(await locationsOf(ctx, me)).toEqual([updated]);

    const lost = await call(me)('PUT', `/api/locations/${location.id}`, locationPayload({ postal_code: '99999' }));
    expect(lost.json().data.location).toMatchObject({
      postal_code: '99999',
      latitude: null,
      longitude: null,
      is_geocoded: false,
    });
  });

  it('moves the default to a location saved as the default, and keeps it on the default when the flag is left out', async () => {
    const me = await user();
    const home = await createLocation(ctx, me);
    const work = await saveLater(me, { location_name: 'Work' });
    expect(
      (await call(me)('PUT', `/api/locations/${work.id}`, locationPayload({ location_name: 'Work', is_default: true })))
        .statusCode,
    ).toBe(200);
    expect(await defaultsOf(me)).toEqual([work.id]);

    // An edit form that does not send the flag must not leave the user without a default.
    const renamed = await call(me)('PUT', `/api/locations/${work.id}`, locationPayload({ location_name: 'Office' }));
    expect(renamed.json().data.location).toMatchObject({ location_name: 'Office', is_default: true });
    expect(await defaultsOf(me)).toEqual([work.id]);
    expect((await locationsOf(ctx, me)).find((entry) => entry.id === home.id)!.is_default).toBe(false);
  });

  it('refuses a required field left blank and keeps the location', async () => {
    const me = await user();
    const location = await createLocation(ctx, me);
    expectFieldError(
      await call(me)('PUT', `/api/locations/${location.id}`, locationPayload({ city: '' })),
      'city',
      locationMessages.requiredFields,
    );
    expect(await locationsOf(ctx, me)).toEqual([location]);
  });
});

describe('DELETE /api/locations/{id}', () => {
  it('removes a location; deleting the default passes the mark to the oldest one left', async () => {
    const me = await user();
    const home = await createLocation(ctx, me);
    const work = await saveLater(me, { location_name: 'Work' });
    const gym = await saveLater(me, { location_name: 'Gym' });
    const response = await call(me)('DELETE', `/api/locations/${home.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Location deleted' });
    expect((await locationsOf(ctx, me)).map((entry) => [entry.id, entry.is_default])).toEqual([
      [work.id, true],
      [gym.id, false],
    ]);

    expect((await call(me)('DELETE', `/api/locations/${gym.id}`)).statusCode).toBe(200);
    expect(await defaultsOf(me)).toEqual([work.id]);
    expectNotFound(await call(me)('DELETE', `/api/locations/${gym.id}`));
  });
});

describe('who reaches a location', () => {
  const someId = '00000000-0000-4000-8000-000000000000';

  it.each([
    ['GET', '/api/locations'],
    ['POST', '/api/locations'],
    ['PUT', `/api/locations/${someId}`],
    ['DELETE', `/api/locations/${someId}`],
  ] as const)('%s %s answers 401 without a token or with a bad one', async (method, url) => {
    for (const token of [undefined, 'not-a-real-token']) {
      const response = await callAs(ctx, token)(
        method,
        url,
        method === 'POST' || method === 'PUT' ? locationPayload() : undefined,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it("a friend or a stranger gets 404 for your location, never sees it, and cannot disturb either side's default", async () => {
    const [owner, friend, stranger] = [await user(), await user(), await user()];
    await makeFriends(ctx, owner, friend);
    const location = await createLocation(ctx, owner);
    for (const intruder of [friend, stranger]) {
      const own = await createLocation(ctx, intruder, { location_name: 'Mine' });
      expectNotFound(
        await call(intruder)(
          'PUT',
          `/api/locations/${location.id}`,
          locationPayload({ location_name: 'Hijacked', is_default: true }),
        ),
      );
      expectNotFound(await call(intruder)('DELETE', `/api/locations/${location.id}`));
      expect(await locationsOf(ctx, intruder)).toEqual([own]);
    }
    expect(await locationsOf(ctx, owner)).toEqual([location]);
  });

  it('a default-marking PUT of an id that names no location of yours changes nothing', async () => {
    const me = await user();
    const home = await createLocation(ctx, me);
    expectNotFound(await call(me)('PUT', `/api/locations/${someId}`, locationPayload({ is_default: true })));
    expect(await locationsOf(ctx, me)).toEqual([home]);
  });

  it.each(['not-a-uuid', '7'])('an id that is no uuid (%s) is a 404, not a 500', async (id) => {
    const me = await user();
    expectNotFound(await call(me)('PUT', `/api/locations/${id}`, locationPayload()));
    expectNotFound(await call(me)('DELETE', `/api/locations/${id}`));
  });
});

describe('happy_to_host (behaviour.md §8: a place the owner offers for hangouts)', () => {
  it('is off unless asked, kept by an edit that leaves it out, and turned on and off by one that sends it', async () => {
    const me = await user();
    const home = await createLocation(ctx, me);
    expect(home.happy_to_host).toBe(false);
    const offered = await saveLater(me, { location_name: 'Studio', happy_to_host: true });
    expect(offered.happy_to_host).toBe(true);

    const on = await call(me)('PUT', `/api/locations/${home.id}`, locationPayload({ happy_to_host: true }));
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.location).toMatchObject({ id: home.id, happy_to_host: true });
    // A client that does not know the switch neither turns it on nor off.
    const renamed = await call(me)('PUT', `/api/locations/${home.id}`, locationPayload({ location_name: 'Flat' }));
    expect(renamed.json().data.location).toMatchObject({ location_name: 'Flat', happy_to_host: true });
    const off = await call(me)('PUT', `/api/locations/${offered.id}`, locationPayload({ happy_to_host: false }));
    expect(off.json().data.location.happy_to_host).toBe(false);

    expect((await locationsOf(ctx, me)).map((entry) => [entry.id, entry.happy_to_host])).toEqual([
      [home.id, true],
      [offered.id, false],
    ]);
  });

  it.each([['yes'], [1], [null], ['true']])('refuses %j with its message, and changes nothing', async (value) => {
    const me = await user();
    expectFieldError(
      await call(me)('POST', '/api/locations', locationPayload({ happy_to_host: value })),
      'happy_to_host',
      locationMessages.happyToHost,
    );
    const home = await createLocation(ctx, me);
    expectFieldError(
      await call(me)('PUT', `/api/locations/${home.id}`, locationPayload({ happy_to_host: value })),
      'happy_to_host',
      locationMessages.happyToHost,
    );
    expect(await locationsOf(ctx, me)).toEqual([home]);
  });

  it("nobody else can offer your location: another user's PUT is a 404 and leaves the switch off", async () => {
    const [owner, friend] = [await user(), await user()];
    await makeFriends(ctx, owner, friend);
    const home = await createLocation(ctx, owner);
    expectNotFound(await call(friend)('PUT', `/api/locations/${home.id}`, locationPayload({ happy_to_host: true })));
    expect(await locationsOf(ctx, owner)).toEqual([home]);
  });
});
