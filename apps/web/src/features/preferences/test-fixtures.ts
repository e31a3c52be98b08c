// Answers of the preferences calls for component tests, in the shapes of the core contracts.
import type { ActivityCategoryView, PreferenceItem } from '@hangtime/core/preferences/schemas';
import type { MockReply } from '../../test/mock-api';

export const restaurants: ActivityCategoryView = {
  id: 1,
  name: 'Restaurants',
  description: 'Places to eat out, by cuisine',
  subcategories: [
    { id: 1, name: 'Pizza', rating: 'like' },
    { id: 7, name: 'Sushi', rating: 'unsure' },
  ],
};

export const outdoors: ActivityCategoryView = {
  id: 4,
  name: 'Outdoors',
  description: 'Fresh air and open spaces',
  subcategories: [{ id: 41, name: 'Hiking', rating: 'dislike' }],
};

export const pizza: PreferenceItem = {
  id: 1,
  name: 'Pizza',
  category_id: 1,
  category_name: 'Restaurants',
  rating: 'unsure',
};
export const coffee: PreferenceItem = {
  id: 25,
  name: 'Coffee & cafés',
  category_id: 2,
  category_name: 'Drinks & nightlife',
  rating: 'unsure',
};
export const movies: PreferenceItem = {
  id: 33,
  name: 'Movies',
  category_id: 3,
  category_name: 'Entertainment',
  rating: 'like',
};

export const preferencesReply = {
  categories: (categories: ActivityCategoryView[]): MockReply => ({ body: { categories } }),
  items: (preferences: PreferenceItem[]): MockReply => ({ body: { preferences } }),
  saved: (): MockReply => ({ body: { success: true, message: 'Preferences saved' } }),
  failure: (status = 500, error?: string): MockReply => ({
    status,
    body: error === undefined ? { code: 'INTERNAL' } : { error, code: 'VALIDATION_ERROR' },
  }),
};
