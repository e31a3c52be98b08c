// Gets members ready for the scheduling helpers through the public API: friendships, an evening
// availability window in each member's own zone, rated activities and a home address, so a test
// starts from "ready to plan" and only the screens it is about are driven by hand.
import type { Member } from './session';
import { APP_PORT } from './ports';
import { befriendThroughApi } from './friends';

const api = `http://127.0.0.1:${APP_PORT}`;

export async function callApi<T>(member: Member, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${member.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as T;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return json;
}

/** YYYY-MM-DD `days` from today in `timeZone`. */
export function dateIn(timeZone: string, days = 0): string {
  const shifted = new Date(Date.now() + days * 86_400_000);
  // en-CA writes dates as YYYY-MM-DD. Test setup runs in Node, where lib/datetime is not at hand.
  // eslint-disable-next-line no-restricted-syntax
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    shifted,
  );
}

/** The calendar date (YYYY-MM-DD) of an instant in `timeZone`. */
export function localDateOf(instant: string, timeZone: string): string {
  // eslint-disable-next-line no-restricted-syntax
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
}

/** "4:00 PM": an instant's time in `timeZone`, as the app writes it. */
export function clockTimeIn(instant: string, timeZone: string): string {
  // eslint-disable-next-line no-restricted-syntax
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

type EventSummary = { id: string; title: string; start_time: string; end_time: string; source: string };

/** The events `member` takes part in over the next three weeks. */
export async function eventsAhead(member: Member): Promise<EventSummary[]> {
  const from = new Date(Date.now() - 86_400_000).toISOString();
  const to = new Date(Date.now() + 21 * 86_400_000).toISOString();
  const query = new URLSearchParams({ start_date: from, end_date: to });
  return (await callApi<{ events: EventSummary[] }>(member, 'GET', `/api/calendar/events?${query.toString()}`)).events;
}

/** A window every day from yesterday for a year, `start`–`end` wall-clock in the member's own zone. */
export async function addDailyWindow(member: Member, start: string, end: string): Promise<void> {
  const zone = member.person.timezone;
  await callApi(member, 'POST', '/api/availability-windows', {
    window_name: 'Evenings',
    start_time: start,
    end_time: end,
    timezone: zone,
    location: 'Home',
    address: '12 Elm St, Springfield, IL 62701',
    start_date: dateIn(zone, -1),
    end_date: dateIn(zone, 365),
    is_repeating: true,
    frequency: 'daily',
  });
}

/** Likes `count` activities (the onboarding goal is 10 rated like or dislike). */
export async function rateActivities(member: Member, count = 10): Promise<void> {
  type Categories = { categories: { id: number; subcategories: { id: number }[] }[] };
  const { categories } = await callApi<Categories>(member, 'GET', '/api/preferences/categories');
  let left = count;
  for (const category of categories) {
    if (left <= 0) break;
    const chosen = category.subcategories.slice(0, left);
    left -= chosen.length;
    await callApi(member, 'PUT', `/api/preferences/categories/${category.id}`, {
      preferences: chosen.map((subcategory) => ({ subtype_id: subcategory.id, rating: 'like' })),
    });
  }
  if (left > 0) throw new Error(`only ${count - left} activities to rate`);
}

/** A default saved location the member is happy to host at: where Hangtime Now! meets when no venue fits. */
export async function addHomeLocation(member: Member): Promise<void> {
  await callApi(member, 'POST', '/api/locations', {
    location_name: 'Home',
    street_address: '12 Elm St',
    city: 'Springfield',
    state_province: 'IL',
    postal_code: '62701',
    country: 'United States',
    is_default: true,
    happy_to_host: true,
  });
}

/** `member` and each of `friends` become friends (each friend asks, the member accepts). */
export async function befriendAll(member: Member, friends: Member[]): Promise<void> {
  for (const friend of friends) await befriendThroughApi(friend, member);
}

/** The three onboarding goals met: 3 friends, a window with free time ahead, 10 rated activities. */
export async function meetOnboardingGoals(member: Member, friends: Member[]): Promise<void> {
  if (friends.length < 3) throw new Error('the friends goal is 3');
  await befriendAll(member, friends);
  await addDailyWindow(member, '18:00', '22:00');
  await rateActivities(member);
  await addHomeLocation(member);
}
