// Creating and changing events: only the organizer edits; participants must be the organizer's
// friends; a change of time or place asks everyone who accepted (or said maybe) to reconfirm, telling
// them what changed (behaviour.md §6).
import { AppError } from '@hangtime/core/errors';
import type { RecurringPattern } from '@hangtime/core/events/recurring-pattern';
import { eventMessages, type EventInput } from '@hangtime/core/events/schemas';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { isUuid } from '../../lib/ids';
import { notFound } from './queries';
import type { EventRow, NewEvent, PersonRow } from './repository';
import type { EventStores, EventStoresWithTransaction } from './stores';
import { eventNotifications, mailEventNotice, type EventNoticeKind } from './notices';
import { eventColumns } from './columns';
import { diffEvent, type EventChange } from './event-change';

/**
 * A pattern as a comparable string. Not JSON.stringify of the row: jsonb gives keys back in its own
 * order (shortest first), so the stored pattern never matched the parsed input and every save of a
 * recurring event looked like a change of time.
 */
function patternKey(pattern: RecurringPattern | null | undefined): string {
  if (!pattern) return 'null';
  return JSON.stringify([
    pattern.recurrence_type,
    pattern.interval,
    pattern.end_date ?? null,
    pattern.end_occurrences ?? null,
    pattern.days_of_week ?? [],
    pattern.day_of_month ?? null,
    pattern.week_of_month ?? null,
    pattern.day_of_week_monthly ?? null,
  ]);
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } });

/** Another module's writes that belong to a change of an event, in the same transaction. */
export type Alongside = (executor: Executor, eventId: string) => Promise<void>;

/** Mail that waits for its transaction to commit. */
type PendingMail = {
  kind: EventNoticeKind;
  event: EventRow;
  organizerId: string;
  recipientIds: string[];
  change?: EventChange;
};

/** Pending mail with the people its bell rows named, read once in the transaction. */
type NotifiedMail = PendingMail & { organizer: PersonRow; recipients: PersonRow[] };

export function createEventChanges(deps: AppDeps, stores: EventStoresWithTransaction) {
  /**
   * Checks the category and the participants; the participants as user ids without the organizer.
   * Those already on the event (`current`) may stay without being friends: after a transfer the new
   * organizer inherits the former one's guests. Only newcomers must be the organizer's friends.
   */
  async function checkInput(
    tx: EventStores,
    ownerId: string,
    input: EventInput,
    current: readonly string[] = [],
  ): Promise<string[]> {
    const category = (await tx.events.listCategories()).find((candidate) => candidate.id === input.category_id);
    if (!category) throw invalid('category_id', eventMessages.categoryUnknown);
    const invitees = (input.participant_ids ?? current).filter((id) => id !== ownerId);
    if (invitees.length === 0) return [];
    if (category.is_personal) throw invalid('participant_ids', eventMessages.personalNoParticipants);
    const newcomers = invitees.filter((id) => !current.includes(id));
    const friends = new Set(await tx.events.filterFriends(ownerId, newcomers.filter(isUuid)));
    if (newcomers.some((id) => !friends.has(id)))
      throw invalid('participant_ids', eventMessages.participantsNotFriends);
    return invitees;
  }

  async function toColumns(
    tx: EventStores,
    ownerId: string,
    input: EventInput,
  ): Promise<Omit<NewEvent, 'created_by' | 'created_at'>> {
    const timezone = input.timezone ?? (await tx.events.findUser(ownerId))?.timezone ?? 'UTC';
    return eventColumns(input, timezone, deps.clock.now());
  }

  /** The bell rows of a change, in its transaction; null when the organizer is gone (no bell, no mail). */
  async function notify(tx: EventStores, mail: PendingMail, now: Date): Promise<NotifiedMail | null> {
    const organizer = await tx.events.findUser(mail.organizerId);
    if (!organizer) return null;
    const recipients = await tx.events.findUsers(mail.recipientIds);
    await tx.notifications.createNotifications(
      eventNotifications(mail.kind, mail.event, organizer, recipients, now, mail.change),
    );
    return { ...mail, organizer, recipients };
  }

  /** Mail goes out after the commit, so a rolled-back change sends nothing. */
  async function sendMail(mails: NotifiedMail[]) {
    for (const mail of mails)
      await mailEventNotice(deps, mail.kind, mail.event, mail.organizer, mail.recipients, mail.change);
  }

  /** The organizer's own event, locked for the change; 404 when not a participant, 403 when only a participant. */
  async function loadOwned(tx: EventStores, userId: string, eventId: string): Promise<EventRow> {
    const event = isUuid(eventId) ? await tx.events.findForParticipant(userId, eventId) : null;
    if (!event) throw notFound();
    if (event.created_by !== userId) throw new AppError('FORBIDDEN', eventMessages.onlyOwnerEdits);
    await tx.events.lockEvent(event.id);
    return event;
  }

  /** What a change of time, zone, place or recurrence changed; null for anything else (a title, a description). */
  function timeOrPlaceChange(before: EventRow, after: Omit<NewEvent, 'created_by' | 'created_at'>): EventChange | null {
    const change = diffEvent(
      before,
      after,
      patternKey(before.recurring_pattern) !== patternKey(after.recurring_pattern),
    );
    return Object.keys(change).length > 0 ? change : null;
  }

  return {
    async create(ownerId: string, input: EventInput): Promise<string> {
      const now = deps.clock.now();
      const mails: NotifiedMail[] = [];
      const eventId = await stores.transaction(async (tx) => {
        const invitees = await checkInput(tx, ownerId, input);
        const event = await tx.events.insertEvent({
          ...(await toColumns(tx, ownerId, input)),
          created_by: ownerId,
          created_at: now,
        });
        await tx.events.addParticipants([
          {
            event_id: event.id,
            user_id: ownerId,
            role: 'owner',
            status: 'accepted',
            created_at: now,
            responded_at: now,
          },
          ...invitees.map((userId) => ({
            event_id: event.id,
            user_id: userId,
            role: 'participant',
            status: 'pending',
            created_at: now,
          })),
        ]);
        const mail = { kind: 'event_invitation' as const, event, organizerId: ownerId, recipientIds: invitees };
        const notified = await notify(tx, mail, now);
        if (notified) mails.push(notified);
        return event.id;
      });
      await sendMail(mails);
      return eventId;
    },

    /**
     * With `activating`, the event is the owner's suggestion (behaviour.md §8): it becomes an
     * ordinary event, `activating` runs, and the change applies, in one transaction.
     */
    async update(userId: string, eventId: string, input: EventInput, activating?: Alongside): Promise<void> {
      const now = deps.clock.now();
      const mails: NotifiedMail[] = [];
      await stores.transaction(async (tx, executor) => {
        if (activating) {
          if (!(isUuid(eventId) && (await tx.suggested.activate(userId, eventId, now)))) throw notFound();
          await activating(executor, eventId);
        }
        const before = await loadOwned(tx, userId, eventId);
        const current = (await tx.events.listParticipants([before.id]))
          .filter((row) => row.user_id !== userId)
          .map((row) => row.user_id);
        const invitees = await checkInput(tx, userId, input, current);
        // Without a zone in the body the event keeps its own, rather than taking the editor's.
        const columns = await toColumns(tx, userId, { ...input, timezone: input.timezone ?? before.timezone });
        await tx.events.updateEvent(before.id, columns);
        const after = { ...before, ...columns };
        const added = invitees.filter((id) => !current.includes(id));
        const removed = current.filter((id) => !invitees.includes(id));
        await tx.events.removeParticipants(before.id, removed);
        await tx.events.addParticipants(
          added.map((id) => ({
            event_id: before.id,
            user_id: id,
            role: 'participant',
            status: 'pending',
            created_at: now,
          })),
        );
        const change = timeOrPlaceChange(before, columns);
        const reconfirm = change ? await tx.events.askToReconfirm(before.id, userId) : [];
        const pending: PendingMail[] = [
          { kind: 'event_invitation', event: after, organizerId: userId, recipientIds: added },
          {
            kind: 'event_updated',
            event: after,
            organizerId: userId,
            recipientIds: reconfirm,
            ...(change && { change }),
          },
          { kind: 'event_cancelled', event: after, organizerId: userId, recipientIds: removed },
        ];
        for (const mail of pending.filter((candidate) => candidate.recipientIds.length > 0)) {
          const notified = await notify(tx, mail, now);
          if (notified) mails.push(notified);
        }
      });
      await sendMail(mails);
    },

    /**
     * The organizer leaves: ownership passes to the earliest participant who accepted (else the
     * earliest tentative one); with nobody like that the event is cancelled for everyone; alone, it
     * is deleted. A participant's leaving is a decline.
     */
    async leave(userId: string, eventId: string): Promise<'deleted' | 'transferred' | 'cancelled' | 'declined'> {
      const now = deps.clock.now();
      const mails: NotifiedMail[] = [];
      const outcome = await stores.transaction(async (tx) => {
        const event = isUuid(eventId) ? await tx.events.findForParticipant(userId, eventId) : null;
        if (!event) throw notFound();
        await tx.events.lockEvent(event.id);
        if (event.created_by !== userId) {
          await tx.events.setParticipantStatus(event.id, userId, 'declined', now);
          return 'declined' as const;
        }
        const others = (await tx.events.listParticipants([event.id])).filter((row) => row.user_id !== userId);
        if (others.length === 0) {
          await tx.events.deleteEvent(event.id);
          return 'deleted' as const;
        }
        const byAnswer = (status: string) =>
          others
            .filter((row) => row.status === status)
            .sort((a, b) => (a.responded_at ?? a.created_at).getTime() - (b.responded_at ?? b.created_at).getTime())[0];
        const heir = byAnswer('accepted') ?? byAnswer('tentative');
        if (heir) {
          await tx.events.updateEvent(event.id, { created_by: heir.user_id, updated_at: now });
          await tx.events.setParticipantStatus(event.id, heir.user_id, 'accepted', now, 'owner');
          await tx.events.removeParticipants(event.id, [userId]);
          return 'transferred' as const;
        }
        await tx.events.updateEvent(event.id, { status: 'cancelled', updated_at: now });
        const mail = {
          kind: 'event_cancelled' as const,
          event,
          organizerId: userId,
          recipientIds: others.map((row) => row.user_id),
        };
        const notified = await notify(tx, mail, now);
        if (notified) mails.push(notified);
        return 'cancelled' as const;
      });
      await sendMail(mails);
      return outcome;
    },
  };
}
