import { Text } from '@mantine/core';
import { useActivityCategoriesQuery } from '../../preferences';
import { describeActivity } from '../logic/activity-options';
import { eventsScreenMessages } from '../logic/events-messages';

type EventActivityProps = { categoryId: number; subcategoryId: number | null };

/** The event's activity classification, read-only, by name. */
export function EventActivity({ categoryId, subcategoryId }: EventActivityProps) {
  const activityCategories = useActivityCategoriesQuery();
  if (activityCategories.isError) {
    return (
      <Text size="sm" c="red">
        {eventsScreenMessages.activityCategoriesFailed}
      </Text>
    );
  }
  const label = describeActivity(activityCategories.data ?? [], categoryId, subcategoryId);
  return label ? <Text size="sm">Activity: {label}</Text> : null;
}
