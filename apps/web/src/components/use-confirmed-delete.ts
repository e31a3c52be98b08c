import type { Feedback } from './list-states';
import { useConfirmation } from './use-confirmation';

type DeleteMutation = {
  mutate(id: string, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }): void;
};

type ConfirmedDeleteOptions = {
  remove: DeleteMutation;
  onFeedback: (feedback: Feedback) => void;
  /** Where the focus goes once the deleted item's buttons are gone. */
  onDeleted: () => void;
  deletedText: string;
  describeFailure: (error: unknown) => string;
};

/**
 * Deleting an item of a list after "are you sure?": asking clears the list's last message, and the
 * answer says how it went (a success moves the focus, a failure leaves the item and says why).
 */
export function useConfirmedDelete<T extends { id: string }>(options: ConfirmedDeleteOptions) {
  const { remove, onFeedback, onDeleted, deletedText, describeFailure } = options;
  const confirmation = useConfirmation<T>();
  return {
    confirmation,
    ask(item: T) {
      onFeedback(null);
      confirmation.ask(item);
    },
    confirm() {
      const item = confirmation.target;
      if (!item) return;
      remove.mutate(item.id, {
        onSuccess: () => {
          confirmation.finish();
          onFeedback({ tone: 'success', text: deletedText });
          onDeleted();
        },
        onError: (error) => {
          confirmation.close();
          onFeedback({ tone: 'error', text: describeFailure(error) });
        },
      });
    },
  };
}
