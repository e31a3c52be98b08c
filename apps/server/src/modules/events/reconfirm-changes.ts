// The reconfirm card's "what changed": while a guest is asked to reconfirm, every change the
// organizer made since the guest last answered, joined into one and written in the guest's zone.
import { describeChange } from './change-text';
import { mergeChanges, readChange } from './event-change';
import type { ParticipantRow } from './repository';
import type { EventStores } from './stores';

const eventIdOf = (data: unknown) =>
  data && typeof data === 'object' ? (data as { event_id?: unknown }).event_id : undefined;

/** By event id, for the viewer's rows that ask them to reconfirm; two queries at most, none when no row asks. */
export async function reconfirmChangesOf(
  stores: EventStores,
  viewerId: string,
  participants: ParticipantRow[],
): Promise<Map<string, string[]>> {
  const asked = participants.filter((row) => row.user_id === viewerId && row.needs_reconfirm);
  if (asked.length === 0) return new Map();
  const [viewer, notices] = await Promise.all([
    stores.events.findUser(viewerId),
    stores.notifications.listAboutEvents(
      viewerId,
      'event_updated',
      asked.map((row) => row.event_id),
    ),
  ]);
  const zone = viewer?.timezone ?? 'UTC';
  return new Map(
    asked.map((row) => {
      // The guest's last answer (a tentative guest's too); the changes they have not answered come after it.
      const since = (row.responded_at ?? row.created_at).getTime();
      const changes = notices
        .filter((notice) => eventIdOf(notice.data) === row.event_id && notice.created_at.getTime() >= since)
        .flatMap((notice) => readChange(notice.data) ?? []);
      return [row.event_id, describeChange(mergeChanges(changes), zone)];
    }),
  );
}
