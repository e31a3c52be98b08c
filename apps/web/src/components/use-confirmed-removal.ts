import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useConfirmation } from './use-confirmation';

type RemovalOptions<Item extends { id: string }> = {
  /** The call that removes an item by its id and answers in words. */
  mutation: UseMutationResult<{ message: string }, unknown, string>;
  /** The dialog's words for the item asked about (null while none is). */
  dialog: (item: Item | null) => { title: string; body: ReactNode; confirmLabel: string };
  /** The failure in words for the person. */
  describeFailure: (error: unknown) => string;
  onDone: (message: string) => void;
  onFailed: (text: string) => void;
};

/**
 * A removal that asks first (delete a location, remove a subscription, disconnect a calendar):
 * which item is in question, the ConfirmDialog's props, and the call once confirmed.
 */
export function useConfirmedRemoval<Item extends { id: string }>(options: RemovalOptions<Item>) {
  const { mutation, dialog, describeFailure, onDone, onFailed } = options;
  const confirmation = useConfirmation<Item>();

  function confirm() {
    const target = confirmation.target;
    if (!target) return;
    mutation.mutate(target.id, {
      onSuccess: (response) => {
        confirmation.finish();
        onDone(response.message);
      },
      onError: (error) => {
        confirmation.close();
        onFailed(describeFailure(error));
      },
    });
  }

  const words = dialog(confirmation.target);
  return {
    ask: confirmation.ask,
    isRemoving: mutation.isPending,
    dialogProps: {
      ...confirmation.dialogProps,
      title: words.title,
      children: words.body,
      confirmLabel: words.confirmLabel,
      isConfirming: mutation.isPending,
      onConfirm: confirm,
    },
  };
}
