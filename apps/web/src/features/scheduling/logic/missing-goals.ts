// Why a Hangtime button is still off (spec §2: both wait for the three onboarding goals), in the
// words of what to do next, e.g. "Add 1 more friend to use Hangtime Now!".
import type { Goal, OnboardingProgress } from '../../onboarding-progress';
import { joinWithAnd } from '../../../lib/join-with-and';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One step still to take for a goal that is not done yet. */
function describeStep(goal: Goal): string {
  const remaining = Math.max(1, goal.target - goal.count);
  // "more" only once something is there, so a new account reads "add 3 friends".
  const more = goal.count > 0 ? 'more ' : '';
  switch (goal.key) {
    case 'friends':
      return `add ${plural(remaining, `${more}friend`, `${more}friends`)}`;
    case 'validWindows':
      return 'set an availability window for the next two weeks';
    case 'ratedPreferences':
      return `rate ${plural(remaining, `${more}activity`, `${more}activities`)}`;
  }
}

/** What is left before `action` can be used; null once every goal is done. */
export function describeMissingGoals(progress: OnboardingProgress, action: string): string | null {
  const steps = progress.goals.filter((goal) => !goal.isDone).map(describeStep);
  if (steps.length === 0) return null;
  const sentence = joinWithAnd(steps);
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)} to use ${action}`;
}
