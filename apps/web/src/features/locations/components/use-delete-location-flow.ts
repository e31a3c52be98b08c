import { useState } from 'react';
import type { SavedLocation } from '@hangtime/core/locations/schemas';
import { useDeleteLocationMutation } from '../api/delete-location';
import { describeLocationsError, locationsMessages } from '../logic/locations-messages';

type DeleteLocationFlowOptions = {
  onDeleted: (message: string) => void;
  onFailed: (text: string) => void;
};

/** Delete asks first: which location is in question, the dialog's props, and the call. */
export function useDeleteLocationFlow({ onDeleted, onFailed }: DeleteLocationFlowOptions) {
  const remove = useDeleteLocationMutation();
  const [target, setTarget] = useState<SavedLocation | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [isDeleted, setDeleted] = useState(false);

  function ask(location: SavedLocation) {
    setDeleted(false);
    setTarget(location);
    setOpen(true);
  }

  function confirm() {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: (response) => {
        setDeleted(true);
        setOpen(false);
        onDeleted(response.message);
      },
      onError: (error) => {
        setOpen(false);
        onFailed(describeLocationsError(error, locationsMessages.deleteFailed));
      },
    });
  }

  const name = target?.location_name ?? '';
  return {
    ask,
    isDeleting: remove.isPending,
    dialogProps: {
      opened: isOpen,
      title: `Delete ${name}?`,
      children: 'It will be removed from your saved locations.',
      confirmLabel: 'Delete',
      isConfirming: remove.isPending,
      onConfirm: confirm,
      onCancel: () => setOpen(false),
      returnFocus: !isDeleted,
    },
  };
}
