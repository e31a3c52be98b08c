// Answers of the calendar's calls for tests, in the shapes of the core contracts.
import type { WindowOccurrence } from '@hangtime/core/availability/schemas';
import type { EventSummaryView } from '@hangtime/core/events/schemas';
import type { MockReply } from '../../test/mock-api';

export const VIEWER_ID = 'user-1';

/** An event Olive (user-9) organizes, with the viewer (user-1) invited and accepted, as a range read answers it. */
export function makeEvent(overrides: Partial<EventSummaryView> = {}): EventSummaryView {
  return {
    id: 'ev-1',
    instance_start: '2025-03-04T18:30:00.000Z',
    title: 'Dinner',
    description: null,
    start_time: '2025-03-04T18:30:00.000Z',
    end_time: '2025-03-04T20:00:00.000Z',
    all_day: false,
    timezone: 'UTC',
    location: null,
    location_address: null,
    latitude: null,
    longitude: null,
    category_id: 1,
    category: { id: 1, name: 'Event', color: '#228be6' },
    activity_category_id: null,
    activity_subcategory_id: null,
    is_recurring: false,
    recurring_pattern: null,
    source: 'manual',
    status: 'active',
    created_by: 'user-9',
    creator: { first_name: 'Olive', last_name: 'Organizer' },
    participant_status: 'accepted',
    needs_reconfirm: false,
    awaiting_others: false,
    created_at: '2025-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeOccurrence(overrides: Partial<WindowOccurrence> = {}): WindowOccurrence {
  return {
    window_id: 'aw-1',
    window_name: 'Evenings free',
    start_time: '2025-03-04T23:00:00.000Z',
    end_time: '2025-03-05T03:00:00.000Z',
    is_recurring: true,
    date: '2025-03-04',
    ...overrides,
  };
}

/**
 * mockApi's handlers for every read of the calendar's first screen, answered empty, for a
 * signed-in `user`; `overrides` replaces some (e.g. a reply the test holds back).
 */
export function firstScreenApi(user: unknown, overrides: Record<string, () => MockReply | Promise<MockReply>> = {}) {
  return {
    'GET /api/auth/me': () => ({ body: user }),
    'GET /api/friends': () => ({ body: { friends: [] } }),
    'GET /api/availability-windows/validation': () => ({ body: { valid_count: 0 } }),
    'GET /api/preferences': () => ({ body: { preferences: [] } }),
    'GET /api/calendar/events/pending-invitations': () => ({ body: { invitations: [] } }),
    'GET /api/calendar/events': () => ({ body: { events: [] } }),
    'GET /api/availability-windows/occurrences': () => ({ body: { occurrences: [] } }),
    'GET /api/working-hours': () => ({ body: { working_hours: [] } }),
    'POST /api/find-us-time': () => ({ body: { success: true, time_slots: [], free_together: [] } }),
    ...overrides,
  };
}
