// The places calls as a test speaks them, and a New York world of friends to search for.
import { expect } from 'vitest';
import type { FindLocationsResponse, RestaurantSubtypeView } from '@hangtime/core/places/schemas';
import type { TestContext } from './app';
import { createVerifiedUser, type RegisteredUser } from './factories';
import { callerOf, createLocation } from './schedule';

export const RESTAURANT_SUBTYPES_URL = '/api/calendar/restaurant-subtypes';
export const FIND_LOCATIONS_URL = '/api/calendar/find-locations';

/** Seeded Restaurants subcategory ids (migration 0007). */
export const SUBTYPE = {
  pizza: 1,
  italian: 2,
  chinese: 3,
  american: 4,
  mexican: 5,
  japanese: 6,
  sushi: 7,
  thai: 8,
  korean: 12,
} as const;

export function placesApi(ctx: TestContext, token: string | undefined) {
  const post = (url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    restaurantSubtypes: (payload?: object) => post(RESTAURANT_SUBTYPES_URL, payload),
    findLocations: (payload: object) => post(FIND_LOCATIONS_URL, payload),
  };
}
export const placesOf = (ctx: TestContext, user: RegisteredUser) => placesApi(ctx, user.token);

export async function subtypesFor(
  ctx: TestContext,
  user: RegisteredUser,
  payload: object = {},
): Promise<RestaurantSubtypeView[]> {
  const response = await placesOf(ctx, user).restaurantSubtypes(payload);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().success).toBe(true);
  return response.json().restaurant_subtypes as RestaurantSubtypeView[];
}

export async function locationsFor(
  ctx: TestContext,
  user: RegisteredUser,
  payload: object,
): Promise<FindLocationsResponse> {
  const response = await placesOf(ctx, user).findLocations(payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FindLocationsResponse;
}

export async function rate(ctx: TestContext, user: RegisteredUser, ratings: Record<number, 'like' | 'dislike'>) {
  const preferences = Object.entries(ratings).map(([id, rating]) => ({ subtype_id: Number(id), rating }));
  const response = await callerOf(ctx, user)('PUT', '/api/preferences/categories/1', { preferences });
  expect(response.statusCode, response.body).toBe(200);
}

/** Real New York ZIP codes the embedded geocoder places at their centroids. */
export const NEW_YORK_HOMES = {
  eastVillage: { street_address: '120 St Marks Pl', city: 'New York', postal_code: '10009' },
  chelsea: { street_address: '200 W 20th St', city: 'New York', postal_code: '10011' },
  williamsburg: { street_address: '150 Bedford Ave', city: 'Brooklyn', postal_code: '11211' },
  brooklynHeights: { street_address: '50 Clark St', city: 'Brooklyn', postal_code: '11201' },
  upperWestSide: { street_address: '300 W 86th St', city: 'New York', postal_code: '10024' },
} as const;

/** Homes far from Manhattan: up the Hudson (105 km), and across the continent (3,900 km). */
export const FAR_HOMES = {
  poughkeepsie: { street_address: '10 Market St', city: 'Poughkeepsie', postal_code: '12601' },
  irvine: { street_address: '1 Civic Center Plaza', city: 'Irvine', postal_code: '92618', state_province: 'CA' },
} as const;

type Home = { street_address: string; city: string; postal_code: string; state_province?: string };

/** A verified person whose default saved location is `home` (by car, so the 30-minute limit applies); New York State unless it says. */
export async function newYorker(ctx: TestContext, first_name: string, home: Home | null) {
  const person = await createVerifiedUser(ctx, { first_name, last_name: 'Placed', timezone: 'America/New_York' });
  const location = home
    ? await createLocation(ctx, person, {
        state_province: 'NY',
        ...home,
        location_name: `${first_name}'s secret home`,
        address_line_2: null,
        transportation_options: ['car'],
        is_default: true,
      })
    : null;
  return { person, location };
}
