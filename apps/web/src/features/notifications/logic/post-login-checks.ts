// What the post-login checks look for (spec accounts-and-shell §4, §9): free time in the next 14
// days, a friend, a rated activity. A check whose call fails counts as "has it" and shows nothing.
import type { Friendship } from '@hangtime/core/friends/schemas';
import type { PreferenceItem } from '@hangtime/core/preferences/schemas';
import type { WindowOccurrence } from '@hangtime/core/availability/schemas';
import { addDaysToIsoDate, getTodayIsoDate } from '../../../lib/datetime';
import { getAvailabilityOccurrences } from '../api/get-availability-occurrences';
import { getFriends } from '../api/get-friends';
import { getPreferences } from '../api/get-preferences';
import { onboardingNoticeTypes, type OnboardingNoticeType } from './onboarding-notices';

export const POST_LOGIN_CHECK_DELAY_MS = 1000;
export const AVAILABILITY_CHECK_DAYS = 14;

/** Today and the 13 days after it, both ends included (the occurrences call includes both). */
export function availabilityCheckRange(today: string): { start_date: string; end_date: string } {
  return { start_date: today, end_date: addDaysToIsoDate(today, AVAILABILITY_CHECK_DAYS - 1) };
}

/** Unsure is stored as no rating; any other rating counts. */
export function hasRatedPreference(preferences: Pick<PreferenceItem, 'rating'>[]): boolean {
  return preferences.some((preference) => preference.rating !== 'unsure');
}

export type SetupChecks = Record<OnboardingNoticeType, () => Promise<boolean>>;

/** The reminders to raise: each check that answered "missing". A failed check raises nothing. */
export async function findMissingSetup(checks: SetupChecks): Promise<OnboardingNoticeType[]> {
  const inPlace = await Promise.all(onboardingNoticeTypes.map((type) => checks[type]().catch(() => true)));
  return onboardingNoticeTypes.filter((_type, index) => !inPlace[index]);
}

type CheckRequests = {
  getOccurrences: (range: { start_date: string; end_date: string }) => Promise<{ occurrences: WindowOccurrence[] }>;
  getFriends: () => Promise<{ friends: Friendship[] }>;
  getPreferences: () => Promise<{ preferences: Pick<PreferenceItem, 'rating'>[] }>;
};

const serverRequests: CheckRequests = {
  getOccurrences: getAvailabilityOccurrences,
  getFriends,
  getPreferences,
};

export function createSetupChecks(requests: CheckRequests = serverRequests, now: Date = new Date()): SetupChecks {
  return {
    onboarding_availability: async () =>
      (await requests.getOccurrences(availabilityCheckRange(getTodayIsoDate(now)))).occurrences.length > 0,
    onboarding_friends: async () => (await requests.getFriends()).friends.length > 0,
    onboarding_preferences: async () => hasRatedPreference((await requests.getPreferences()).preferences),
  };
}

/** The checks against the server, as they run one second after login. */
export function runPostLoginChecks(): Promise<OnboardingNoticeType[]> {
  return findMissingSetup(createSetupChecks());
}
