// The periodic sweep (every minute, on the job queue): finds by query what is due now and sends it
// once. Nothing is scheduled per reminder, so a moved event's reminders are simply due at its new
// time and a cancelled one's never (behaviour.md "Reminders and nudges (issue 26)").
import { instancesBetween } from '../events';
import { dueReminder, LOOKAHEAD_MS, nudgeDueAt } from './due';
import { deliverEach } from './deliver';
import type { Delivery, Notices } from './notices';
import type { ReminderEvent } from './repository';
import type { ReminderStoresWithTransaction } from './stores';

/** How far ahead a series' next occurrence is looked for (a monthly series' next one is within it). */
const NEXT_OCCURRENCE_SEARCH_MS = 400 * 24 * 3600_000;

export type SweepCounts = { reminders: number; nudges: number; everyoneAnswered: number; quorums: number };

/** The occurrences of an event that start in (from, to]. */
function startsBetween(event: ReminderEvent, from: Date, to: Date): Date[] {
  return instancesBetween(event, from, new Date(to.getTime() + 1))
    .map((instance) => new Date(instance.instance_start))
    .filter((start) => start > from && start <= to);
}

/** The first occurrence that starts after `now`; null when none is left. */
export function nextStart(event: ReminderEvent, now: Date): Date | null {
  if (!event.is_recurring) return event.start_time > now ? event.start_time : null;
  return startsBetween(event, now, new Date(now.getTime() + NEXT_OCCURRENCE_SEARCH_MS))[0] ?? null;
}

export function createSweep(stores: ReminderStoresWithTransaction, notices: Notices) {
  const { reminders } = stores;

  async function dueReminders(now: Date): Promise<Delivery[]> {
    const until = new Date(now.getTime() + LOOKAHEAD_MS);
    const rows = await reminders.listAcceptedBefore(now, until);
    return rows.flatMap(({ event, person, responded_at }) =>
      startsBetween(event, now, until).flatMap((start) => {
        const kind = dueReminder(start, now, responded_at);
        return kind ? [notices.reminder(event, start, person, kind, now)] : [];
      }),
    );
  }

  async function dueNudges(now: Date): Promise<Delivery[]> {
    const rows = await reminders.listPendingNotNudged(now);
    return rows.flatMap(({ event, person, invited_at, organizer }) => {
      const start = nextStart(event, now);
      if (!start || nudgeDueAt(invited_at, start) > now) return [];
      return [notices.nudge(event, start, person, `${organizer.first_name} ${organizer.last_name}`.trim(), now)];
    });
  }

  async function dueOrganizerNotices(now: Date) {
    const answered = (await reminders.listAllAnsweredUntold(now)).flatMap(({ event, person, ...answers }) => {
      const start = nextStart(event, now);
      return start ? [notices.everyoneAnswered(event, start, person, answers, now)] : [];
    });
    const quorums = (await reminders.listQuorumReachedUntold(now)).flatMap(({ event, person, quorum }) => {
      const start = nextStart(event, now);
      return start ? [notices.quorumReached(event, start, person, quorum, now)] : [];
    });
    return { answered, quorums };
  }

  return {
    /** One pass at `now`: safe to run twice, or on two instances at once. */
    async run(now: Date): Promise<SweepCounts> {
      const { answered, quorums } = await dueOrganizerNotices(now);
      return {
        reminders: await deliverEach(stores, await dueReminders(now), now),
        nudges: await deliverEach(stores, await dueNudges(now), now),
        everyoneAnswered: await deliverEach(stores, answered, now),
        quorums: await deliverEach(stores, quorums, now),
      };
    },
  };
}
