import { useId } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import type { ParticipantView } from '@hangtime/core/events/schemas';
import { PlainList } from '../../../components/list-states';
import { PersonAvatar } from '../../../components/person-avatar';
import { StatusBadge } from './status-badge';

function displayName(person: ParticipantView): string {
  return `${person.first_name} ${person.last_name}`.trim() || person.email || 'Someone';
}

/** Who is invited and what each answered; the organizer first. */
export function ParticipantList({ participants }: { participants: ParticipantView[] }) {
  const headingId = useId();
  const ordered = [...participants].sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={headingId}>
        Participants
      </Text>
      <PlainList labelledBy={headingId} gap={6}>
        {ordered.map((person) => (
          <Group component="li" key={person.id} justify="space-between" gap="xs" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <PersonAvatar name={displayName(person)} colorKey={person.user_id} size={26} />
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {displayName(person)}
                {person.role === 'owner' && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (organizer)
                  </Text>
                )}
              </Text>
            </Group>
            <StatusBadge status={person.status} />
          </Group>
        ))}
      </PlainList>
    </Stack>
  );
}
