import { describe, expect, it, vi } from 'vitest';
import { availabilityCheckRange, createSetupChecks, findMissingSetup, hasRatedPreference } from './post-login-checks';

const friendship = {
  id: 'f-1',
  friend: { id: 'u-2', first_name: 'Jo', last_name: 'Park', email: 'jo@example.com' },
  priority: false,
  hangout_style: 'either' as const,
  created_at: '2025-01-01T00:00:00.000Z',
};
const occurrence = {
  window_id: 'w-1',
  window_name: 'Evenings',
  start_time: '18:00',
  end_time: '22:00',
  is_recurring: true,
  date: '2025-03-04',
};

function requests(overrides: Partial<Parameters<typeof createSetupChecks>[0]> = {}) {
  return {
    getOccurrences: vi.fn(async () => ({ occurrences: [occurrence] })),
    getFriends: vi.fn(async () => ({ friends: [friendship] })),
    getPreferences: vi.fn(async () => ({ preferences: [{ rating: 'like' as const }] })),
    ...overrides,
  };
}

describe('availabilityCheckRange', () => {
  it('covers 14 days from today, both ends included', () => {
    expect(availabilityCheckRange('2025-03-03')).toEqual({ start_date: '2025-03-03', end_date: '2025-03-16' });
    expect(availabilityCheckRange('2024-12-25')).toEqual({ start_date: '2024-12-25', end_date: '2025-01-07' });
  });
});

describe('hasRatedPreference', () => {
  it('counts like and dislike, never unsure', () => {
    expect(hasRatedPreference([])).toBe(false);
    expect(hasRatedPreference([{ rating: 'unsure' }, { rating: 'unsure' }])).toBe(false);
    expect(hasRatedPreference([{ rating: 'unsure' }, { rating: 'dislike' }])).toBe(true);
    expect(hasRatedPreference([{ rating: 'like' }])).toBe(true);
  });
});

describe('post-login checks', () => {
  it('raises nothing for a person who has all three', async () => {
    expect(await findMissingSetup(createSetupChecks(requests()))).toEqual([]);
  });

  it('raises a reminder for each thing that is missing', async () => {
    const bare = requests({
      getOccurrences: vi.fn(async () => ({ occurrences: [] })),
      getFriends: vi.fn(async () => ({ friends: [] })),
      getPreferences: vi.fn(async () => ({ preferences: [{ rating: 'unsure' as const }] })),
    });
    expect(await findMissingSetup(createSetupChecks(bare))).toEqual([
      'onboarding_availability',
      'onboarding_friends',
      'onboarding_preferences',
    ]);
  });

  it('counts a check whose call fails as "has it"', async () => {
    const failing = requests({
      getOccurrences: vi.fn(async () => Promise.reject(new Error('down'))),
      getFriends: vi.fn(async () => ({ friends: [] })),
      getPreferences: vi.fn(async () => Promise.reject(new Error('down'))),
    });
    expect(await findMissingSetup(createSetupChecks(failing))).toEqual(['onboarding_friends']);
  });

  it('asks for occurrences in the 14 days from today where the person is', async () => {
    const calls = requests();
    // 20:00 UTC on March 3rd is already March 4th in Kathmandu, the zone the unit tests run in.
    await findMissingSetup(createSetupChecks(calls, new Date('2025-03-03T20:00:00.000Z')));
    expect(calls.getOccurrences).toHaveBeenCalledWith({ start_date: '2025-03-04', end_date: '2025-03-17' });
  });
});
