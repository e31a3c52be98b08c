import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { EventView } from '@hangtime/core/events/schemas';
import { PersonAvatar } from '../../../components/person-avatar';
import { EventPlace } from './event-place';
import { formatEventWhen } from './event-when';
import { useProfileTimeZone } from './use-profile-time-zone';
import { ReconfirmChanges } from './reconfirm-changes';
import { RsvpButtons } from './rsvp-buttons';
import { SourceBadge } from './source-badge';

type InvitationRowProps = { invitation: EventView; onOpen?: (event: EventView) => void };

/** One invitation: what, who from, when (in your profile's zone), where, and the answers open to you. */
export function InvitationRow({ invitation, onOpen }: InvitationRowProps) {
  const creator = `${invitation.creator.first_name} ${invitation.creator.last_name}`.trim();
  const timeZone = useProfileTimeZone();
  const title = (
    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {invitation.title}
    </Text>
  );
  return (
    <Stack component="li" gap={6} py="sm" style={{ borderTop: '1px solid var(--ht-color-divider)' }}>
      <Group gap="xs" wrap="wrap">
        {onOpen ? (
          <UnstyledButton onClick={() => onOpen(invitation)} aria-label={`Open ${invitation.title}`}>
            {title}
          </UnstyledButton>
        ) : (
          title
        )}
        <SourceBadge source={invitation.source} />
        {invitation.needs_reconfirm && (
          <Badge color="orange" variant="light" size="sm">
            Updated
          </Badge>
        )}
      </Group>
      <Group gap={6} wrap="nowrap">
        <PersonAvatar name={creator} size={20} />
        <Text size="xs" c="dimmed">
          From {creator} ·{' '}
          {formatEventWhen(invitation.start_time, invitation.end_time, invitation.all_day, new Date(), timeZone)}
        </Text>
      </Group>
      <EventPlace event={invitation} compact />
      {invitation.needs_reconfirm && <ReconfirmChanges changes={invitation.reconfirm_changes} compact />}
      {invitation.description && (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {invitation.description}
        </Text>
      )}
      <RsvpButtons
        eventId={invitation.id}
        eventTitle={invitation.title}
        status={invitation.participant_status}
        size="xs"
      />
    </Stack>
  );
}
