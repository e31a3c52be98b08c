import { useState } from 'react';
import { useRatePreferenceMutation, type RatingChange } from '../api/update-category-preferences';
import { describePreferencesError } from './preferences-messages';

export type RatingFailure = { subtypeId: number; message: string };

/**
 * Rates an activity (shown at once, put back on failure) and remembers which row's change
 * failed, with the screen's own failure text, so the message can sit under that row.
 */
export function useRatePreference(failureText: string) {
  const mutation = useRatePreferenceMutation();
  const [failure, setFailure] = useState<RatingFailure | null>(null);

  function rate(change: RatingChange) {
    setFailure(null);
    mutation.mutate(change, {
      onError: (error) =>
        setFailure({ subtypeId: change.subtypeId, message: describePreferencesError(error, failureText) }),
    });
  }

  const failureFor = (subtypeId: number) => (failure?.subtypeId === subtypeId ? failure.message : null);
  return { rate, failureFor };
}
