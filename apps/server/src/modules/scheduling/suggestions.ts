// Suggestions (behaviour.md §8): once a week a hangout planned as Hangtime Now! plans it, kept as a
// suggested event only its owner sees; accepted it becomes an ordinary event and invites, rejected
// it is deleted and its time is not proposed again; it expires when its start passes.
import { AppError } from '@hangtime/core/errors';
import { eventBody, type EventView } from '@hangtime/core/events/schemas';
import type { AcceptSuggestionBody, SuggestionView } from '@hangtime/core/scheduling/schemas';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { formatWhen } from '../../lib/format-when';
import { isUuid } from '../../lib/ids';
import type { EventsService } from '../events';
import type { NotificationsService } from '../notifications';
import { joinNames } from './explanation';
import type { HangoutPlanner } from './hangtime-now';
import type { SchedulingRepository } from './repository';
import type { createSuggestionsRepository } from './suggestions-repository';

type SuggestionsRepositoryOn = typeof createSuggestionsRepository;

const notFound = () => new AppError('NOT_FOUND', 'Suggestion not found');

/** A zod failure of the merged fields as the one error model says it: 400, naming the field. */
function invalidInput(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const fields = Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? 'body'), issue.message]));
  return new AppError('VALIDATION_ERROR', issues[0]?.message ?? 'Invalid suggestion', { fields });
}

export type SuggestionsUses = {
  clock: Clock;
  db: Executor;
  /** The suggestions' tables on the database or on a transaction of the events module. */
  repositoryOn: SuggestionsRepositoryOn;
  scheduling: { repository: SchedulingRepository; planner: HangoutPlanner };
  events: EventsService;
  notifications: NotificationsService;
};

export function createSuggestions(uses: SuggestionsUses) {
  const { clock, scheduling, events: calendar, notifications } = uses;
  const repository = uses.repositoryOn(uses.db);

  /** The bell's "a hangout was suggested" rows point at their events: they go with them. */
  const deleteNotices = (executor: Executor, eventIds: string[]) =>
    notifications.within(executor).deleteAboutEvents('hangout_suggested', eventIds);

  async function openSuggestion(userId: string, eventId: string) {
    const open = isUuid(eventId) ? await repository.findOpen(userId, eventId, clock.now()) : null;
    if (!open) throw notFound();
    return open;
  }

  return {
    /** Plans one suggestion for the person; false when nothing is feasible. */
    async proposeFor(userId: string): Promise<boolean> {
      const caller = await scheduling.repository.findPerson(userId);
      if (!caller) return false;
      const planned = await scheduling.planner.plan(caller, { avoid: await repository.listRejectedSlots(userId) });
      if (!planned) return false;
      const now = clock.now();
      const { input } = planned;
      const names = (await repository.listPeople(planned.inviteeIds)).map((person) => person.first_name);
      const when = formatWhen(new Date(input.start_time), false, caller.timezone);
      // The event, its plan and the bell's row: all or nothing.
      await calendar.createSuggestion(userId, input, caller.timezone, async (executor, eventId) => {
        await uses.repositoryOn(executor).insertPlan(eventId, userId, planned.inviteeIds, now);
        await notifications.within(executor).createNotification({
          userId,
          type: 'hangout_suggested',
          title: `Suggested hangout: ${input.title}`,
          message: `Hangtime found a time with ${joinNames(names)}: ${when}. Open it to send the invitations, or reject it.`,
          data: { event_id: eventId, start_time: new Date(input.start_time).toISOString() },
          createdAt: now,
        });
      });
      return true;
    },

    /** Who the weekly run plans for; each is planned by a job of their own (`proposeFor`). */
    listEligible: () => repository.listEligibleUserIds(clock.now()),

    /** Suggestions whose start has passed go, with their bell rows; rejected times that are over too. */
    expire: () =>
      calendar.removeStartedSuggestions(async (executor, eventIds) => {
        await deleteNotices(executor, eventIds);
        await uses.repositoryOn(executor).forgetRejectedBefore(clock.now());
      }),

    async get(userId: string, eventId: string): Promise<SuggestionView> {
      const open = await openSuggestion(userId, eventId);
      const event = await calendar.getEvent(userId, eventId, 'suggested');
      const people = new Map((await repository.listPeople(open.invitee_ids)).map((person) => [person.id, person]));
      const invited = open.invitee_ids.flatMap((id) => {
        const person = people.get(id);
        return person ? [person] : [];
      });
      return { event, invited_friends: invited, invited_count: invited.length };
    },

    /**
     * Becomes an ordinary event with the edits, inviting the planned friends who are still friends;
     * the events module checks the result as it checks any event, and the change, the plan's
     * deletion and the bell row's go in one transaction.
     */
    async accept(userId: string, eventId: string, edits: AcceptSuggestionBody = {}): Promise<EventView> {
      const open = await openSuggestion(userId, eventId);
      const event = await calendar.getEvent(userId, eventId, 'suggested');
      const friends = new Set((await scheduling.repository.listFriends(userId)).map((friend) => friend.id));
      const parsed = eventBody.safeParse({
        title: edits?.title ?? event.title,
        description: edits?.description === undefined ? event.description : edits.description,
        start_time: edits?.start_time ?? event.start_time,
        end_time: edits?.end_time ?? event.end_time,
        timezone: event.timezone,
        category_id: edits?.category_id ?? event.category_id,
        activity_category_id:
          edits?.activity_category_id === undefined ? event.activity_category_id : edits.activity_category_id,
        activity_subcategory_id:
          edits?.activity_subcategory_id === undefined ? event.activity_subcategory_id : edits.activity_subcategory_id,
        location: edits?.location === undefined ? event.location : edits.location,
        location_address: edits?.location_address === undefined ? event.location_address : edits.location_address,
        latitude: event.latitude,
        longitude: event.longitude,
        participant_ids: open.invitee_ids.filter((id) => friends.has(id)),
        source: 'suggested',
      });
      if (!parsed.success) throw invalidInput(parsed.error.issues);
      return calendar.acceptSuggestion(userId, eventId, parsed.data, async (executor) => {
        await uses.repositoryOn(executor).deletePlan(eventId);
        await deleteNotices(executor, [eventId]);
      });
    },

    async reject(userId: string, eventId: string): Promise<void> {
      const open = await openSuggestion(userId, eventId);
      await calendar.removeSuggestion(userId, eventId, async (executor) => {
        await uses
          .repositoryOn(executor)
          .rememberRejected(userId, { start: open.start_time, end: open.end_time }, clock.now());
        await deleteNotices(executor, [eventId]);
      });
    },
  };
}

export type Suggestions = ReturnType<typeof createSuggestions>;
