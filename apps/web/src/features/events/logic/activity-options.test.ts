import { describe, expect, it } from 'vitest';
import { activityCategories } from '../test-fixtures';
import { describeActivity, offeredActivityTypes, toActivityCategoryOptions } from './activity-options';

const [restaurants, , outdoors] = activityCategories;

describe('activity options', () => {
  it('offers every activity category', () => {
    expect(toActivityCategoryOptions(activityCategories).map((option) => option.label)).toEqual([
      'Restaurants',
      'Entertainment',
      'Outdoors',
    ]);
  });

  it('leaves out the disliked types, except the one already chosen', () => {
    expect(offeredActivityTypes(restaurants, '')).toEqual([
      { value: '11', label: 'Pizza' },
      { value: '12', label: 'Sushi' },
    ]);
    expect(offeredActivityTypes(restaurants, '13').map((option) => option.label)).toEqual(['Pizza', 'Sushi', 'Tacos']);
    expect(offeredActivityTypes(outdoors, '')).toEqual([]);
    expect(offeredActivityTypes(undefined, '')).toEqual([]);
  });

  it('names the activity for the read-only view', () => {
    expect(describeActivity(activityCategories, 1, 13)).toBe('Restaurants · Tacos');
    expect(describeActivity(activityCategories, 1, null)).toBe('Restaurants');
    expect(describeActivity(activityCategories, 99, null)).toBeNull();
  });
});
