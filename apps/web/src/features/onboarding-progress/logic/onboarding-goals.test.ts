import { describe, expect, it } from 'vitest';
import { computeOnboardingProgress, countDecidedRatings } from './onboarding-goals';

describe('computeOnboardingProgress', () => {
  it.each([
    [{ friends: 0, validWindows: 0, ratedPreferences: 0 }, 0, 0],
    [{ friends: 3, validWindows: 0, ratedPreferences: 9 }, 1, 33],
    [{ friends: 2, validWindows: 1, ratedPreferences: 10 }, 2, 67],
    [{ friends: 7, validWindows: 4, ratedPreferences: 25 }, 3, 100],
  ])('%o: %i of 3 goals, %i%%', (counts, completed, percent) => {
    const progress = computeOnboardingProgress(counts);
    expect(progress.completed).toBe(completed);
    expect(progress.percent).toBe(percent);
    expect(progress.isComplete).toBe(completed === 3);
  });

  it('needs exactly 3 friends, 1 valid window and 10 rated activities', () => {
    const justShort = computeOnboardingProgress({ friends: 2, validWindows: 0, ratedPreferences: 9 });
    expect(justShort.goals.map((goal) => goal.isDone)).toEqual([false, false, false]);
    const justThere = computeOnboardingProgress({ friends: 3, validWindows: 1, ratedPreferences: 10 });
    expect(justThere.goals.map((goal) => goal.isDone)).toEqual([true, true, true]);
  });

  it('labels each goal with its count, capped at the target, and its way forward', () => {
    const { goals } = computeOnboardingProgress({ friends: 2, validWindows: 3, ratedPreferences: 4 });
    expect(goals.map((goal) => [goal.label, goal.progressLabel, goal.count, goal.actionPath])).toEqual([
      ['Add 3 friends', '2 of 3 friends', 2, '/friends'],
      ['Set 1 availability window', '1 of 1 window', 3, '/availability-windows'],
      ['Rate 10 activities', '4 of 10 rated', 4, '/profile?tab=preferences'],
    ]);
  });
});

describe('countDecidedRatings', () => {
  it('counts likes and dislikes, not unsure', () => {
    expect(countDecidedRatings([{ rating: 'like' }, { rating: 'unsure' }, { rating: 'dislike' }])).toBe(2);
    expect(countDecidedRatings([])).toBe(0);
  });
});
