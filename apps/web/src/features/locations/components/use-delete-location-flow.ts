import type { SavedLocation } from '@hangtime/core/locations/schemas';
import { useConfirmation } from '../../../components/use-confirmation';
import { useDeleteLocationMutation } from '../api/delete-location';
import { describeLocationsError, locationsMessages } from '../logic/locations-messages';

type DeleteLocationFlowOptions = {
  onDeleted: (message: string) => void;
  onFailed: (text: string) => void;
};

/** Delete asks first: which location is in question, the dialog's props, and the call. */
export function useDeleteLocationFlow({ onDeleted, onFailed }: DeleteLocationFlowOptions) {
  const remove = useDeleteLocationMutation();
  const confirmation = useConfirmation<SavedLocation>();

  function confirm() {
    const target = confirmation.target;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: (response) => {
        confirmation.finish();
        onDeleted(response.message);
      },
      onError: (error) => {
        confirmation.close();
        onFailed(describeLocationsError(error, locationsMessages.deleteFailed));
      },
    });
  }

  const name = confirmation.target?.location_name ?? '';
  return {
    ask: confirmation.ask,
    isDeleting: remove.isPending,
    dialogProps: {
      ...confirmation.dialogProps,
      title: `Delete ${name}?`,
      children: 'It will be removed from your saved locations.',
      confirmLabel: 'Delete',
      isConfirming: remove.isPending,
      onConfirm: confirm,
    },
  };
}
