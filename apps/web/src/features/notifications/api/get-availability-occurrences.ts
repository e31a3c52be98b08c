import { occurrencesResponse } from '@hangtime/core/availability/schemas';
import { apiRequest } from '../../../lib/api-client';

/** The person's free-time occurrences between two calendar dates (both included). */
export function getAvailabilityOccurrences(range: { start_date: string; end_date: string }) {
  const query = new URLSearchParams(range);
  return apiRequest(`/api/availability-windows/occurrences?${query.toString()}`, {
    schema: occurrencesResponse,
  });
}
