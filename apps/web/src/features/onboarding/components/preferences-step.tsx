import { Alert, Stack, Text } from '@mantine/core';
import { ListSkeleton, LoadError, PlainList } from '../../../components/list-states';
import { countChosen, PreferenceRow, useMostLikedPreferencesQuery, useRatePreference } from '../../preferences';
import { onboardingMessages } from '../logic/onboarding-messages';
import { StepHeader } from './step-header';

/** Step 1: the most-liked activities, each rated at once; unsure takes a choice back. */
export function PreferencesStep({ headingId }: { headingId: string }) {
  const popular = useMostLikedPreferencesQuery();
  const { rate, failureFor } = useRatePreference(onboardingMessages.saveFailed);
  const chosen = popular.data ? countChosen(popular.data) : 0;

  return (
    <Stack gap="md">
      <StepHeader
        id={headingId}
        title="Set Your Preferences"
        description="Tell us what you enjoy. These are the activities people like most."
      />
      {popular.isPending ? (
        <ListSkeleton label="Loading popular activities" rows={4} rowHeight={44} gap="xs" />
      ) : popular.isError ? (
        <LoadError
          message={onboardingMessages.popularFailed}
          onRetry={() => void popular.refetch()}
          isRetrying={popular.isFetching}
        />
      ) : (
        <>
          <Text fw={600} size="sm" aria-live="polite">
            {chosen} preference(s) selected
          </Text>
          <PlainList label="Popular activities" gap={0}>
            {popular.data.map((item) => (
              <PreferenceRow
                key={item.id}
                name={item.name}
                detail={item.category_name}
                rating={item.rating}
                onRate={(rating) => rate({ categoryId: item.category_id, subtypeId: item.id, rating })}
                error={failureFor(item.id)}
              />
            ))}
          </PlainList>
        </>
      )}
      <Alert variant="light" color="indigo" title="Tip">
        You can change these preferences later in your profile, where every activity category is listed.
      </Alert>
    </Stack>
  );
}
