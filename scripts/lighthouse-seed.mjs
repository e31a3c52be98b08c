// The month `npm run lighthouse` and `npm run bench:interactions` use: a verified member with about
// 40 events around today, weekly availability windows and Monday–Friday working hours, and three
// friends ready to plan with, all set up through the public API.
/* global fetch -- Node 20's */
import { randomInt, randomUUID } from 'node:crypto';

const DAY_MS = 86_400_000;
const EVENTS = 40;
const TITLES = [
  'Board games',
  'Climbing',
  'Dinner with Sam',
  'Book club',
  'Run by the river',
  'Team lunch',
  'Cinema',
  'Brunch',
];

async function call(origin, method, path, body, token) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** A verified member (the server verifies the domain's addresses at once), in UTC: the audit's browser is. */
async function registerMember(origin, autoVerifiedDomain, firstName) {
  const terms = await call(origin, 'GET', '/api/terms');
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@${autoVerifiedDomain}`;
  const registered = await call(origin, 'POST', '/api/auth/register', {
    first_name: firstName,
    last_name: 'Lighthouse',
    email,
    phone_number: `+12122${String(randomInt(10, 100))}${String(randomInt(1000, 10000))}`,
    password: 'correct horse battery',
    birthday: '1990-04-12',
    gender: '',
    terms_accepted: true,
    terms_id: terms.data.terms.id,
    // The audit's browser runs in UTC, so the grid and the account agree on the day.
    timezone: 'UTC',
  });
  return { token: registered.access_token, email };
}

/** Registers the member, fills the month, and answers the session token. */
export async function seedRealisticMonth(origin, autoVerifiedDomain) {
  const { token } = await registerMember(origin, autoVerifiedDomain, 'Robin');

  // From two weeks back to three weeks ahead, evenings and weekend afternoons, an hour or two each.
  const today = Date.parse(`${isoDay(Date.now())}T00:00:00Z`);
  for (let i = 0; i < EVENTS; i += 1) {
    const day = today + (Math.floor((i * 35) / EVENTS) - 14) * DAY_MS;
    const hour = [9, 12, 18, 19, 20][i % 5];
    const start = day + hour * 3_600_000;
    await call(
      origin,
      'POST',
      '/api/calendar/events',
      {
        title: TITLES[i % TITLES.length],
        category_id: 1,
        start_time: new Date(start).toISOString(),
        end_time: new Date(start + (1 + (i % 2)) * 3_600_000).toISOString(),
        timezone: 'UTC',
        location: i % 3 === 0 ? 'Riverside Park' : undefined,
      },
      token,
    );
  }

  const window = (window_name, start_time, end_time, days_of_week) => ({
    window_name,
    start_time,
    end_time,
    timezone: 'UTC',
    location: 'Home',
    address: '12 Elm St, Springfield, IL 62701',
    start_date: isoDay(today - 30 * DAY_MS),
    end_date: isoDay(today + 365 * DAY_MS),
    is_repeating: true,
    frequency: 'weekly',
    days_of_week,
  });
  await call(origin, 'POST', '/api/availability-windows', window('Weeknights', '18:00', '22:00', [0, 1, 2, 3]), token);
  await call(origin, 'POST', '/api/availability-windows', window('Weekends', '10:00', '18:00', [5, 6]), token);
  for (let day = 0; day < 5; day += 1) {
    await call(
      origin,
      'POST',
      '/api/working-hours',
      { block_name: 'Work', is_recurring: true, day_of_week: day, start_time: '09:00', end_time: '17:00' },
      token,
    );
  }
  return token;
}

/** Likes ten activities: the onboarding goal, and what suggestions are made of. */
async function likeTenActivities(origin, token) {
  const { categories } = await call(origin, 'GET', '/api/preferences/categories', undefined, token);
  let left = 10;
  for (const category of categories) {
    if (left <= 0) break;
    const chosen = category.subcategories.slice(0, left);
    left -= chosen.length;
    const preferences = chosen.map((subcategory) => ({ subtype_id: subcategory.id, rating: 'like' }));
    await call(origin, 'PUT', `/api/preferences/categories/${category.id}`, { preferences }, token);
  }
}

async function addHome(origin, token) {
  await call(
    origin,
    'POST',
    '/api/locations',
    {
      location_name: 'Home',
      street_address: '12 Elm St',
      city: 'Springfield',
      state_province: 'IL',
      postal_code: '62701',
      country: 'United States',
      is_default: true,
      happy_to_host: true,
    },
    token,
  );
}

/**
 * Three friends of the member, free every evening, with liked activities and homes, and the
 * member's own ratings and home: the friends page has people on it, and Hangtime Now! and the
 * assisted flow find a time and a place.
 */
export async function seedFriendsReadyToPlan(origin, autoVerifiedDomain, token) {
  await likeTenActivities(origin, token);
  await addHome(origin, token);
  const today = Date.parse(`${isoDay(Date.now())}T00:00:00Z`);
  for (const firstName of ['Ana', 'Ben', 'Cam']) {
    const friend = await registerMember(origin, autoVerifiedDomain, firstName);
    await call(origin, 'POST', '/api/friends/send-request', { email: friend.email }, token);
    const { pending_requests } = await call(origin, 'GET', '/api/friends/pending', undefined, friend.token);
    await call(origin, 'PUT', '/api/friends/accept', { request_id: pending_requests[0].id }, friend.token);
    await call(
      origin,
      'POST',
      '/api/availability-windows',
      {
        window_name: 'Evenings',
        start_time: '17:00',
        end_time: '23:00',
        timezone: 'UTC',
        location: 'Home',
        address: '12 Elm St, Springfield, IL 62701',
        start_date: isoDay(today - DAY_MS),
        end_date: isoDay(today + 365 * DAY_MS),
        is_repeating: true,
        frequency: 'daily',
      },
      friend.token,
    );
    await likeTenActivities(origin, friend.token);
    await addHome(origin, friend.token);
  }
}
