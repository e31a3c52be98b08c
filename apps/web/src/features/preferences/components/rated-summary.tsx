import { Skeleton, Stack, Text } from '@mantine/core';
import type { PreferenceItem } from '@hangtime/core/preferences/schemas';
import { EmptyText, LoadError } from '../../../components/list-states';
import { useRatedPreferencesQuery } from '../api/get-rated-preferences';
import { preferencesMessages } from '../logic/preferences-messages';

function listNames(items: PreferenceItem[]): string {
  return items.map((item) => item.name).join(', ');
}

/** What the user likes and dislikes so far, in one glance above the long list. */
export function RatedSummary() {
  const rated = useRatedPreferencesQuery();

  if (rated.isPending) {
    return <Skeleton height={40} radius="md" role="status" aria-label="Loading your ratings" aria-busy />;
  }
  if (rated.isError) {
    return (
      <LoadError
        message={preferencesMessages.preferencesFailed}
        onRetry={() => void rated.refetch()}
        isRetrying={rated.isFetching}
      />
    );
  }
  const likes = rated.data.filter((item) => item.rating === 'like');
  const dislikes = rated.data.filter((item) => item.rating === 'dislike');
  if (likes.length === 0 && dislikes.length === 0) {
    return <EmptyText>You haven't rated any activities yet. Start with a category below.</EmptyText>;
  }
  return (
    <Stack gap={4} style={{ overflowWrap: 'anywhere' }}>
      {likes.length > 0 && (
        <Text size="sm">
          <Text span fw={600} c="green">
            You like ({likes.length}):
          </Text>{' '}
          {listNames(likes)}
        </Text>
      )}
      {dislikes.length > 0 && (
        <Text size="sm">
          <Text span fw={600} c="red">
            You dislike ({dislikes.length}):
          </Text>{' '}
          {listNames(dislikes)}
        </Text>
      )}
    </Stack>
  );
}
