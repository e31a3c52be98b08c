import { MultiSelect } from '@mantine/core';
import { useFriendChoicesQuery } from '../api/get-friend-choices';
import { eventsScreenMessages } from '../logic/events-messages';
import type { EventFieldsProps } from './form-types';

/** The friends to invite (participant_ids are their user ids). */
export function ParticipantsField({ form, disabled }: EventFieldsProps) {
  const friends = useFriendChoicesQuery(true);
  const noFriends = friends.isSuccess && friends.data.length === 0;
  return (
    <MultiSelect
      label="Invite friends"
      placeholder={friends.isPending ? 'Loading friends…' : noFriends ? 'No friends yet' : 'Choose friends'}
      data={friends.data ?? []}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage="No friend by that name"
      disabled={disabled || friends.isPending || noFriends}
      error={friends.isError ? eventsScreenMessages.friendsFailed : undefined}
      {...form.getInputProps('participant_ids')}
    />
  );
}
