// The month `npm run lighthouse` audits: a verified member with about 40 events around today,
// weekly availability windows and Monday–Friday working hours, all set up through the public API.
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

/** Registers the member, fills the month, and answers the session token. */
export async function seedRealisticMonth(origin, autoVerifiedDomain) {
  const terms = await call(origin, 'GET', '/api/terms');
  const registered = await call(origin, 'POST', '/api/auth/register', {
    first_name: 'Robin',
    last_name: 'Lighthouse',
    email: `robin.${randomUUID().slice(0, 8)}@${autoVerifiedDomain}`,
    phone_number: `+12122${String(randomInt(10, 100))}${String(randomInt(1000, 10000))}`,
    password: 'correct horse battery',
    birthday: '1990-04-12',
    gender: '',
    terms_accepted: true,
    terms_id: terms.data.terms.id,
    // The audit's browser runs in UTC, so the grid and the account agree on the day.
    timezone: 'UTC',
  });
  const token = registered.access_token;

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
