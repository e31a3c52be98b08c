import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Feedback } from '../../../components/list-states';

/**
 * Takes a red message away as soon as anything on the screen succeeds (a request sent, one
 * accepted, a friend removed): an old failure beside a fresh success reads as if the success had
 * failed too. A green message stays until it is replaced or dismissed.
 */
export function useClearErrorOnSuccess(setFeedback: Dispatch<SetStateAction<Feedback>>) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') setFeedback(withoutError);
      }),
    [queryClient, setFeedback],
  );
}

export function withoutError(feedback: Feedback): Feedback {
  return feedback?.tone === 'error' ? null : feedback;
}
