import { Text } from '@mantine/core';
import { useActivityCategoriesQuery } from '../../preferences';
import { describeActivity } from '../logic/activity-options';
import { eventsScreenMessages } from '../logic/events-messages';

type EventActivityProps = {
  categoryId: number;
  subcategoryId: number | null;
  /** False where a label of its own sits beside it already. */
  withLabel?: boolean;
};

/** The event's activity classification, read-only, by name. */
export function EventActivity({ categoryId, subcategoryId, withLabel = true }: EventActivityProps) {
  const activityCategories = useActivityCategoriesQuery();
  if (activityCategories.isError) {
    return (
      <Text size="sm" c="red">
        {eventsScreenMessages.activityCategoriesFailed}
      </Text>
    );
  }
  const label = describeActivity(activityCategories.data ?? [], categoryId, subcategoryId);
  if (!label) return null;
  return <Text size="sm">{withLabel ? `Activity: ${label}` : label}</Text>;
}
