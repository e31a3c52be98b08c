// The calendar use cases, built once by the composition root from their stores.
import { AppError } from '@hangtime/core/errors';
import { eventMessages } from '@hangtime/core/events/schemas';
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import { addDays, daysBetween } from '@hangtime/core/time/dates';
import { isIsoDate } from '@hangtime/core/validation/age';
import { isInSupportedYears } from '@hangtime/core/validation/supported-years';
import type { AppDeps } from '../../deps';
import { isUuid } from '../../lib/ids';
import { createEventChanges, type Alongside } from './changes';
import { buildEventIcs } from './ics';
import { createEventQueries, notFound } from './queries';
import { createRsvp } from './rsvp';
import type { EventStoresWithTransaction } from './stores';
import { createSuggestedEvents } from './suggested';

/** behaviour.md §1: range queries are refused past 100 days. */
const MAX_RANGE_DAYS = 100;

const invalidRange = (message: string) => new AppError('VALIDATION_ERROR', message, { fields: { end_date: message } });

/** A date means the start of that day in the user's zone (an end date: the end of it); an instant is itself. */
function toInstant(value: string, zone: string, isEnd: boolean): Date | null {
  if (!isInSupportedYears(value)) return null;
  if (isIsoDate(value))
    return new Date(wallClockToInstant(isEnd ? addDays(value, 1) : value, '00:00', zone).epochMilliseconds);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

export function createEventsService(deps: AppDeps, stores: EventStoresWithTransaction) {
  const queries = createEventQueries(deps, stores);
  const changes = createEventChanges(deps, stores);
  const rsvp = createRsvp(deps, stores);
  const suggested = createSuggestedEvents(deps, stores);

  return {
    listCategories: queries.listCategories,
    getEvent: queries.getForParticipant,
    listPendingInvitations: queries.listPendingInvitations,
    listForBell: queries.listForBell,
    answer: rsvp.answer,
    leave: changes.leave,

    async listEvents(userId: string, range: { start_date: string; end_date: string }) {
      // Only a date needs the user's zone; the calendar sends instants and skips the read.
      const needsZone = isIsoDate(range.start_date) || isIsoDate(range.end_date);
      const zone = needsZone ? ((await stores.events.findUser(userId))?.timezone ?? 'UTC') : 'UTC';
      const from = toInstant(range.start_date, zone, false);
      const to = toInstant(range.end_date, zone, true);
      if (!from || !to || to <= from) throw invalidRange(eventMessages.rangeInvalid);
      // Local days are counted as days: 100 of them may be an hour longer when the clocks fall back.
      const tooLong =
        isIsoDate(range.start_date) && isIsoDate(range.end_date)
          ? daysBetween(range.start_date, range.end_date) + 1 > MAX_RANGE_DAYS
          : to.getTime() - from.getTime() > MAX_RANGE_DAYS * 24 * 3600_000;
      if (tooLong) throw invalidRange(eventMessages.rangeTooLong);
      return queries.listBetween(userId, from, to);
    },

    async createEvent(userId: string, input: Parameters<typeof changes.create>[1]) {
      return queries.getForParticipant(userId, await changes.create(userId, input));
    },

    async updateEvent(userId: string, eventId: string, input: Parameters<typeof changes.update>[2]) {
      await changes.update(userId, eventId, input);
      return queries.getForParticipant(userId, eventId);
    },

    /** DELETE of the event itself is the organizer's; a participant leaves through /participants. */
    async deleteEvent(userId: string, eventId: string) {
      const event = isUuid(eventId) ? await stores.events.findForParticipant(userId, eventId) : null;
      if (!event) throw notFound();
      if (event.created_by !== userId) throw new AppError('FORBIDDEN', eventMessages.onlyOwnerEdits);
      return changes.leave(userId, eventId);
    },

    createSuggestion: suggested.create,
    removeSuggestion: suggested.remove,
    removeStartedSuggestions: suggested.removeStarted,
    withdrawOverlappingSuggestions: suggested.withdrawOverlapping,

    /** The owner's suggestion becomes an ordinary event with `input`, and `alongside` runs: all in one transaction. */
    async acceptSuggestion(
      userId: string,
      eventId: string,
      input: Parameters<typeof changes.update>[2],
      alongside: Alongside,
    ) {
      await changes.update(userId, eventId, input, alongside);
      return queries.getForParticipant(userId, eventId);
    },

    async buildIcs(userId: string, eventId: string): Promise<{ filename: string; body: string }> {
      const event = isUuid(eventId) ? await stores.events.findForParticipant(userId, eventId) : null;
      if (!event) throw notFound();
      // The organizer's email only for the organizer and their friends (emails stay between friends).
      const mayMail =
        event.created_by === userId || (await stores.events.filterFriends(userId, [event.created_by])).length > 0;
      const organizer = mayMail ? await stores.events.findUser(event.created_by) : null;
      const filename = `${
        event.title
          .replace(/[^\w -]+/g, '')
          .trim()
          .slice(0, 60) || 'event'
      }.ics`;
      return { filename, body: buildEventIcs(event, organizer?.email ?? null, deps.clock.now()) };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
