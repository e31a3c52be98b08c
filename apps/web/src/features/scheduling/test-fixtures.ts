// Answers of the scheduling calls for tests, in the shapes of the core contracts.
import type { EventView } from '@hangtime/core/events/schemas';
import type { FreeTogetherView, TimeSlotView } from '@hangtime/core/scheduling/schemas';

/** Ana and Ben free with the viewer from 18:00 to 22:00 in Kathmandu (the unit tests' zone). */
export function makeSlot(overrides: Partial<TimeSlotView> = {}): TimeSlotView {
  return {
    date: '2030-06-12',
    start_time: '2030-06-12T12:15:00.000Z',
    end_time: '2030-06-12T16:15:00.000Z',
    duration_minutes: 240,
    available_friend_ids: ['u-ana', 'u-ben'],
    available_friends: ['Ana Diaz', 'Ben Ode'],
    friend_count: 2,
    total_friends: 3,
    ...overrides,
  };
}

/** The overlay's stretch covering exactly a slot, with its friends. */
export function stretchOf(slot: TimeSlotView): FreeTogetherView {
  const { start_time, end_time, available_friend_ids, available_friends, friend_count } = slot;
  return { start_time, end_time, available_friend_ids, available_friends, friend_count };
}

/** find-us-time's answer: these slots, and (unless given) one overlay stretch for each. */
export function findUsTimeAnswer(slots: TimeSlotView[], freeTogether: FreeTogetherView[] = slots.map(stretchOf)) {
  return { success: true as const, time_slots: slots, free_together: freeTogether };
}

/** The hangout Hangtime Now! made: Sam (the test user) owns it, Ana and Ben are invited. */
export function makeHangout(overrides: Partial<EventView> = {}): EventView {
  const person = (id: string, first: string, last: string, role: 'owner' | 'participant') => ({
    id: `p-${id}`,
    user_id: id,
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@example.com`,
    status: role === 'owner' ? ('accepted' as const) : ('pending' as const),
    role,
    needs_reconfirm: false,
  });
  return {
    id: 'ev-hang',
    instance_start: '2030-06-12T12:15:00.000Z',
    title: 'Hangtime: Luigi’s',
    description: null,
    start_time: '2030-06-12T12:15:00.000Z',
    end_time: '2030-06-12T14:15:00.000Z',
    all_day: false,
    timezone: 'Asia/Kathmandu',
    location: 'Luigi’s',
    location_address: '1 Main St',
    latitude: null,
    longitude: null,
    category_id: 1,
    category: { id: 1, name: 'Event', color: '#4c6ef5' },
    activity_category_id: 1,
    activity_subcategory_id: 11,
    is_recurring: false,
    recurring_pattern: null,
    source: 'automated',
    status: 'active',
    created_by: 'user-1',
    creator: { first_name: 'Sam', last_name: 'Rivera' },
    participant_status: 'accepted',
    needs_reconfirm: false,
    awaiting_others: true,
    created_at: '2030-06-01T00:00:00.000Z',
    participants: [
      person('user-1', 'Sam', 'Rivera', 'owner'),
      person('u-ana', 'Ana', 'Diaz', 'participant'),
      person('u-ben', 'Ben', 'Ode', 'participant'),
    ],
    reconfirm_changes: [],
    ...overrides,
  };
}

type MockReply = { status?: number; body?: unknown };

/** The three reads behind the onboarding goals: `friends` friends, `windows` valid windows, `rated` rated activities. */
export function onboardingHandlers(friends: number, windows: number, rated: number): Record<string, () => MockReply> {
  return {
    'GET /api/friends': () => ({
      body: {
        friends: Array.from({ length: friends }, (_, index) => ({
          id: `f-${index}`,
          friend: { id: `u-${index}`, first_name: 'Jo', last_name: `Park${index}`, email: `${index}@example.com` },
          priority: false,
          hangout_style: 'either',
          created_at: '2025-01-01T00:00:00.000Z',
        })),
      },
    }),
    'GET /api/availability-windows/validation': () => ({ body: { valid_count: windows } }),
    'GET /api/preferences': () => ({
      body: {
        preferences: Array.from({ length: rated }, (_, index) => ({
          id: index,
          name: `Activity ${index}`,
          category_id: 1,
          category_name: 'Restaurants',
          rating: 'like',
        })),
      },
    }),
  };
}

/** The activity taxonomy as the person rated it (GET /api/preferences/categories). */
export const activityCategories = [
  {
    id: 1,
    name: 'Restaurants',
    description: 'Places to eat out',
    subcategories: [{ id: 11, name: 'Pizza', rating: 'like' }],
  },
];

export const eventCategories = [
  { id: 1, name: 'Event', description: 'An event', color: '#4c6ef5' },
  { id: 2, name: 'Working Hours', description: 'Work', color: '#868e96' },
  { id: 3, name: 'Availability Windows', description: 'Free time', color: '#12b886' },
  { id: 4, name: 'Blocks', description: 'Busy', color: '#fa5252' },
];
