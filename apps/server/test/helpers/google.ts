// The Google Calendar calls as a test speaks them, on top of the fake Google.
import { expect } from 'vitest';
import type { GoogleCalendar } from '@hangtime/core/calendar-link/schemas';
import type { TestContext } from './app';
import type { RegisteredUser } from './factories';
import type { FakeGoogle } from './fake-google';
import { callerOf } from './schedule';

/** Connects the person's Google Calendar through the whole consent flow; fails unless it worked. */
export async function connectGoogle(ctx: TestContext, google: FakeGoogle, person: RegisteredUser): Promise<void> {
  const auth = await callerOf(ctx, person)('GET', '/api/google-calendar/auth');
  expect(auth.statusCode, auth.body).toBe(200);
  const back = await google.consent(auth.json().data.auth_url);
  const callback = await ctx.app.inject({ method: 'GET', url: back });
  expect(callback.headers.location).toBe('/google-callback?success=true&message=Google+Calendar+connected');
}

export async function googleCalendarsOf(ctx: TestContext, person: RegisteredUser): Promise<GoogleCalendar[]> {
  const response = await callerOf(ctx, person)('GET', '/api/google-calendar/calendars');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().calendars;
}

/** The person's linked calendar with Google's id `calendarId`. */
export async function googleCalendarOf(ctx: TestContext, person: RegisteredUser, calendarId: string) {
  const calendar = (await googleCalendarsOf(ctx, person)).find((entry) => entry.calendar_id === calendarId);
  if (!calendar) throw new Error(`no linked calendar ${calendarId}`);
  return calendar;
}
