// The regular hangout's words (behaviour.md "Regular hangouts (issue 26)").
import { cadenceLabels, type Cadence, type RegularView } from '@hangtime/core/regulars/schemas';

export const cadenceOptions: { value: Cadence; label: string }[] = (
  Object.entries(cadenceLabels) as [Cadence, string][]
).map(([value, label]) => ({ value, label: label.charAt(0).toUpperCase() + label.slice(1) }));

/** "Dana", "Dana and Ben", "Dana, Ben and Cy". */
function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Regular: every week with Ben and Dana". */
export function regularLine(regular: RegularView): string {
  const names = regular.members.map((member) => member.first_name);
  const withWhom = names.length > 0 ? ` with ${joinNames(names)}` : '';
  return `Regular: ${cadenceLabels[regular.cadence]}${withWhom}`;
}

export const regularTexts = {
  heading: 'Make it a regular thing',
  hint: 'Hangtime plans the next one for these friends at the time that suits everyone best, and offers it to you to send.',
  made: 'Done. The next one is waiting in your bell, ready to send.',
  loadFailed: 'Could not load whether this hangout is a regular thing.',
  saveFailed: 'That did not work. Please try again.',
} as const;
