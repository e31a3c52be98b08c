// How the onboarding's window list says when a window happens: "6:00 PM – 10:00 PM", "Mon, Tue".
import type { AvailabilityWindow, Frequency } from '@hangtime/core/availability/schemas';
import { weekdays } from '../../availability';

type Schedule = Pick<AvailabilityWindow, 'is_repeating' | 'frequency' | 'days_of_week'>;

const frequencyPrefix: Record<Exclude<Frequency, 'daily'>, string> = {
  weekly: '',
  biweekly: 'Every other week: ',
  monthly: 'Monthly: ',
};

const frequencyLabel: Record<Frequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'Every other week',
  monthly: 'Monthly',
};

/** The days a window repeats on; "One-time" when it does not repeat (spec §2). */
export function describeRepeatDays(window: Schedule): string {
  if (!window.is_repeating || !window.frequency) return 'One-time';
  if (window.frequency === 'daily') return frequencyLabel.daily;
  const days = weekdays.filter(({ day }) => window.days_of_week.includes(day)).map(({ short }) => short);
  if (days.length === 0) return frequencyLabel[window.frequency];
  return `${frequencyPrefix[window.frequency]}${days.join(', ')}`;
}

/** "1 window(s) added", the spec's count under the list. */
export function describeWindowCount(count: number): string {
  return `${count} window(s) added`;
}
