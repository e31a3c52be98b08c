// In the Suggested Event modal: why a regular hangout's proposal is when and where it is, and
// whom it leaned toward. Nothing for a weekly suggestion (the server answers 404 for those).
import { Alert, Text } from '@mantine/core';
import { cadenceLabels } from '@hangtime/core/regulars/schemas';
import { ApiError } from '../../../lib/api-client';
import { useRegularOfferQuery } from '../api/offer';

export function RegularOfferNote({ eventId }: { eventId: string }) {
  const offer = useRegularOfferQuery(eventId);
  if (offer.isPending) return null;
  if (offer.isError) {
    if (offer.error instanceof ApiError && offer.error.status === 404) return null;
    return (
      <Text size="sm" c="dimmed" role="status">
        Why this time could not be loaded.
      </Text>
    );
  }
  return (
    <Alert color="blue" variant="light" mb="sm" title={`Your regular hangout, ${cadenceLabels[offer.data.cadence]}`}>
      <Text size="sm" data-testid="regular-offer-explanation">
        {offer.data.explanation}
      </Text>
    </Alert>
  );
}
