// Answers of the calendar's calls for tests, in the shapes of the core contracts.
import type { WindowOccurrence } from '@hangtime/core/availability/schemas';
import type { EventView, ParticipantView } from '@hangtime/core/events/schemas';

export const VIEWER_ID = 'user-1';

export function makeParticipant(overrides: Partial<ParticipantView> = {}): ParticipantView {
  return {
    id: 'p-1',
    user_id: 'user-9',
    first_name: 'Olive',
    last_name: 'Organizer',
    email: 'olive@example.com',
    status: 'accepted',
    role: 'participant',
    needs_reconfirm: false,
    ...overrides,
  };
}

/** An event Olive (user-9) organizes, with the viewer (user-1) invited and accepted. */
export function makeEvent(overrides: Partial<EventView> = {}): EventView {
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
    category: { id: 1, name: 'Event', description: 'An event', color: '#228be6' },
    activity_category_id: null,
    activity_subcategory_id: null,
    is_recurring: false,
    recurring_pattern: null,
    source: 'manual',
    status: 'active',
    created_by: 'user-9',
    creator: { first_name: 'Olive', last_name: 'Organizer' },
    participants: [
      makeParticipant({ role: 'owner' }),
      makeParticipant({ id: 'p-2', user_id: VIEWER_ID, first_name: 'Sam', last_name: 'Rivera', email: 'sam@example.com' }),
    ],
    participant_status: 'accepted',
    needs_reconfirm: false,
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
