import type { SavedLocation } from '@hangtime/core/locations/schemas';
import { useConfirmedRemoval } from '../../../components/use-confirmed-removal';
import { useDeleteLocationMutation } from '../api/delete-location';
import { describeLocationsError, locationsMessages } from '../logic/locations-messages';

type DeleteLocationFlowOptions = {
  onDeleted: (message: string) => void;
  onFailed: (text: string) => void;
};

/** Delete asks first: which location is in question, the dialog's props, and the call. */
export function useDeleteLocationFlow({ onDeleted, onFailed }: DeleteLocationFlowOptions) {
  return useConfirmedRemoval<SavedLocation>({
    mutation: useDeleteLocationMutation(),
    dialog: (location) => ({
      title: `Delete ${location?.location_name ?? ''}?`,
      body: 'It will be removed from your saved locations.',
      confirmLabel: 'Delete',
    }),
    describeFailure: (error) => describeLocationsError(error, locationsMessages.deleteFailed),
    onDone: onDeleted,
    onFailed,
  });
}
