import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rsvpResponse, type ParticipantStatus } from '@hangtime/core/events/schemas';
import { apiRequest } from '../../../lib/api-client';
import { notificationsKeys } from '../../notifications';
import { invalidateEvents } from './invalidate-events';
import { CHANGES_NO_GOAL } from '../../../lib/query-client';

export type RsvpAnswer = Exclude<ParticipantStatus, 'pending'>;

export function answerRsvp(eventId: string, status: RsvpAnswer) {
  return apiRequest('/api/calendar/rsvp', { method: 'POST', body: { eventId, status }, schema: rsvpResponse });
}

export function useAnswerRsvpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, status }: { eventId: string; status: RsvpAnswer }) => answerRsvp(eventId, status),
    meta: CHANGES_NO_GOAL,
    // The bell counts the invitation too: its badge drops once the answer is in.
    onSettled: () =>
      Promise.all([invalidateEvents(queryClient), queryClient.invalidateQueries({ queryKey: notificationsKeys.all })]),
  });
}
