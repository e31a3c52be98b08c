// How often a window repeats, in the words the forms and lists use.
import { frequencies, type Frequency } from '@hangtime/core/availability/schemas';

export const frequencyLabels: Record<Frequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'Every other week',
  monthly: 'Monthly',
};

export const frequencyOptions = frequencies.map((value) => ({ value, label: frequencyLabels[value] }));
