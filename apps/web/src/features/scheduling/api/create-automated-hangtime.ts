import { useMutation, useQueryClient } from '@tanstack/react-query';
import { automatedHangtimeResponse } from '@hangtime/core/scheduling/schemas';
import { apiRequest } from '../../../lib/api-client';
import { eventsKeys } from '../../events/first-screen';
import { CHANGES_NO_GOAL } from '../../../lib/query-client';

/** The server plans far under this (behaviour.md §8); past it the person is told and may try again. */
const GIVE_UP_MS = 30_000;

/** Hangtime Now!: plans a hangout and creates it with its invitations. One key per press (a double click makes one). */
export function createAutomatedHangtime(idempotencyKey: string) {
  return apiRequest('/api/events/automated-hangtime', {
    method: 'POST',
    body: {},
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: automatedHangtimeResponse,
    signal: AbortSignal.timeout(GIVE_UP_MS),
  });
}

export function useAutomatedHangtimeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAutomatedHangtime,
    meta: CHANGES_NO_GOAL,
    // The new event on the calendar, and the free time it took off the overlay.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
