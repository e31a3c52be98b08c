// Events made through the public API, so a test drives by hand only the screens it is about.
import type { Member } from './session';
import { callApi } from './scheduling';

type Created = { event: { id: string; title: string } };

/**
 * Hours from now until `days` days ahead at 16:30 UTC: late morning or midday in New York in any
 * season, so an hour-long event there never crosses midnight and is drawn in one piece whatever the
 * hour the test runs.
 */
export function hoursAheadToNewYorkMidday(days: number): number {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + days);
  at.setUTCHours(16, 30, 0, 0);
  return (at.getTime() - Date.now()) / 3600_000;
}

/** `organizer` invites `guests` to an event starting `hoursAhead` from now, lasting an hour. */
export async function createEventThroughApi(
  organizer: Member,
  title: string,
  hoursAhead: number,
  guests: Member[] = [],
  place: Record<string, unknown> = { location: 'Corner Café', location_address: '1 Main St' },
): Promise<Created['event']> {
  const { categories } = await callApi<{ categories: { id: number; name: string }[] }>(
    organizer,
    'GET',
    '/api/categories',
  );
  const category = categories.find((item) => item.name === 'Event');
  if (!category) throw new Error('no Event category');
  const guestIds = await Promise.all(
    guests.map(async (guest) => {
      const answer = await callApi<{ id: string } | { user: { id: string } }>(guest, 'GET', '/api/auth/me');
      return 'id' in answer ? answer.id : answer.user.id;
    }),
  );
  const start = new Date(Date.now() + hoursAhead * 3600_000);
  start.setUTCSeconds(0, 0);
  const created = await callApi<Created>(organizer, 'POST', '/api/calendar/events', {
    title,
    description: 'Bring snacks',
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 3600_000).toISOString(),
    all_day: false,
    timezone: 'UTC',
    category_id: category.id,
    ...place,
    is_recurring: false,
    participant_ids: guestIds,
    source: 'manual',
  });
  return created.event;
}
