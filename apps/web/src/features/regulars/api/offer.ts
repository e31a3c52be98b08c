// Why a regular hangout's suggestion was planned as it was: the note shown in the Suggested Event modal.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { regularOfferResponse } from '@hangtime/core/regulars/schemas';
import { ApiError, apiRequest } from '../../../lib/api-client';

export function regularOfferQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: ['regulars', 'offer', eventId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/regulars/offers/${encodeURIComponent(eventId)}`, { schema: regularOfferResponse, signal }),
    select: (response) => response.offer,
    // 404: a weekly suggestion, not a regular's; asking again would not change that.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export const useRegularOfferQuery = (eventId: string) => useQuery(regularOfferQueryOptions(eventId));
