// Reading the calendar: a range of events, one event, the invitations waiting for an answer, the categories.
import { AppError } from '@hangtime/core/errors';
import { eventMessages, type EventSummaryView, type EventView } from '@hangtime/core/events/schemas';
import { isUuid } from '../../lib/ids';
import type { AppDeps } from '../../deps';
import type { EventRow } from './repository';
import type { EventStores } from './stores';
import { reconfirmChangesOf } from './reconfirm-changes';
import { instancesBetween, nextInstanceOfRow } from './timing';
import { groupByEvent, toCategoryView, toEventSummary, toEventView, type ViewContext } from './views';

export const notFound = () => new AppError('NOT_FOUND', eventMessages.notFound);

/**
 * UTC ISO instants of one format order as their code units do: compared directly, not with
 * localeCompare, whose collation cost a tenth of a month's read.
 */
function byStartThenId(a: EventSummaryView, b: EventSummaryView): number {
  if (a.start_time !== b.start_time) return a.start_time < b.start_time ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function createEventQueries(deps: AppDeps, stores: EventStores) {
  async function categoriesById() {
    return new Map((await stores.events.listCategories()).map((category) => [category.id, category]));
  }

  /**
   * Two queries whatever the number of events: the categories (read once a process), and everyone
   * on the events with which of them are the viewer's friends (whose emails the viewer may see);
   * two more when the viewer is asked to reconfirm any of them (what changed, in their zone).
   */
  async function viewContext(viewerId: string, rows: EventRow[]): Promise<ViewContext> {
    const [categories, participants] = await Promise.all([
      categoriesById(),
      stores.events.listParticipantsSeenBy(
        viewerId,
        rows.map((row) => row.id),
      ),
    ]);
    const reconfirmChanges = await reconfirmChangesOf(stores, viewerId, participants);
    const emailsShown = new Set([viewerId]);
    for (const participant of participants) if (participant.is_friend) emailsShown.add(participant.user_id);
    return {
      viewerId,
      emailsShown,
      categories,
      participantsByEvent: groupByEvent(participants),
      reconfirmChanges,
    };
  }

  /** The instance a single-event answer shows: the next one to end, else the first. */
  function currentInstance(row: EventRow) {
    return (
      nextInstanceOfRow(row, deps.clock.now()) ?? {
        instance_start: row.start_time.toISOString(),
        instance_end: row.end_time.toISOString(),
      }
    );
  }

  /** The first instance that starts after `now`, skipping one in progress; null when none is left. */
  function nextStartingInstance(row: Parameters<typeof nextInstanceOfRow>[0], now: Date) {
    let instance = nextInstanceOfRow(row, now);
    while (instance && Date.parse(instance.instance_start) <= now.getTime())
      instance = nextInstanceOfRow(row, new Date(instance.instance_end));
    return instance;
  }

  return {
    async listCategories() {
      return (await stores.events.listCategories()).map(toCategoryView);
    },

    /** The instances in [from, to) of the user's events, without participant lists; by start. */
    async listBetween(userId: string, from: Date, to: Date): Promise<EventSummaryView[]> {
      const rows = await stores.events.listSummariesForUserBetween(userId, from, to);
      return rows
        .flatMap(({ event, ...facts }) =>
          instancesBetween(event, from, to).map((instance) => toEventSummary(event, instance, facts)),
        )
        .sort(byStartThenId);
    },

    /**
     * The bell's events from one read: the instances of the coming week the user accepted, and the
     * events awaiting their answer as the invitations list shows them (by the next instance to
     * start); each soonest first, as summaries (the bell shows no participant list).
     */
    async listForBell(
      userId: string,
      weekAhead: Date,
    ): Promise<{ upcoming: EventSummaryView[]; awaitingAnswer: EventSummaryView[] }> {
      const now = deps.clock.now();
      const upcoming: EventSummaryView[] = [];
      const awaitingAnswer: EventSummaryView[] = [];
      for (const { event, ...facts } of await stores.events.listBellSummaries(userId, now, weekAhead)) {
        if (facts.status === 'accepted') {
          for (const instance of instancesBetween(event, now, weekAhead))
            if (Date.parse(instance.instance_start) > now.getTime())
              upcoming.push(toEventSummary(event, instance, facts));
        } else {
          const instance = nextStartingInstance(event, now);
          if (instance) awaitingAnswer.push(toEventSummary(event, instance, facts));
        }
      }
      return { upcoming: upcoming.sort(byStartThenId), awaitingAnswer: awaitingAnswer.sort(byStartThenId) };
    },

    /** The event as the user sees it; 404 unless they take part in it (a suggestion: only its owner does). */
    async getForParticipant(
      userId: string,
      eventId: string,
      status: 'active' | 'suggested' = 'active',
    ): Promise<EventView> {
      const row = isUuid(eventId) ? await stores.events.findForParticipant(userId, eventId, status) : null;
      if (!row) throw notFound();
      return toEventView(row, currentInstance(row), await viewContext(userId, [row]));
    },

    /**
     * Future events where the user is pending, or asked to reconfirm after a change; soonest first,
     * each shown by its next instance to start (a series stays listed while one instance is in progress).
     */
    async listPendingInvitations(userId: string): Promise<EventView[]> {
      const now = deps.clock.now();
      const upcoming = (await stores.events.listAwaitingAnswer(userId, now)).flatMap((row) => {
        const instance = nextStartingInstance(row, now);
        return instance ? [{ row, instance }] : [];
      });
      const context = await viewContext(
        userId,
        upcoming.map(({ row }) => row),
      );
      return upcoming.map(({ row, instance }) => toEventView(row, instance, context)).sort(byStartThenId);
    },
  };
}
