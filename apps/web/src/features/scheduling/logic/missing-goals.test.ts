import { describe, expect, it } from 'vitest';
import type { GoalKey, OnboardingProgress } from '../../onboarding-progress';
import { describeMissingGoals } from './missing-goals';

const targets: Record<GoalKey, number> = { friends: 3, validWindows: 1, ratedPreferences: 10 };

/** The progress the onboarding feature reports for these counts (only what the text reads). */
function progressOf(counts: Record<GoalKey, number>): OnboardingProgress {
  const goals = (Object.keys(targets) as GoalKey[]).map((key) => ({
    key,
    count: counts[key],
    target: targets[key],
    isDone: counts[key] >= targets[key],
    label: '',
    progressLabel: '',
    actionLabel: '',
    actionPath: '',
  }));
  const completed = goals.filter((goal) => goal.isDone).length;
  return { goals, completed, percent: Math.round((completed / 3) * 100), isComplete: completed === 3 };
}

describe('describeMissingGoals', () => {
  it.each([
    [{ friends: 2, validWindows: 1, ratedPreferences: 10 }, 'Add 1 more friend to use Hangtime Now!'],
    [{ friends: 1, validWindows: 1, ratedPreferences: 10 }, 'Add 2 more friends to use Hangtime Now!'],
    [{ friends: 0, validWindows: 1, ratedPreferences: 10 }, 'Add 3 friends to use Hangtime Now!'],
    [
      { friends: 3, validWindows: 0, ratedPreferences: 10 },
      'Set an availability window for the next two weeks to use Hangtime Now!',
    ],
    [{ friends: 3, validWindows: 1, ratedPreferences: 9 }, 'Rate 1 more activity to use Hangtime Now!'],
    [{ friends: 3, validWindows: 1, ratedPreferences: 0 }, 'Rate 10 activities to use Hangtime Now!'],
    [
      { friends: 2, validWindows: 0, ratedPreferences: 4 },
      'Add 1 more friend, set an availability window for the next two weeks and rate 6 more activities to use Hangtime Now!',
    ],
    [
      { friends: 0, validWindows: 0, ratedPreferences: 10 },
      'Add 3 friends and set an availability window for the next two weeks to use Hangtime Now!',
    ],
  ])('%o: "%s"', (counts, text) => {
    expect(describeMissingGoals(progressOf(counts), 'Hangtime Now!')).toBe(text);
  });

  it('names the action it is about, and says nothing once every goal is met', () => {
    expect(describeMissingGoals(progressOf({ friends: 2, validWindows: 1, ratedPreferences: 10 }), 'Hangtime')).toBe(
      'Add 1 more friend to use Hangtime',
    );
    expect(
      describeMissingGoals(progressOf({ friends: 5, validWindows: 2, ratedPreferences: 30 }), 'Hangtime'),
    ).toBeNull();
  });
});
