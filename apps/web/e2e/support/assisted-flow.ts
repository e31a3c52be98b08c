// People in New York ready for the assisted flow, set up through the public API: friends with
// one another, a default saved location at a real address (the server places it at its ZIP code's
// centre), an evening window there every day, and liked restaurant types.
import type { Page } from '@playwright/test';
import type { Member } from './session';
import { befriendAll, callApi, dateIn, rateActivities } from './scheduling';
import { reviewScreenshot } from './review-screenshots';

export type Home = { street: string; city: string; state: string; zip: string };

export const MANHATTAN_SOHO: Home = { street: '100 Prince St', city: 'New York', state: 'NY', zip: '10012' };
export const MANHATTAN_UNION_SQUARE: Home = { street: '33 Union Sq W', city: 'New York', state: 'NY', zip: '10003' };
export const BROOKLYN_HEIGHTS: Home = { street: '75 Montague St', city: 'Brooklyn', state: 'NY', zip: '11201' };
export const BROOKLYN_WILLIAMSBURG: Home = { street: '150 Bedford Ave', city: 'Brooklyn', state: 'NY', zip: '11211' };
/** Up the Hudson, 105 km from Manhattan: nothing within an hour's drive of both, the valley between within two. */
export const POUGHKEEPSIE: Home = { street: '10 Market St', city: 'Poughkeepsie', state: 'NY', zip: '12601' };
/** Far upstate: no place is within even twice anyone's limit of both Buffalo and Manhattan (too far apart). */
export const BUFFALO: Home = { street: '65 Niagara Sq', city: 'Buffalo', state: 'NY', zip: '14202' };

const oneLine = (home: Home) => `${home.street}, ${home.city}, ${home.state} ${home.zip}`;

/** The member's default saved location at `home`, and an 18:00–22:00 window there every day. */
export async function liveAt(member: Member, home: Home): Promise<void> {
  type Saved = { data: { location: { id: string; is_geocoded: boolean } } };
  const { data } = await callApi<Saved>(member, 'POST', '/api/locations', {
    location_name: 'Home',
    street_address: home.street,
    city: home.city,
    state_province: home.state,
    postal_code: home.zip,
    country: 'United States',
    is_default: true,
  });
  if (!data.location.is_geocoded) throw new Error(`${oneLine(home)} could not be placed`);
  const zone = member.person.timezone;
  await callApi(member, 'POST', '/api/availability-windows', {
    window_name: 'Evenings',
    start_time: '18:00',
    end_time: '22:00',
    timezone: zone,
    location: 'Home',
    address: oneLine(home),
    location_id: data.location.id,
    travel_preferences: ['car', 'public_transit'],
    max_travel_time_minutes: 60,
    start_date: dateIn(zone, -1),
    end_date: dateIn(zone, 365),
    is_repeating: true,
    frequency: 'daily',
  });
}

/** `member` with `friends`, each living at their home, all liking the same ten activities. */
export async function readyToPlan(member: Member, homes: Map<Member, Home>): Promise<void> {
  const everyone = [...homes.keys()];
  await befriendAll(
    member,
    everyone.filter((person) => person !== member),
  );
  await Promise.all(
    everyone.map(async (person) => {
      await liveAt(person, homes.get(person)!);
      await rateActivities(person);
    }),
  );
}

/** A picture of the page at a desktop's and a phone's width, for a person to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  await reviewScreenshot(page, `flow/${name}`);
}
