import { Paper, Text } from '@mantine/core';

type InvitedFriendsProps = { count: number; names: string[] };

/** Spec §2: the Suggested Event modal shows how many friends it invites (and here, who). */
export function InvitedFriends({ count, names }: InvitedFriendsProps) {
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Text size="sm" fw={600}>
        {count === 1 ? '1 friend invited' : `${count} friends invited`}
      </Text>
      {names.length > 0 && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {names.join(', ')}
        </Text>
      )}
    </Paper>
  );
}
