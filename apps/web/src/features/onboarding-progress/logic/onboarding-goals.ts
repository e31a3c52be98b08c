// The three onboarding goals and how far along a person is (spec scheduling-and-social §4, §5;
// behaviour.md §7): 3 friends, 1 valid availability window, 10 activities rated like or dislike.
import type { Rating } from '@hangtime/core/preferences/schemas';
import { paths } from '../../../lib/paths';

export const FRIENDS_GOAL = 3;
export const VALID_WINDOWS_GOAL = 1;
export const RATED_PREFERENCES_GOAL = 10;

export type GoalCounts = { friends: number; validWindows: number; ratedPreferences: number };

export type GoalKey = keyof GoalCounts;

export type Goal = {
  key: GoalKey;
  label: string;
  /** "2 of 3 friends": the count, capped at the target so a finished goal reads "3 of 3". */
  progressLabel: string;
  count: number;
  target: number;
  isDone: boolean;
  actionLabel: string;
  actionPath: string;
};

export type OnboardingProgress = {
  goals: Goal[];
  completed: number;
  /** Whole percent of goals done: 0, 33, 67 or 100. */
  percent: number;
  isComplete: boolean;
};

type GoalDefinition = Omit<Goal, 'count' | 'isDone' | 'progressLabel'> & { unit: string };

const goalDefinitions: GoalDefinition[] = [
  { key: 'friends', label: 'Add 3 friends', unit: 'friends', target: FRIENDS_GOAL, actionLabel: 'Add Friends', actionPath: paths.friends },
  {
    key: 'validWindows',
    label: 'Set 1 availability window',
    unit: 'window',
    target: VALID_WINDOWS_GOAL,
    actionLabel: 'Set Availability',
    actionPath: paths.availabilityWindows,
  },
  {
    key: 'ratedPreferences',
    label: 'Rate 10 activities',
    unit: 'rated',
    target: RATED_PREFERENCES_GOAL,
    actionLabel: 'Rate Activities',
    actionPath: paths.profilePreferences,
  },
];

/** Likes and dislikes; unsure is no decision. */
export function countDecidedRatings(preferences: { rating: Rating }[]): number {
  return preferences.filter((preference) => preference.rating !== 'unsure').length;
}

export function computeOnboardingProgress(counts: GoalCounts): OnboardingProgress {
  const goals = goalDefinitions.map(({ unit, ...definition }): Goal => {
    const count = Math.max(0, counts[definition.key]);
    return {
      ...definition,
      count,
      isDone: count >= definition.target,
      progressLabel: `${Math.min(count, definition.target)} of ${definition.target} ${unit}`,
    };
  });
  const completed = goals.filter((goal) => goal.isDone).length;
  return {
    goals,
    completed,
    percent: Math.round((completed / goals.length) * 100),
    isComplete: completed === goals.length,
  };
}
