import { useId } from 'react';
import { Checkbox, Paper, Stack, Text } from '@mantine/core';

export type InvitedFriend = { id: string; name: string };

type InvitedFriendsProps = {
  friends: InvitedFriend[];
  /** How many the invitation goes to (a server suggestion may count friends it does not name). */
  count: number;
  /** The friends ticked, when the person may choose (a draft from a free-together band). */
  selectedIds?: string[];
  onChange?: (ids: string[]) => void;
  /** Why the choice cannot be sent, e.g. nobody ticked. */
  error?: string | null;
  disabled?: boolean;
};

/** "2 friends will be invited": nothing is sent until the person creates the event. */
export function describeInvitedCount(count: number): string {
  return count === 1 ? '1 friend will be invited' : `${count} friends will be invited`;
}

/**
 * Spec §2: the Suggested Event modal shows how many friends it invites (and here, who). In a
 * draft each friend is a tick box, so someone who cannot come this time is left out before
 * anything is sent; at least one must stay (a hangout needs someone to hang out with).
 */
export function InvitedFriends({ friends, count, selectedIds, onChange, error, disabled }: InvitedFriendsProps) {
  const headingId = useId();
  const isChoosing = selectedIds !== undefined && onChange !== undefined;
  const shownCount = isChoosing ? selectedIds.length : count;
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--ht-color-subtle)">
      <Text size="sm" fw={600} id={headingId}>
        {describeInvitedCount(shownCount)}
      </Text>
      {isChoosing ? (
        <Checkbox.Group value={selectedIds} onChange={onChange} aria-labelledby={headingId} error={error} mt={6}>
          <Stack gap={6}>
            {friends.map((friend) => (
              <Checkbox
                key={friend.id}
                value={friend.id}
                label={friend.name}
                disabled={disabled}
                size="sm"
                styles={{ label: { overflowWrap: 'anywhere' } }}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : (
        friends.length > 0 && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {friends.map((friend) => friend.name).join(', ')}
          </Text>
        )
      )}
    </Paper>
  );
}
