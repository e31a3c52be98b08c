// The calls of availability windows, working hours, saved locations and the profile as a test speaks them.
import { expect } from 'vitest';
import type { AvailabilityWindow, AvailabilityWindowBody } from '@hangtime/core/availability/schemas';
import type { LocationBody, SavedLocation } from '@hangtime/core/locations/schemas';
import type { WorkingHoursBody, WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { addDays } from '@hangtime/core/time/dates';
import { todayIn } from '@hangtime/core/time/zones';
import type { TestContext } from './app';
import type { RegisteredUser } from './factories';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Response = Awaited<ReturnType<TestContext['app']['inject']>>;

/** One caller's requests; `token` undefined sends no Authorization header. */
export function callAs(ctx: TestContext, token: string | undefined) {
  return (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
export type Call = ReturnType<typeof callAs>;
export const callerOf = (ctx: TestContext, user: RegisteredUser) => callAs(ctx, user.token);

/** A 400 naming one field with the message a person reads, also as the top-level error. */
export function expectFieldError(response: Response, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', fields: { [field]: message } });
}

export function expectNotFound(response: Response) {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
}

/** A weekly evening window in New York, Monday, Wednesday and Friday, through 2027-06-30. */
export function windowPayload(overrides: Record<string, unknown> = {}): AvailabilityWindowBody {
  return {
    window_name: 'Weeknight evenings',
    start_time: '18:00',
    end_time: '22:00',
    timezone: 'America/New_York',
    location: 'Home',
    address: '350 5th Ave, New York, NY 10118',
    travel_preferences: ['car', 'walking'],
    max_travel_time_minutes: 45,
    ending_type: 'soft',
    start_date: '2027-03-01',
    end_date: '2027-06-30',
    is_repeating: true,
    frequency: 'weekly',
    days_of_week: [0, 2, 4],
    ...overrides,
  } as AvailabilityWindowBody;
}

export async function createWindow(
  ctx: TestContext,
  user: RegisteredUser,
  overrides: Record<string, unknown> = {},
): Promise<AvailabilityWindow> {
  const response = await callerOf(ctx, user)('POST', '/api/availability-windows', windowPayload(overrides));
  if (response.statusCode !== 201)
    throw new Error(`POST /api/availability-windows answered ${response.statusCode}: ${response.body}`);
  return response.json().availability_window as AvailabilityWindow;
}

/**
 * A window every day from yesterday for thirty days, `from`–`to` wall clock in `zone`. Its name and
 * place ("Ana's hidden window", "Ana's secret spot", "9 Ana Lane") must never reach a friend:
 * privacy tests look for them in answers.
 */
export async function addDailyWindow(
  ctx: TestContext,
  user: RegisteredUser,
  window: { zone: string; from: string; to: string },
): Promise<void> {
  const first = user.user.first_name;
  const today = todayIn(window.zone, ctx.clock.now());
  const response = await callerOf(ctx, user)('POST', '/api/availability-windows', {
    window_name: `${first}'s hidden window`,
    start_time: window.from,
    end_time: window.to,
    timezone: window.zone,
    location: `${first}'s secret spot`,
    address: `9 ${first} Lane`,
    start_date: addDays(today, -1),
    end_date: addDays(today, 30),
    is_repeating: true,
    frequency: 'daily',
    days_of_week: [],
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Ten activities liked (the Restaurants subcategories 1 to 10): the onboarding goal of ratings met. */
export async function likeTenActivities(ctx: TestContext, user: RegisteredUser): Promise<void> {
  const preferences = Array.from({ length: 10 }, (_, index) => ({ subtype_id: index + 1, rating: 'like' }));
  const response = await callerOf(ctx, user)('PUT', '/api/preferences/categories/1', { preferences });
  expect(response.statusCode, response.body).toBe(200);
}

export async function windowsOf(ctx: TestContext, user: RegisteredUser): Promise<AvailabilityWindow[]> {
  const response = await callerOf(ctx, user)('GET', '/api/availability-windows');
  if (response.statusCode !== 200)
    throw new Error(`GET /api/availability-windows answered ${response.statusCode}: ${response.body}`);
  return response.json().availability_windows as AvailabilityWindow[];
}

/** A weekly Monday block, 09:00 to 17:00. */
export function workingHoursPayload(overrides: Record<string, unknown> = {}): WorkingHoursBody {
  return {
    block_name: 'Office',
    is_recurring: true,
    day_of_week: 0,
    start_time: '09:00',
    end_time: '17:00',
    ...overrides,
  } as WorkingHoursBody;
}

export async function createWorkingHours(
  ctx: TestContext,
  user: RegisteredUser,
  overrides: Record<string, unknown> = {},
): Promise<WorkingHoursEntry> {
  const response = await callerOf(ctx, user)('POST', '/api/working-hours', workingHoursPayload(overrides));
  if (response.statusCode !== 201)
    throw new Error(`POST /api/working-hours answered ${response.statusCode}: ${response.body}`);
  return response.json().working_hours as WorkingHoursEntry;
}

/** A Manhattan address whose ZIP the embedded geocoder knows. */
export function locationPayload(overrides: Record<string, unknown> = {}): LocationBody {
  return {
    location_name: 'Home',
    street_address: '350 5th Ave',
    address_line_2: 'Floor 2',
    city: 'New York',
    state_province: 'NY',
    postal_code: '10118',
    description: 'Front desk',
    transportation_options: ['walk', 'public_transit'],
    ...overrides,
  } as LocationBody;
}

export async function createLocation(
  ctx: TestContext,
  user: RegisteredUser,
  overrides: Record<string, unknown> = {},
): Promise<SavedLocation> {
  const response = await callerOf(ctx, user)('POST', '/api/locations', locationPayload(overrides));
  if (response.statusCode !== 201)
    throw new Error(`POST /api/locations answered ${response.statusCode}: ${response.body}`);
  return response.json().data.location as SavedLocation;
}

export async function locationsOf(ctx: TestContext, user: RegisteredUser): Promise<SavedLocation[]> {
  const response = await callerOf(ctx, user)('GET', '/api/locations');
  if (response.statusCode !== 200)
    throw new Error(`GET /api/locations answered ${response.statusCode}: ${response.body}`);
  return response.json().locations as SavedLocation[];
}

/** Moves the test clock forward to the next instant at `hourUtc`:00 UTC (never backward, so sessions stay valid). */
export function moveClockToNextUtcHour(ctx: TestContext, hourUtc: number): Date {
  const now = ctx.clock.now();
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  if (target <= now) target.setUTCDate(target.getUTCDate() + 1);
  ctx.clock.advance(target.getTime() - now.getTime());
  return target;
}
