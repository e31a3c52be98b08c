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
import { instancesBetween, type EventsService } from '../events';
import type { NotificationsService } from '../notifications';
import { joinNames } from './explanation';
import type { HangoutPlanner, PlannedHangout } from './hangtime-now';
import type { SchedulingRepository } from './repository';
import { suggestionNoticeTitle } from './suggestion-notice';
import type { createSuggestionsRepository, OpenSuggestion } from './suggestions-repository';

type SuggestionsRepositoryOn = typeof createSuggestionsRepository;

const notFound = () => new AppError('NOT_FOUND', 'Suggestion not found');

type Span = { start: number; end: number };
type ProposeOutcome = 'proposed' | 'taken' | 'has-open';

const DAY_MS = 24 * 3600_000;
/** The planner looks two weeks ahead (and a day of zones): invitations beyond cannot clash. */
const SEARCH_DAYS = 16;
/** Plans tried per person when the first one's time is another person's hangout. */
const MAX_PLANS = 3;

/** Rolls the proposal's transaction back: it clashed with a suggestion already made. */
class NotProposed extends Error {
  constructor(readonly outcome: Exclude<ProposeOutcome, 'proposed'>) {
    super(`suggestion not proposed: ${outcome}`);
  }
}

/**
 * Whether a plan for `group` (its organizer first) repeats an open suggestion: one group gets one
 * suggestion, so the groups (organizer and invitees) may not share more than half of the smaller
 * one, whenever it is; and the organizer may not be planned into another suggestion at that time.
 */
export function isSameHangout(group: string[], span: { start: Date; end: Date }, other: OpenSuggestion): boolean {
  const others = new Set([other.owner_id, ...other.invitee_ids]);
  const shared = group.filter((id) => others.has(id)).length;
  if (shared * 2 > Math.min(group.length, others.size)) return true;
  const overlaps = other.start < span.end && span.start < other.end;
  return overlaps && others.has(group[0]!);
}

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

  /**
   * Times not to propose to the person: those they rejected, those they are invited to (a pending
   * invitation is not busy time, but two plans for one evening are one too many), and those of
   * another person's open suggestion that would invite them.
   */
  async function takenTimes(userId: string): Promise<Span[]> {
    const now = clock.now();
    const to = new Date(now.getTime() + SEARCH_DAYS * DAY_MS);
    const [rejected, invitations, plannedFor] = await Promise.all([
      repository.listRejectedSlots(userId),
      repository.listInvitations(userId, now, to),
      repository.listPlannedFor(userId, now),
    ]);
    const invited = invitations.flatMap((row) =>
      instancesBetween(row, now, to).map((instance) => ({
        start: Date.parse(instance.instance_start),
        end: Date.parse(instance.instance_end),
      })),
    );
    return [...rejected, ...invited, ...plannedFor];
  }

  /** Whether a member of the planned group who is still due a suggestion this run should organize it instead. */
  async function isSomeoneFairer(userId: string, inviteeIds: string[]): Promise<boolean> {
    const due = await repository.listEligibleUserIds(clock.now(), inviteeIds);
    if (due.length === 0) return false;
    const [fairest] = await repository.orderByFairness([userId, ...due]);
    return fairest !== userId;
  }

  /**
   * The event, its plan and the bell's row, all or nothing, after a check under a lock that every
   * proposal takes: 'taken' when an open suggestion is already this hangout, 'has-open' when the
   * person has one already (a retried job whose first run committed).
   */
  async function propose(timezone: string, userId: string, planned: PlannedHangout): Promise<ProposeOutcome> {
    const now = clock.now();
    const { input } = planned;
    const start = new Date(input.start_time);
    const span = { start, end: new Date(input.end_time) };
    const names = (await repository.listPeople(planned.inviteeIds)).map((person) => person.first_name);
    const when = formatWhen(start, false, timezone);
    try {
      await calendar.createSuggestion(userId, input, timezone, async (executor, eventId) => {
        const onTransaction = uses.repositoryOn(executor);
        await onTransaction.lockProposals();
        if (await onTransaction.hasOpen(userId, now, eventId)) throw new NotProposed('has-open');
        const group = [userId, ...planned.inviteeIds];
        const open = await onTransaction.listOpenSharing(group, now, eventId);
        if (open.some((other) => isSameHangout(group, span, other))) throw new NotProposed('taken');
        await onTransaction.insertPlan(eventId, userId, planned.inviteeIds, now);
        await notifications.within(executor).createNotification({
          userId,
          type: 'hangout_suggested',
          title: suggestionNoticeTitle(input.title, start, timezone),
          message: `Hangtime found a time with ${joinNames(names)}: ${when}. Open it to send the invitations, or reject it.`,
          data: { event_id: eventId, start_time: start.toISOString() },
          createdAt: now,
        });
      });
    } catch (error) {
      if (error instanceof NotProposed) return error.outcome;
      throw error;
    }
    return 'proposed';
  }

  /**
   * Plans one suggestion for the person; false when nothing is feasible. Several people's plans
   * may be one hangout (four friends free together on Friday evening): only its fairest member
   * organizes it (`orderByFairness`), the others skip that time; and the check against the
   * suggestions already made and the insert are one locked step, so two jobs racing cannot both
   * propose it (behaviour.md §8, "Suggestions").
   */
  async function proposeFor(userId: string): Promise<boolean> {
    const caller = await scheduling.repository.findPerson(userId);
    if (!caller) return false;
    const avoid = await takenTimes(userId);
    for (let attempt = 0; attempt < MAX_PLANS; attempt += 1) {
      const planned = await scheduling.planner.plan(caller, { avoid });
      if (!planned) return false;
      const span = { start: new Date(planned.input.start_time), end: new Date(planned.input.end_time) };
      const outcome = (await isSomeoneFairer(userId, planned.inviteeIds))
        ? 'taken'
        : await propose(caller.timezone, userId, planned);
      if (outcome !== 'taken') return outcome === 'proposed';
      avoid.push({ start: span.start.getTime(), end: span.end.getTime() });
    }
    return false;
  }

  /** Suggestions whose start has passed go, with their bell rows; rejected times that are over too. */
  const expire = () =>
    calendar.removeStartedSuggestions(async (executor, eventIds) => {
      await deleteNotices(executor, eventIds);
      await uses.repositoryOn(executor).forgetRejectedBefore(clock.now());
    });

  async function openSuggestion(userId: string, eventId: string) {
    const open = isUuid(eventId) ? await repository.findOpen(userId, eventId, clock.now()) : null;
    if (!open) throw notFound();
    return open;
  }

  return {
    proposeFor,

    /**
     * A hangout planned elsewhere (a regular group's, issue 26) offered as a suggestion: the event,
     * its plan, the bell row and `alongside` in one transaction. Not checked against other
     * suggestions: the caller's own ledger says it is offered once. Answers the event's id.
     */
    async offer(
      userId: string,
      planned: { input: PlannedHangout['input']; inviteeIds: string[]; timezone: string },
      message: string,
      alongside: (executor: Executor, eventId: string) => Promise<void>,
    ): Promise<string> {
      const now = clock.now();
      const { input } = planned;
      const start = new Date(input.start_time);
      return calendar.createSuggestion(userId, input, planned.timezone, async (executor, eventId) => {
        await uses.repositoryOn(executor).insertPlan(eventId, userId, planned.inviteeIds, now);
        await alongside(executor, eventId);
        await notifications.within(executor).createNotification({
          userId,
          type: 'hangout_suggested',
          title: suggestionNoticeTitle(input.title, start, planned.timezone),
          message,
          data: { event_id: eventId, start_time: start.toISOString() },
          createdAt: now,
        });
      });
    },

    /** Who the weekly run plans for; each is planned by a job of their own (`proposeFor`). */
    listEligible: () => repository.listEligibleUserIds(clock.now()),

    /**
     * The weekly run in one go, one person after another (the operator's `npm run admin:suggest`):
     * expired suggestions go first, then each eligible person is planned for. A person whose
     * planning fails is counted and skipped, as their job would fail alone.
     */
    async runForEveryone(onFailure: (userId: string, error: unknown) => void) {
      const expired = await expire();
      const people = await repository.listEligibleUserIds(clock.now());
      let proposed = 0;
      let failed = 0;
      for (const userId of people) {
        try {
          if (await proposeFor(userId)) proposed += 1;
        } catch (error) {
          failed += 1;
          onFailure(userId, error);
        }
      }
      return { expired, eligible: people.length, proposed, failed };
    },

    expire,

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
      const accepted = parsed.data;
      const span = { start: new Date(accepted.start_time), end: new Date(accepted.end_time) };
      return calendar.acceptSuggestion(userId, eventId, accepted, async (executor) => {
        await uses.repositoryOn(executor).deletePlan(eventId);
        // The invitees' own suggestions for that time are this hangout, or clash with it: withdrawn.
        const withdrawn = await calendar.withdrawOverlappingSuggestions(executor, accepted.participant_ids ?? [], span);
        await deleteNotices(executor, [eventId, ...withdrawn]);
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
