import { Button, NativeSelect, Switch, Text } from '@mantine/core';
import type { Friendship } from '@hangtime/core/friends/schemas';
import { ListRow } from '../../../components/list-states';
import { useUpdateFriendPreferencesMutation, type FriendPreferenceChange } from '../api/update-friend-preferences';
import { describeFriendsError, friendsMessages } from '../logic/friends-messages';
import { hangoutStyleOptions, toHangoutStyle } from '../logic/hangout-styles';
import { formatPersonName } from '../logic/person-name';
import { WithAvatar } from '../../../components/person-avatar';

type FriendRowProps = {
  friendship: Friendship;
  /** Asks for confirmation first; the list owns the dialog. */
  onRemove: (friendship: Friendship) => void;
  isRemoveDisabled: boolean;
  onPreferenceChange: () => void;
  onPreferenceError: (text: string) => void;
};

/** One friend: who they are, your priority flag and hangout style for them, and Remove. */
export function FriendRow(props: FriendRowProps) {
  const { friendship, onRemove, isRemoveDisabled, onPreferenceChange, onPreferenceError } = props;
  // One mutation per preference, so changing the style does not wait on the priority.
  const priority = useUpdateFriendPreferencesMutation();
  const style = useUpdateFriendPreferencesMutation();
  const name = formatPersonName(friendship.friend);

  function save(mutation: typeof priority, change: FriendPreferenceChange) {
    // The screen already shows the change; a second one before the answer would race it.
    if (mutation.isPending) return;
    onPreferenceChange();
    mutation.mutate(
      { friendshipId: friendship.id, change },
      {
        onError: (error) => onPreferenceError(describeFriendsError(error, friendsMessages.preferenceFailed)),
      },
    );
  }

  return (
    <ListRow
      actions={
        <>
          <Switch
            label="Priority"
            aria-label={`Priority: ${name}`}
            checked={friendship.priority}
            onChange={(event) => save(priority, { priority: event.currentTarget.checked })}
          />
          <NativeSelect
            aria-label={`Hangout style with ${name}`}
            data={hangoutStyleOptions}
            value={friendship.hangout_style}
            onChange={(event) => {
              const next = toHangoutStyle(event.currentTarget.value);
              if (next) save(style, { hangout_style: next });
            }}
            size="sm"
            w={140}
          />
          <Button
            size="sm"
            variant="subtle"
            color="red"
            onClick={() => onRemove(friendship)}
            disabled={isRemoveDisabled}
            aria-label={`Remove ${name}`}
          >
            Remove
          </Button>
        </>
      }
    >
      <WithAvatar name={name} colorKey={friendship.friend.id}>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {friendship.friend.email}
        </Text>
      </WithAvatar>
    </ListRow>
  );
}
