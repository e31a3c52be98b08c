import { Alert, Button, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { ListSkeleton, LoadError } from '../../../components/list-states';
import { useRestaurantSubtypesQuery } from '../api/get-restaurant-subtypes';
import { describeSchedulingError } from '../../scheduling';
import { flowMessages } from '../logic/flow-messages';
import { hasSharedType } from '../logic/shared-types';

type RestaurantTypesStepProps = {
  friendIds: string[];
  groupSize: number;
  subtypeIds: number[];
  onToggle: (subtypeId: number) => void;
  onContinueAnyway: () => void;
};

const likedBy = (count: number, groupSize: number) =>
  count === 0 ? 'No likes yet' : `Liked by ${count} of ${groupSize}`;

/** Step 3: the restaurant types the group can agree on, most liked first. */
export function RestaurantTypesStep({
  friendIds,
  groupSize,
  subtypeIds,
  onToggle,
  onContinueAnyway,
}: RestaurantTypesStepProps) {
  const subtypes = useRestaurantSubtypesQuery(friendIds);
  if (subtypes.isPending) return <ListSkeleton label="Loading restaurant types" rowHeight={40} rows={4} />;
  if (subtypes.isError) {
    return (
      <LoadError
        message={describeSchedulingError(subtypes.error, flowMessages.preferencesFailed)}
        onRetry={() => void subtypes.refetch()}
        isRetrying={subtypes.isFetching}
      />
    );
  }
  return (
    <>
      {!hasSharedType(subtypes.data) && (
        <Alert color="yellow" variant="light" mb="sm">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{flowMessages.noSharedTypes}</Text>
            <Button size="xs" variant="default" onClick={onContinueAnyway}>
              Continue Anyway
            </Button>
          </Stack>
        </Alert>
      )}
      {subtypes.data.length > 0 && (
        <Checkbox.Group
          label="Restaurant types"
          description="Nobody in your group dislikes these."
          value={subtypeIds.map(String)}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {subtypes.data.map((subtype) => (
              <Checkbox
                key={subtype.id}
                value={String(subtype.id)}
                label={subtype.name}
                description={likedBy(subtype.thumbs_up_count, groupSize)}
                onChange={() => onToggle(subtype.id)}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    </>
  );
}
