// Suggestions (behaviour.md §8): once a week a hangout planned as Hangtime Now! plans it, kept as a
// suggested event only its owner sees; accepted it becomes an ordinary event and invites, rejected
// it is deleted and its time is not proposed again; it expires when its start passes.
import { AppError } from '@hangtime/core/errors';
import { eventBody, eventMessages, personalCategoryNames, type EventView } from '@hangtime/core/events/schemas';
import type { AcceptSuggestionBody, SuggestionView } from '@hangtime/core/scheduling/schemas';
import type { AppDeps } from '../../deps';
import { formatWhen } from '../../lib/format-when';
import { isUuid } from '../../lib/ids';
import { eventColumns } from '../events/columns';
import { createEventsService } from '../events/service';
import { joinNames } from './explanation';
import type { HangoutPlanner } from './hangtime-now';
import type { SchedulingRepository } from './repository';
import { createSuggestionsRepository } from './suggestions-repository';

const notFound = () => new AppError('NOT_FOUND', 'Suggestion not found');

/** A zod failure of the merged fields as the one error model says it: 400, naming the field. */
function invalidInput(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const fields = Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? 'body'), issue.message]));
  return new AppError('VALIDATION_ERROR', issues[0]?.message ?? 'Invalid suggestion', { fields });
}

export function createSuggestions(deps: AppDeps, scheduling: { repository: SchedulingRepository; planner: HangoutPlanner }) {
  const repository = createSuggestionsRepository(deps.db);
  const calendar = createEventsService(deps);

  async function openSuggestion(userId: string, eventId: string) {
    const open = isUuid(eventId) ? await repository.findOpen(userId, eventId, deps.clock.now()) : null;
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
      const now = deps.clock.now();
      const { input } = planned;
      const start = new Date(input.start_time);
      const names = (await repository.listPeople(planned.inviteeIds)).map((person) => person.first_name);
      await repository.insertSuggestion(
        { ...eventColumns(input, caller.timezone, now), created_by: userId, created_at: now },
        planned.inviteeIds,
        {
          title: `Suggested hangout: ${input.title}`,
          message: `Hangtime found a time with ${joinNames(names)}: ${formatWhen(start, false, caller.timezone)}. Open it to send the invitations, or reject it.`,
        },
        now,
      );
      return true;
    },

    /** The weekly run: expired suggestions go, then everyone eligible gets one if a time is found. */
    async runWeekly(): Promise<{ proposed: number; expired: number }> {
      const expired = await repository.deleteExpired(deps.clock.now());
      let proposed = 0;
      for (const userId of await repository.listEligibleUserIds(deps.clock.now())) {
        if (await this.proposeFor(userId)) proposed += 1;
      }
      return { proposed, expired };
    },

    expire: () => repository.deleteExpired(deps.clock.now()),

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

    /** Becomes an ordinary event with the edits, and invites the planned friends who are still friends. */
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
        activity_category_id: edits?.activity_category_id === undefined ? event.activity_category_id : edits.activity_category_id,
        activity_subcategory_id: edits?.activity_subcategory_id === undefined ? event.activity_subcategory_id : edits.activity_subcategory_id,
        location: edits?.location === undefined ? event.location : edits.location,
        location_address: edits?.location_address === undefined ? event.location_address : edits.location_address,
        latitude: event.latitude,
        longitude: event.longitude,
        participant_ids: open.invitee_ids.filter((id) => friends.has(id)),
        source: 'suggested',
      });
      if (!parsed.success) throw invalidInput(parsed.error.issues);
      const category = (await calendar.listCategories()).find((candidate) => candidate.id === parsed.data.category_id);
      if (!category) throw invalidInput([{ path: ['category_id'], message: eventMessages.categoryUnknown }]);
      if (personalCategoryNames.includes(category.name)) throw invalidInput([{ path: ['category_id'], message: eventMessages.personalNoParticipants }]);
      if (!(await repository.activate(userId, eventId, deps.clock.now()))) throw notFound();
      return calendar.updateEvent(userId, eventId, parsed.data);
    },

    async reject(userId: string, eventId: string): Promise<void> {
      const open = await openSuggestion(userId, eventId);
      await repository.reject(userId, eventId, { start: open.start_time, end: open.end_time }, deps.clock.now());
    },
  };
}

export type Suggestions = ReturnType<typeof createSuggestions>;
