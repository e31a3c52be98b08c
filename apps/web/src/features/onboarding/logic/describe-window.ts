// How the onboarding's window list says when a window happens: "6:00 PM – 10:00 PM", "Mon, Tue".
import type { AvailabilityWindow, Frequency } from '@hangtime/core/availability/schemas';
import { frequencyLabels, listShortWeekdays } from '../../availability';

type Schedule = Pick<AvailabilityWindow, 'is_repeating' | 'frequency' | 'days_of_week'>;

const frequencyPrefix: Record<Exclude<Frequency, 'daily'>, string> = {
  weekly: '',
  biweekly: 'Every other week: ',
  monthly: 'Monthly: ',
};

/** The days a window repeats on; "One-time" when it does not repeat (spec §2). */
export function describeRepeatDays(window: Schedule): string {
  if (!window.is_repeating || !window.frequency) return 'One-time';
  if (window.frequency === 'daily') return frequencyLabels.daily;
  const days = listShortWeekdays(window.days_of_week);
  if (!days) return frequencyLabels[window.frequency];
  return `${frequencyPrefix[window.frequency]}${days}`;
}

/** "1 window(s) added", the spec's count under the list. */
export function describeWindowCount(count: number): string {
  return `${count} window(s) added`;
}
