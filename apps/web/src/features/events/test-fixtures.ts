// Answers of the event calls for tests, in the shapes of the core contracts.
import type { CategoryView, EventView, ParticipantView } from '@hangtime/core/events/schemas';
import type { ActivityCategoryView } from '@hangtime/core/preferences/schemas';

export const categories: CategoryView[] = [
  { id: 1, name: 'Event', description: 'An event', color: '#4c6ef5' },
  { id: 2, name: 'Working Hours', description: 'Work', color: '#868e96' },
  { id: 3, name: 'Availability Windows', description: 'Free time', color: '#12b886' },
  { id: 4, name: 'Blocks', description: 'Busy', color: '#fa5252' },
];

/** The user's rated activity categories: Outdoors holds only a disliked type. */
export const activityCategories: ActivityCategoryView[] = [
  {
    id: 1,
    name: 'Restaurants',
    description: 'Places to eat out',
    subcategories: [
      { id: 11, name: 'Pizza', rating: 'like' },
      { id: 12, name: 'Sushi', rating: 'unsure' },
      { id: 13, name: 'Tacos', rating: 'dislike' },
    ],
  },
  {
    id: 3,
    name: 'Entertainment',
    description: 'Shows and games',
    subcategories: [{ id: 31, name: 'Movies', rating: 'like' }],
  },
  { id: 4, name: 'Outdoors', description: 'Fresh air', subcategories: [{ id: 41, name: 'Hiking', rating: 'dislike' }] },
];

const owner: ParticipantView = {
  id: 'p-1',
  user_id: 'user-9',
  first_name: 'Olive',
  last_name: 'Organizer',
  email: 'olive@example.com',
  status: 'accepted',
  role: 'owner',
  needs_reconfirm: false,
};

const viewer: ParticipantView = {
  id: 'p-2',
  user_id: 'user-1',
  first_name: 'Sam',
  last_name: 'Rivera',
  email: 'sam@example.com',
  status: 'pending',
  role: 'participant',
  needs_reconfirm: false,
};

/** An event Olive organizes and Sam (the test user) is invited to. */
export function makeEvent(overrides: Partial<EventView> = {}): EventView {
  return {
    id: 'ev-1',
    instance_start: '2025-03-04T18:30:00.000Z',
    title: 'Dinner',
    description: 'Pasta night',
    start_time: '2025-03-04T18:30:00.000Z',
    end_time: '2025-03-04T20:00:00.000Z',
    all_day: false,
    timezone: 'UTC',
    location: 'Luigi’s',
    location_address: '1 Main St',
    latitude: null,
    longitude: null,
    category_id: 1,
    category: { id: categories[0]!.id, name: categories[0]!.name, color: categories[0]!.color },
    activity_category_id: null,
    activity_subcategory_id: null,
    is_recurring: false,
    recurring_pattern: null,
    source: 'manual',
    status: 'active',
    created_by: owner.user_id,
    creator: { first_name: owner.first_name, last_name: owner.last_name },
    participants: [owner, viewer],
    reconfirm_changes: [],
    participant_status: 'pending',
    needs_reconfirm: false,
    awaiting_others: false,
    created_at: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}
