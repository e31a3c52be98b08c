import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { EmptyText, ListSkeleton, LoadError } from '../../../components/list-states';
import { useActivityCategoriesQuery } from '../api/get-activity-categories';
import { preferencesMessages } from '../logic/preferences-messages';
import { useRatePreference } from '../logic/use-rate-preference';
import { CategoryAccordion } from './category-accordion';
import { RatedSummary } from './rated-summary';

/**
 * Activity Preferences (spec §2): every category with its activities, each rated like, unsure
 * or dislike. A rating is saved as it is chosen and put back if the server refuses it.
 */
export function ActivityPreferences() {
  const headingId = useId();
  const categories = useActivityCategoriesQuery();
  const { rate, failureFor } = useRatePreference(preferencesMessages.updateFailed);

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={headingId}>
            Activity Preferences
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Rate what you like doing, so plans suit everyone. Each choice is saved as you make it.
          </Text>
        </div>
        <RatedSummary />
        {categories.isPending ? (
          <ListSkeleton label="Loading activity categories" rows={3} rowHeight={56} />
        ) : categories.isError ? (
          <LoadError
            message={preferencesMessages.categoriesFailed}
            onRetry={() => void categories.refetch()}
            isRetrying={categories.isFetching}
          />
        ) : categories.data.length === 0 ? (
          <EmptyText>{preferencesMessages.noCategories}</EmptyText>
        ) : (
          <CategoryAccordion
            categories={categories.data}
            onRate={(category, subtypeId, rating) => rate({ categoryId: category.id, subtypeId, rating })}
            failureFor={failureFor}
          />
        )}
      </Stack>
    </Paper>
  );
}
