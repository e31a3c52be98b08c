// How far along a person is with the three onboarding goals (spec scheduling-and-social §4, §5;
// behaviour.md §7), whose targets core defines for the server and the app alike.
import { ONBOARDING_GOALS, type OnboardingGoalKey } from '@hangtime/core/onboarding/goals';
import type { Rating } from '@hangtime/core/preferences/schemas';
import { paths } from '../../../lib/paths';

export type GoalKey = OnboardingGoalKey;

export type GoalCounts = Record<GoalKey, number>;

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

const { friends, validWindows, ratedPreferences } = ONBOARDING_GOALS;

const goalDefinitions: GoalDefinition[] = [
  {
    key: 'friends',
    label: `Add ${friends} friends`,
    unit: 'friends',
    target: friends,
    actionLabel: 'Add Friends',
    actionPath: paths.friends,
  },
  {
    key: 'validWindows',
    label: `Set ${validWindows} availability window`,
    unit: 'window',
    target: validWindows,
    actionLabel: 'Set Availability',
    actionPath: paths.availabilityWindows,
  },
  {
    key: 'ratedPreferences',
    label: `Rate ${ratedPreferences} activities`,
    unit: 'rated',
    target: ratedPreferences,
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
