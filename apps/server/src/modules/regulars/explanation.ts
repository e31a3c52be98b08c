// The words of a regular hangout (behaviour.md "Regular hangouts (issue 26)"): why this time and
// place, and who Hangtime leaned toward. Names only people in the group, and only that they
// "travelled furthest" or "got the least convenient time": never where anyone lives or what else
// they do. The organizer is "you".
import { cadenceLabels, type Cadence } from '@hangtime/core/regulars/schemas';
import { dayNumberOf, weekdayOfDayNumber } from '@hangtime/core/scheduling/local-days';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** "the week of Mon, Dec 7", "the two weeks from Mon, Dec 7", "December". */
export function periodLabel(start: string, cadence: Cadence): string {
  const month = MONTHS[Number(start.slice(5, 7)) - 1]!;
  if (cadence === 'month') return month;
  const day = `${SHORT_DAYS[weekdayOfDayNumber(dayNumberOf(start))]}, ${month.slice(0, 3)} ${Number(start.slice(8, 10))}`;
  return cadence === 'week' ? `the week of ${day}` : `the two weeks from ${day}`;
}

/** "Dana", "Dana and Ben", "Dana, Ben and Cy". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type OfferFacts = {
  cadence: Cadence;
  periodStart: string;
  /** First names of the invitees; of the group's friends not free with the organizer in the period. */
  invitees: string[];
  notFree: string[];
  /** Whom the plan leaned toward ("you" for the organizer), and whether leaning changed the choice. */
  time: { spared: string[]; lastTime: boolean; leaned: boolean };
  /** Null: no venue was chosen (the hangout's own place), so no trips to be fair about. */
  travel: { spared: string[]; lastTime: boolean; leaned: boolean } | null;
};

function leanSentence(spared: string[], lastTime: boolean, cost: 'travel' | 'time', leaned: boolean): string | null {
  if (spared.length === 0) return null;
  const who = joinNames(spared);
  const bore =
    cost === 'travel'
      ? lastTime
        ? `${who} travelled furthest last time`
        : `${who} travelled furthest most often lately`
      : lastTime
        ? `${who} got the least convenient time last time`
        : `${who} got the least convenient time most often lately`;
  const outcome =
    cost === 'travel'
      ? leaned
        ? `so this one is closer for ${who}`
        : `but no fair place closer for ${who} was open then`
      : leaned
        ? `so this time suits ${who} better`
        : `but no time that suits ${who} better was free for everyone`;
  return `${capitalised(bore)}, ${outcome}.`;
}

/** The explanation shown in the Suggested Event modal. */
export function explainOffer(facts: OfferFacts): string {
  const sentences = [
    `${capitalised(cadenceLabels[facts.cadence])} with ${joinNames(facts.invitees)}: the time in ${periodLabel(facts.periodStart, facts.cadence)} that leaves everyone the most room around it.`,
  ];
  if (facts.notFree.length > 0) {
    const verb = facts.notFree.length === 1 ? 'is' : 'are';
    sentences.push(`${joinNames(facts.notFree)} ${verb} not free with you at any time then.`);
  }
  const time = leanSentence(facts.time.spared, facts.time.lastTime, 'time', facts.time.leaned);
  const travel =
    facts.travel && leanSentence(facts.travel.spared, facts.travel.lastTime, 'travel', facts.travel.leaned);
  return [...sentences, ...(time ? [time] : []), ...(travel ? [travel] : [])].join(' ');
}
