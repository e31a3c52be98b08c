// Calendar-link answers for component tests, in the shape of the core contracts.
import type { CalendarSubscription, GoogleCalendar, GoogleStatus } from '@hangtime/core/calendar-link/schemas';
import type { MockReply } from '../../test/mock-api';

const MINUTE = 60_000;
/** An instant `minutes` before the test's now. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

export const workCalendar = (): GoogleCalendar => ({
  id: 'gcal-1',
  calendar_name: 'Work',
  calendar_id: 'work@group.calendar.google.com',
  selected: true,
  last_synced_at: minutesAgo(5),
  last_error: null,
});

export const familyCalendar = (): GoogleCalendar => ({
  id: 'gcal-2',
  calendar_name: 'Family',
  calendar_id: 'family@group.calendar.google.com',
  selected: true,
  last_synced_at: null,
  last_error: 'Google did not answer. Hangtime will try again.',
});

export const googleStatus = (overrides: Partial<GoogleStatus> = {}): GoogleStatus => ({
  available: true,
  connected: true,
  state: 'connected',
  calendars: [workCalendar(), familyCalendar()],
  ...overrides,
});

export const notConnected = (): GoogleStatus => googleStatus({ connected: false, state: null, calendars: [] });

export const okSubscription = (): CalendarSubscription => ({
  id: '6f1c2a3e-0000-4000-8000-000000000001',
  masked_url: 'https://calendar.example.com/…',
  created_at: minutesAgo(60 * 24),
  last_fetched_at: minutesAgo(10),
  last_result: 'ok',
  last_error: null,
  busy_blocks: 12,
});

export const failingSubscription = (): CalendarSubscription => ({
  id: '6f1c2a3e-0000-4000-8000-000000000002',
  masked_url: 'webcal://p01-caldav.icloud.com/…',
  created_at: minutesAgo(60 * 24),
  last_fetched_at: minutesAgo(3),
  last_result: 'error',
  last_error: 'The address did not answer with a calendar',
  busy_blocks: 0,
});

export const reply = {
  ok: (body: unknown): MockReply => ({ body }),
  error: (status: number, error?: string, code = 'BAD_REQUEST'): MockReply => ({
    status,
    body: error ? { error, code } : undefined,
  }),
};
