// Rows to the shapes of the contract (packages/core/src/events/schemas.ts), as one participant sees them.
import type {
  CategoryView,
  EventSummaryView,
  EventView,
  ParticipantStatus,
  ParticipantView,
} from '@hangtime/core/events/schemas';
import { orderParticipants } from '@hangtime/core/events/name-order';
import type { EventInstance } from '@hangtime/core/scheduling/event-recurrence';
import { toUtcStringOfDate } from '@hangtime/core/time/instants';
import type { CategoryRow, EventRow, EventSummaryRow, ParticipantRow, SummaryEventRow } from './repository';

export function toCategoryView(row: CategoryRow): CategoryView {
  return { id: row.id, name: row.name, description: row.description, color: row.color };
}

/** A participant as the viewer sees them: the email only of the viewer and the viewer's friends. */
function toParticipantView(row: ParticipantRow, emailsShown: ReadonlySet<string>): ParticipantView {
  return {
    id: row.id,
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: emailsShown.has(row.user_id) ? row.email : null,
    status: row.status as ParticipantStatus,
    role: row.role as ParticipantView['role'],
    needs_reconfirm: row.needs_reconfirm,
  };
}

export type ViewContext = {
  viewerId: string;
  /** The people whose email the viewer may see on these events: the viewer and their friends. */
  emailsShown: ReadonlySet<string>;
  categories: Map<number, CategoryRow>;
  participantsByEvent: Map<string, ParticipantRow[]>;
  /** What changed since the viewer answered, for the events that ask them to reconfirm (reconfirm-changes.ts). */
  reconfirmChanges: Map<string, string[]>;
};

export function groupByEvent(participants: ParticipantRow[]): Map<string, ParticipantRow[]> {
  const groups = new Map<string, ParticipantRow[]>();
  for (const participant of participants) {
    const group = groups.get(participant.event_id);
    if (group) group.push(participant);
    else groups.set(participant.event_id, [participant]);
  }
  return groups;
}

/** What a summary tells beside the event's own columns: the viewer's answer, the organizer, the category (see EventSummaryRow). */
type SummaryFacts = Omit<EventSummaryRow, 'event'>;

/** An instance without its participant list, as a range read answers it. */
export function toEventSummary(event: SummaryEventRow, instance: EventInstance, facts: SummaryFacts): EventSummaryView {
  return {
    id: event.id,
    instance_start: instance.instance_start,
    title: event.title,
    description: event.description,
    start_time: instance.instance_start,
    end_time: instance.instance_end,
    all_day: event.all_day,
    timezone: event.timezone,
    location: event.location,
    location_address: event.location_address,
    latitude: event.latitude,
    longitude: event.longitude,
    category_id: event.category_id,
    category: facts.category,
    activity_category_id: event.activity_category_id,
    activity_subcategory_id: event.activity_subcategory_id,
    is_recurring: event.is_recurring,
    recurring_pattern: event.recurring_pattern ?? null,
    source: event.source,
    status: event.status as EventView['status'],
    created_by: event.created_by,
    creator: { first_name: facts.creator_first_name, last_name: facts.creator_last_name },
    participant_status: facts.status as ParticipantStatus,
    needs_reconfirm: facts.needs_reconfirm,
    awaiting_others: facts.awaiting_others,
    created_at: toUtcStringOfDate(event.created_at),
  };
}

/** The summary's facts, read off the participant list and the categories. */
function summaryFactsOf(event: EventRow, participants: ParticipantRow[], context: ViewContext): SummaryFacts {
  const { viewerId } = context;
  const category = context.categories.get(event.category_id);
  const mine = participants.find((participant) => participant.user_id === viewerId);
  const owner = participants.find((participant) => participant.user_id === event.created_by);
  const others = participants.filter((participant) => participant.user_id !== event.created_by);
  return {
    status: mine?.status ?? 'pending',
    needs_reconfirm: mine?.needs_reconfirm ?? false,
    creator_first_name: owner?.first_name ?? '',
    creator_last_name: owner?.last_name ?? '',
    awaiting_others:
      event.created_by === viewerId &&
      others.length > 0 &&
      others.every((participant) => participant.status !== 'accepted'),
    // Every event has its category (a foreign key); the fallback only keeps a view from failing.
    category: category
      ? { id: category.id, name: category.name, color: category.color }
      : { id: event.category_id, name: '', color: '#868e96' },
  };
}

/** An instance with everyone on the event: the organizer first, then by name (core's name-order). */
export function toEventView(event: EventRow, instance: EventInstance, context: ViewContext): EventView {
  const participants = context.participantsByEvent.get(event.id) ?? [];
  return {
    ...toEventSummary(event, instance, summaryFactsOf(event, participants, context)),
    participants: orderParticipants(participants).map((row) => toParticipantView(row, context.emailsShown)),
    reconfirm_changes: context.reconfirmChanges.get(event.id) ?? [],
  };
}
